import Add from "@mui/icons-material/Add";
import { Alert, Box, Button, Skeleton } from "@mui/material";
import type { WorkspaceKind } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { EmptyState } from "../../components/lists/EmptyState";
import { ListPager } from "../../components/lists/ListPager";
import { SORT_ORDERS } from "../../components/lists/listView";
import { q } from "../../api/queryOptions";
import { useListControls } from "../../components/lists/useListControls";
import { ListToolbar } from "./ListToolbar";
import { useWorkspaceActions } from "./useWorkspaceActions";
import { WorkspaceCard } from "./WorkspaceCard";

/**
 * A workspace list of one kind (my, shared, group; optionally one group's), searched, sorted and paged by the
 * server, with create, rename, share and delete. `canCreate` shows the create button (my workspaces, a group page for editors).
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
  const controls = useListControls(SORT_ORDERS, "updated_desc");
  const list = useQuery(q.workspaces(kind, groupId, controls.params));
  const { actionsOf, openCreate, dialogs } = useWorkspaceActions({ groupId });

  const createButton = canCreate ? (
    <Button variant="contained" startIcon={<Add />} data-testid="workspace-create" onClick={openCreate}>
      {t("ws.create_title")}
    </Button>
  ) : null;
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Box>
      {total > 0 || controls.searching ? (
        <ListToolbar
          query={controls.search}
          onQuery={controls.onSearch}
          order={controls.order}
          onOrder={controls.onOrder}
          action={createButton}
        />
      ) : null}
      <Box sx={{ mt: 2 }}>
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : list.isError ? (
          <Alert severity="error">{errorText(t, list.error)}</Alert>
        ) : total === 0 && !controls.searching ? (
          <EmptyState testId="workspaces-empty" title={emptyTitle} body={emptyBody} action={createButton} />
        ) : total === 0 ? (
          <EmptyState
            title={t("ws.no_match_title")}
            body={t("ws.no_match_body", { query: controls.search })}
          />
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
        <ListPager answer={list.data} controls={controls} />
      </Box>
      {dialogs}
    </Box>
  );
}
