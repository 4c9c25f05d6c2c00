import { useState } from "react";
import ContentCopy from "@mui/icons-material/ContentCopy";
import LinkOff from "@mui/icons-material/LinkOff";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { Button, Stack, TextField, Typography } from "@mui/material";
import type { Case } from "@soracity/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { errorText } from "../../api/errorText";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { createShareLink, revokeShareLink } from "./api";

/** The share link as an absolute URL on this app's origin. */
const absolute = (path: string) => new URL(path, window.location.origin).href;

/** Editors: create the case's share link, show and copy it, open it, revoke it after a confirmation. */
export function ShareControls({ item }: { item: Case }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const update = (share_url: string | null) => {
    queryClient.setQueryData<Case>(
      queryKeys.case(item.id),
      (current) => current && { ...current, share_url },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.cases.ofProject(item.project_id) });
  };
  const onError = (error: unknown) => enqueueSnackbar(errorText(t, error), { variant: "error" });
  const create = useMutation({
    mutationFn: () => createShareLink(item.id),
    onSuccess: (link) => update(link.url),
    onError,
  });
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(item.id),
    onSuccess: () => {
      update(null);
      setConfirming(false);
      enqueueSnackbar(t("shareLink.revoked"), { variant: "success" });
    },
    onError,
  });
  const url = item.share_url ? absolute(item.share_url) : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t("shareLink.copied"), { variant: "success" });
    } catch {
      enqueueSnackbar(t("shareLink.copy_failed"), { variant: "warning" });
    }
  };
  return (
    <Stack spacing={1} data-testid="share-controls" data-shared={url !== null}>
      <Typography variant="h6" component="h2">
        {t("shareLink.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("shareLink.lead")}
      </Typography>
      {url ? (
        <>
          <TextField
            size="small"
            label={t("shareLink.url_label")}
            value={url}
            slotProps={{ htmlInput: { readOnly: true, "data-testid": "share-url" } }}
            onFocus={(event) => event.target.select()}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
            <Button
              size="small"
              startIcon={<ContentCopy />}
              data-testid="share-copy"
              onClick={() => void copy()}
            >
              {t("shareLink.copy")}
            </Button>
            <Button
              size="small"
              startIcon={<OpenInNew />}
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="share-open"
            >
              {t("shareLink.open")}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<LinkOff />}
              data-testid="share-revoke"
              onClick={() => setConfirming(true)}
            >
              {t("shareLink.revoke")}
            </Button>
          </Stack>
        </>
      ) : (
        <Button
          variant="contained"
          size="small"
          data-testid="share-create"
          disabled={create.isPending}
          onClick={() => create.mutate()}
          sx={{ alignSelf: "flex-start" }}
        >
          {t("shareLink.create")}
        </Button>
      )}
      <ConfirmDeleteDialog
        name={confirming ? item.name : null}
        title={t("shareLink.revoke_title")}
        question={(name) => t("shareLink.revoke_question", { name })}
        detail={t("shareLink.revoke_detail")}
        confirmLabel={t("shareLink.revoke")}
        onConfirm={() =>
          revoke.mutateAsync().then(
            () => undefined,
            () => undefined,
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
