import { useEffect, useState } from "react";
import Add from "@mui/icons-material/Add";
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { Case, ProjectService } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { copyCase, createCase, deleteCase, updateCase } from "../../api/workspaces";
import { errorText } from "../../api/errorText";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { ListPager } from "../../components/lists/ListPager";
import { SORT_ORDERS } from "../../components/lists/listView";
import { NameDialog } from "../../components/dialogs/NameDialog";
import { q } from "../../api/queryOptions";
import { useDialogMutation } from "../../hooks/useDialogMutation";
import { useFailure } from "../../hooks/useFailure";
import { useListControls } from "../../components/lists/useListControls";
import { ListToolbar } from "../workspaces/ListToolbar";
import { isActive } from "../analysis/status";
import { CaseTable } from "./CaseTable";

type Dialog =
  | { type: "none" }
  | { type: "create" }
  | { type: "copy"; item: Case }
  | { type: "rename"; item: Case }
  | { type: "delete"; item: Case };

/**
 * One service of a project with its cases, searched, sorted and paged by the server: create, copy, rename
 * and delete (editors only).
 */
export function ServiceCases({
  projectId,
  service,
  editable,
}: {
  projectId: string;
  service: ProjectService;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { fail, limitDialog } = useFailure();
  const [dialog, setDialog] = useState<Dialog>({ type: "none" });
  const controls = useListControls(SORT_ORDERS, "created_desc");
  const list = useQuery(q.cases(projectId, service.service_type, controls.params));
  const cases = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const close = () => setDialog({ type: "none" });
  const context = { close, fail, invalidates: [queryKeys.cases.all, queryKeys.projects.all] } as const;
  // Creating and copying count against the plan's cases per service (its limit dialog); renaming does not.
  const adding = useDialogMutation({
    ...context,
    mutationFn: (add: () => Promise<unknown>) => add(),
    limit: "cases",
  });
  const renaming = useDialogMutation({
    ...context,
    mutationFn: (rename: () => Promise<unknown>) => rename(),
  });
  const deleting = useDialogMutation({
    ...context,
    mutationFn: (item: Case) => deleteCase(item.id),
    success: (item) => t("ws.deleted", { name: item.name }),
  });
  // Status, progress and times of the shown running cases refresh every 2 s until they finish.
  const running = cases.some((item) => isActive(item.status));
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.cases.ofProject(projectId) }),
      2000,
    );
    return () => window.clearInterval(timer);
  }, [running, queryClient, projectId]);
  const name = t(`master.service_type.${service.service_type}`);
  const newButton = editable ? (
    <Button
      size="small"
      variant="contained"
      startIcon={<Add />}
      data-testid={`case-create-${service.service_type}`}
      onClick={() => setDialog({ type: "create" })}
    >
      {t("case.create")}
    </Button>
  ) : null;
  const target = dialog.type === "none" || dialog.type === "create" ? null : dialog.item;

  return (
    <Paper
      variant="outlined"
      data-testid={`service-${service.service_type}-cases`}
      sx={{ p: { xs: 1.5, md: 2 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {name}
        </Typography>
        {newButton}
      </Stack>
      {total > 0 || controls.searching ? (
        <Box sx={{ mb: 1 }}>
          <ListToolbar
            query={controls.search}
            onQuery={controls.onSearch}
            order={controls.order}
            onOrder={controls.onOrder}
          />
        </Box>
      ) : null}
      {list.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : list.isError ? (
        <Alert severity="error">{errorText(t, list.error)}</Alert>
      ) : total === 0 && !controls.searching ? (
        <Box data-testid="cases-empty" sx={{ py: 2 }}>
          <Typography color="text.secondary">
            {editable ? t("case.empty_body") : t("case.empty_body_viewer")}
          </Typography>
        </Box>
      ) : total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t("ws.no_match_body", { query: controls.search })}
        </Typography>
      ) : (
        <CaseTable
          cases={cases}
          actionsOf={(item) => [
            ...(item.can.copy
              ? [{ id: "copy", label: t("case.copy"), onClick: () => setDialog({ type: "copy", item }) }]
              : []),
            ...(item.can.update
              ? [{ id: "rename", label: t("ws.rename"), onClick: () => setDialog({ type: "rename", item }) }]
              : []),
            ...(item.can.delete
              ? [
                  {
                    id: "delete",
                    label: t("ws.delete"),
                    danger: true,
                    onClick: () => setDialog({ type: "delete", item }),
                  },
                ]
              : []),
          ]}
        />
      )}
      <ListPager answer={list.data} controls={controls} />
      <NameDialog
        testId="case-dialog"
        title={t("case.create_title", { service: name })}
        label={t("case.name")}
        submitLabel={t("ws.create")}
        initial={dialog.type === "create" ? "" : null}
        onSubmit={(caseName) =>
          adding.mutateAsync(() =>
            createCase(projectId, { service_type: service.service_type, name: caseName }),
          )
        }
        onClose={close}
      />
      <NameDialog
        testId="case-copy-dialog"
        title={t("case.copy_title")}
        label={t("case.name")}
        submitLabel={t("case.copy")}
        initial={dialog.type === "copy" ? t("case.copy_name", { name: dialog.item.name }).slice(0, 50) : null}
        onSubmit={(caseName) =>
          target ? adding.mutateAsync(() => copyCase(target.id, { name: caseName })) : Promise.resolve()
        }
        onClose={close}
      />
      <NameDialog
        testId="case-rename-dialog"
        title={t("case.rename_title")}
        label={t("case.name")}
        submitLabel={t("ws.save")}
        initial={dialog.type === "rename" ? dialog.item.name : null}
        onSubmit={(caseName) =>
          target ? renaming.mutateAsync(() => updateCase(target.id, { name: caseName })) : Promise.resolve()
        }
        onClose={close}
      />
      <ConfirmDeleteDialog
        name={dialog.type === "delete" ? dialog.item.name : null}
        onConfirm={() => (target ? deleting.mutateAsync(target) : undefined)}
        onClose={close}
      />
      {limitDialog}
    </Paper>
  );
}
