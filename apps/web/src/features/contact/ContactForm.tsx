import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  Link,
  TextField,
} from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { LIMITS, contactFormSchema } from "@soracity/contracts";
import type { ContactForm as ContactFormValues } from "@soracity/contracts";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { useSnackbar } from "notistack";
import type { z } from "zod";
import { isApiError } from "../../api/client";
import { sendContact } from "../../api/endpoints";
import { useLocalePath } from "../../i18n/useLocale";
import { useMe } from "../auth/useMe";
import { contactDefaults } from "./defaults";

type Output = z.output<typeof contactFormSchema>;
const TEXT_FIELDS = [
  "email",
  "family_name",
  "given_name",
  "company",
  "department",
  "address",
  "phone",
] as const;
const HALF = new Set(["family_name", "given_name", "company", "department"]);

/** The contact form of PRODUCT.md §4/§5/§7, shared by the dialog and the /contact pages. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { enqueueSnackbar } = useSnackbar();
  const { data: me } = useMe();
  const { control, register, handleSubmit, setError, formState } = useForm<
    ContactFormValues,
    unknown,
    Output
  >({
    resolver: zodResolver(contactFormSchema),
    mode: "onChange",
    defaultValues: contactDefaults(me),
  });
  const inquiry = useWatch({ control, name: "inquiry" }) ?? "";
  const { errors, isValid, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await sendContact(values);
      onSent();
    } catch (error) {
      // PRODUCT.md §8: a failed send is only logged; field errors of a 400 still go on their fields.
      console.error("contact submit failed", error);
      if (isApiError(error) && error.fields.length > 0) {
        for (const field of error.fields) {
          const name = field.path as keyof ContactFormValues;
          if (name in contactFormSchema.shape) setError(name, { type: "server", message: field.message });
        }
      } else {
        enqueueSnackbar(t("contact.failed"), { variant: "error" });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Grid container spacing={2}>
        {TEXT_FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: HALF.has(name) ? 6 : 12 }}>
            <TextField
              {...register(name)}
              label={t(`contact.${name}`)}
              type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
              required={name !== "address" && name !== "phone"}
              fullWidth
              size="small"
              error={Boolean(errors[name])}
              helperText={errors[name]?.message ? t(errors[name].message) : " "}
              slotProps={{ htmlInput: { inputMode: name === "phone" ? "numeric" : undefined } }}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <TextField
            {...register("inquiry")}
            label={t("contact.inquiry")}
            required
            fullWidth
            multiline
            minRows={5}
            error={Boolean(errors.inquiry)}
            helperText={
              <Box component="span" sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
                <span>{errors.inquiry?.message ? t(errors.inquiry.message) : ""}</span>
                <span data-testid="inquiry-counter">
                  {t("contact.counter", { count: inquiry.length, max: LIMITS.messageMaxChars })}
                </span>
              </Box>
            }
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="agreement"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    inputRef={field.ref}
                    checked={field.value === true}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.checked ? true : false)}
                  />
                }
                label={
                  <Trans
                    i18nKey="contact.agreement"
                    components={{
                      1: <Link href={to("/terms#privacy")} target="_blank" rel="noopener" />,
                    }}
                  />
                }
              />
            )}
          />
          {errors.agreement?.message && <FormHelperText error>{t(errors.agreement.message)}</FormHelperText>}
        </Grid>
        <Grid size={12} sx={{ display: "flex", justifyContent: "flex-end" }}>
          <Button
            data-testid="contact-submit"
            type="submit"
            variant="contained"
            disabled={!isValid || isSubmitting}
          >
            {t("contact.send")}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
