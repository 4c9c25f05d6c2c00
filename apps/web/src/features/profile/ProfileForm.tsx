import {
  Box,
  Button,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { LOCALES, profileFormSchema } from "@soracity/contracts";
import type { Me, ProfileForm as ProfileFormValues } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { useChangeLocale } from "../../i18n/useChangeLocale";
import { useLocale } from "../../i18n/useLocale";
import { updateProfile } from "./api";
import { applyFieldErrors } from "./serverErrors";

type TextName = "family_name" | "given_name" | "company" | "department" | "address" | "phone";
const TEXT_FIELDS: { name: TextName; required?: boolean; half?: boolean }[] = [
  { name: "family_name", required: true, half: true },
  { name: "given_name", required: true, half: true },
  { name: "company", half: true },
  { name: "department", half: true },
  { name: "address" },
  { name: "phone", half: true },
];
const FIELD_NAMES = [...TEXT_FIELDS.map((f) => f.name), "locale", "mail_on_analysis_done"] as const;

/** The form's values from the signed-in user (department is `post`, phone is `tel` on the user). */
export const profileDefaults = (me: Me): ProfileFormValues => ({
  family_name: me.family_name,
  given_name: me.given_name,
  company: me.company ?? "",
  department: me.post ?? "",
  address: me.address ?? "",
  phone: me.tel ?? "",
  locale: me.locale ?? "jp",
  mail_on_analysis_done: me.mail_on_analysis_done,
});

/** Profile of PRODUCT.md §3 (names, company, department, address, phone, locale) and the analysis mail opt-out. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const pageLocale = useLocale();
  const changeLocale = useChangeLocale();
  // `raw`: the values are sent as typed; the server applies the same schema (trims, blanks to null).
  const { control, register, handleSubmit, setError, reset, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }),
    mode: "onChange",
    defaultValues: profileDefaults(me),
  });
  const { errors, isSubmitting, isDirty } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await updateProfile(values);
      queryClient.setQueryData(queryKeys.me, saved);
      reset(profileDefaults(saved));
      enqueueSnackbar(t("profile.saved"), { variant: "success" });
      // A new language applies at once, as from the settings menu (PRODUCT.md §4).
      if (saved.locale && saved.locale !== pageLocale) changeLocale(saved.locale);
    } catch (error) {
      if (!applyFieldErrors(error, FIELD_NAMES, setError)) {
        console.error("profile update failed", error);
        enqueueSnackbar(t("profile.save_failed"), { variant: "error" });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="profile-form">
      <Grid container spacing={2}>
        {TEXT_FIELDS.map(({ name, required, half }) => (
          <Grid key={name} size={{ xs: 12, sm: half ? 6 : 12 }}>
            <TextField
              {...register(name)}
              label={t(`profile.${name}`)}
              required={required}
              type={name === "phone" ? "tel" : "text"}
              fullWidth
              size="small"
              error={Boolean(errors[name])}
              helperText={errors[name]?.message ? t(errors[name].message) : " "}
              slotProps={{
                htmlInput: {
                  "data-testid": `profile-${name}`,
                  inputMode: name === "phone" ? "tel" : undefined,
                },
              }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="locale"
            render={({ field }) => (
              <TextField
                select
                label={t("profile.locale")}
                fullWidth
                size="small"
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                slotProps={{ select: { SelectDisplayProps: { "data-testid": "profile-locale" } as object } }}
              >
                {LOCALES.map((locale) => (
                  <MenuItem key={locale} value={locale} data-testid={`profile-locale-${locale}`}>
                    {t(`languages.${locale}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="mail_on_analysis_done"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    name={field.name}
                    inputRef={field.ref}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { "aria-describedby": "profile-mail-help" } }}
                    data-testid="profile-mail"
                  />
                }
                label={t("profile.mail_on_analysis_done")}
              />
            )}
          />
          <Typography id="profile-mail-help" variant="body2" color="text.secondary">
            {t("profile.mail_on_analysis_done_help")}
          </Typography>
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          data-testid="profile-save"
          disabled={isSubmitting || !isDirty}
        >
          {t("profile.save")}
        </Button>
      </Stack>
    </Box>
  );
}
