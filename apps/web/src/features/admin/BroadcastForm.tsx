import { useState } from "react";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  Typography,
} from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminBroadcast, adminBroadcastSchema } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { isApiError } from "../../api/client";
import { errorText } from "../../api/errorText";
import { applyFieldErrors } from "../profile/serverErrors";
import { adminApi } from "./api";
import { BroadcastList } from "./BroadcastList";

const FIELDS = ["title_ja", "content_ja", "title_en", "content_en"] as const;
const EMPTY: AdminBroadcast = { title_ja: "", content_ja: "", title_en: "", content_en: "" };

/**
 * A notification to every user: title and text in both languages (each user gets their own language). It
 * cannot be taken back, so sending asks for a confirmation first. The server queues it (a job writes it); the
 * list below shows each one queued, sending, sent or failed.
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<AdminBroadcast | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<AdminBroadcast>({
    resolver: zodResolver(adminBroadcastSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!pending) return;
    setSending(true);
    try {
      const { recipients } = await adminApi.broadcast(pending);
      reset(EMPTY);
      enqueueSnackbar(t("admin.notify_queued", { count: recipients }), { variant: "success" });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.broadcasts });
    } catch (error) {
      if (!(isApiError(error, "validation_failed") && applyFieldErrors(error, FIELDS, setError)))
        enqueueSnackbar(errorText(t, error), { variant: "error" });
    } finally {
      setSending(false);
      setPending(null);
    }
  };
  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    label: t(`admin.notify_${name}`),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ? t(errors[name].message) : " ",
    fullWidth: true,
    required: true,
    slotProps: { htmlInput: { "data-testid": `notify-${name}` } },
  });
  return (
    <>
      <Box component="form" noValidate onSubmit={handleSubmit(setPending)} data-testid="notify-form">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("admin.notify_lead")}
        </Typography>
        <Grid container spacing={2} sx={{ maxWidth: 1100 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField {...field("title_ja")} />
            <TextField {...field("content_ja")} multiline minRows={5} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField {...field("title_en")} />
            <TextField {...field("content_en")} multiline minRows={5} />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" data-testid="notify-send">
          {t("admin.notify_send")}
        </Button>
        <Dialog open={pending !== null} onClose={() => setPending(null)} data-testid="notify-confirm">
          <DialogTitle>{t("admin.notify_confirm_title")}</DialogTitle>
          <DialogContent>
            <Typography>{t("admin.notify_confirm")}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>{t("common.cancel")}</Button>
            <Button
              variant="contained"
              onClick={() => void send()}
              disabled={sending}
              data-testid="notify-confirm-send"
            >
              {t("admin.notify_send")}
            </Button>
          </DialogActions>
        </Dialog>
      </Box>
      <BroadcastList />
    </>
  );
}
