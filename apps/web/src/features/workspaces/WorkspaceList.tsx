import { useState } from "react";
import Add from "@mui/icons-material/Add";
import { Alert, Box, Button, Skeleton } from "@mui/material";
import type { WorkspaceKind } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorText } from "../auth/errorText";
import { EmptyState } from "../dashboard/EmptyState";
import { filterAndSort } from "../dashboard/listView";
import type { SortOrder } from "../dashboard/listView";
import { q } from "../dashboard/queries";
import { ListToolbar } from "./ListToolbar";
import { useWorkspaceActions } from "./useWorkspaceActions";
import { WorkspaceCard } from "./WorkspaceCard";

/**
 * A workspace list of one kind (my, shared, group; optionally one group's) with search, sort, create,
 * rename, share and delete. `canCreate` shows the create button (my workspaces, a group page for editors).
 */
export function WorkspaceList({
  kind,
  groupId,
  canCreate,
  emptyTitle,
  emptyBody,
}: {
  kind: WorkspaceKind;
  groupId?: string;
  canCreate: boolean;
  emptyTitle: string;
  emptyBody: string;
}) {
  const { t } = useTranslation();
  const list = useQuery(q.workspaces(kind, groupId));
  const [query, setQuery] = useState("");
  const [order, setOrder] = useState<SortOrder>("updated_desc");
  const { actionsOf, openCreate, dialogs } = useWorkspaceActions({ groupId });

  const createButton = canCreate ? (
    <Button variant="contained" startIcon={<Add />} data-testid="workspace-create" onClick={openCreate}>
      {t("ws.create_title")}
    </Button>
  ) : null;
  const items = filterAndSort(list.data ?? [], query, order, (item) => item.name);

  return (
    <Box>
      {(list.data ?? []).length > 0 ? (
        <ListToolbar
          query={query}
          onQuery={setQuery}
          order={order}
          onOrder={setOrder}
          action={createButton}
        />
      ) : null}
      <Box sx={{ mt: 2 }}>
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : list.isError ? (
          <Alert severity="error">{errorText(t, list.error)}</Alert>
        ) : (list.data ?? []).length === 0 ? (
          <EmptyState testId="workspaces-empty" title={emptyTitle} body={emptyBody} action={createButton} />
        ) : items.length === 0 ? (
          <EmptyState title={t("ws.no_match_title")} body={t("ws.no_match_body", { query })} />
        ) : (
          <Box
            data-testid="workspace-list"
            sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" }}
          >
            {items.map((workspace) => (
              <WorkspaceCard key={workspace.id} workspace={workspace} actions={actionsOf(workspace)} />
            ))}
          </Box>
        )}
      </Box>
      {dialogs}
    </Box>
  );
}
