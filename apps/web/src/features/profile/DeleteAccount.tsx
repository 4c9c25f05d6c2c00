import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { accountDeleteSchema } from "@soracity/contracts";
import type { AccountDelete } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { useLocalePath } from "../../i18n/useLocale";
import { deleteAccount } from "./api";
import { applyFieldErrors } from "./serverErrors";

/**
 * Account deletion (PRODUCT.md §4, §8): irreversible, so a dialog says what goes and asks for the password; after
 * the deletion the app forgets everything it had loaded and goes to the home page.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t("profile.delete_lead")}</Typography>
      <Button color="error" variant="outlined" data-testid="account-delete" onClick={() => setOpen(true)}>
        {t("profile.delete_button")}
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Box>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, setError, formState } = useForm<AccountDelete>({
    resolver: zodResolver(accountDeleteSchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await deleteAccount(values);
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      enqueueSnackbar(t("profile.deleted"), { variant: "success" });
      await navigate(to("/"), { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, ["password"], setError)) {
        console.error("account deletion failed", error);
        enqueueSnackbar(t("profile.delete_failed"), { variant: "error" });
      }
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      data-testid="account-delete-dialog"
      slotProps={{ paper: { sx: { width: 500, maxWidth: "calc(100vw - 32px)" } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{t("profile.delete_title")}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t("profile.delete_warning")}
          </Alert>
          <DialogContentText sx={{ mb: 2 }}>{t("profile.delete_rule")}</DialogContentText>
          <TextField
            {...register("password")}
            type="password"
            label={t("profile.delete_password")}
            autoComplete="current-password"
            autoFocus
            required
            fullWidth
            size="small"
            error={Boolean(errors.password)}
            helperText={errors.password?.message ? t(errors.password.message) : " "}
            slotProps={{ htmlInput: { "data-testid": "account-delete-password" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            data-testid="account-delete-confirm"
            disabled={isSubmitting}
          >
            {t("profile.delete_confirm")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
