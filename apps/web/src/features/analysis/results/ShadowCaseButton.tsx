import { Button } from "@mui/material";
import type { Case } from "@soracity/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../api/errorText";
import { queryKeys } from "../../../api/queryKeys";
import { useLocalePath } from "../../../i18n/useLocale";
import { casePath } from "../../cases/CaseTable";
import { createShadowCase, runCase } from "../api";

/**
 * One click from a finished 逆日影 result to its check as a shadow case (issue 26): the server makes the
 * case (the set-up with the envelope as planned tiers), it is run, and the user lands on it to watch it.
 */
export function ShadowCaseButton({ item }: { item: Case }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const create = useMutation({
    mutationFn: async () => {
      const created = await createShadowCase(item.id);
      // The case exists even when queueing its run fails: the user lands on it and may run it there.
      const queued = await runCase(created.id).catch((error: unknown) => {
        enqueueSnackbar(errorText(t, error), { variant: "error" });
        return created;
      });
      return queued;
    },
    onSuccess: async (created) => {
      queryClient.setQueryData(queryKeys.case(created.id), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cases.ofProject(created.project_id) });
      enqueueSnackbar(t("analysis.gyakuhikage.shadow_case_created", { name: created.name }), {
        variant: "success",
      });
      await navigate(to(casePath(created)));
    },
    onError: (error) => enqueueSnackbar(errorText(t, error), { variant: "error" }),
  });
  return (
    <Button
      variant="outlined"
      size="small"
      data-testid="shadow-case-button"
      disabled={create.isPending}
      onClick={() => create.mutate()}
    >
      {create.isPending
        ? t("analysis.gyakuhikage.shadow_case_pending")
        : t("analysis.gyakuhikage.shadow_case")}
    </Button>
  );
}
