import { Box, Button, Grid, Stack, TextField } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { type NewsPost, type NewsPostInput, newsPostInputSchema } from "@soracity/contracts";
import { twoDigits as pad } from "@soracity/engine/clock";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { applyFieldErrors } from "../profile/serverErrors";

/** The form holds the publish time as the `datetime-local` input shows it (the browser's time zone). */
const newsFormSchema = newsPostInputSchema.extend({
  published_at: z
    .string()
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { message: "news.date_invalid" }),
});
type NewsFormValues = z.input<typeof newsFormSchema>;

const TEXT_FIELDS = ["title_ja", "title_en", "body_ja", "body_en"] as const;
const FIELDS = [...TEXT_FIELDS, "published_at"] as const;

/** `YYYY-MM-DDTHH:mm` of a time in the browser's zone (what a datetime-local input takes). */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const valuesOf = (post: NewsPost | undefined): NewsFormValues => ({
  title_ja: post?.title_ja ?? "",
  title_en: post?.title_en ?? "",
  body_ja: post?.body_ja ?? "",
  body_en: post?.body_en ?? "",
  published_at: toLocalInput(post ? new Date(post.published_at) : new Date()),
});

/**
 * A news post in both languages and its publish time (a future time keeps it a draft). The contracts' schema
 * checks the texts here and on the server; the server's field errors come back under the fields.
 */
export function NewsForm({
  post,
  onSubmit,
  onCancel,
}: {
  post?: NewsPost;
  onSubmit: (input: NewsPostInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    mode: "onTouched",
    defaultValues: valuesOf(post),
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, published_at: new Date(values.published_at).toISOString() });
    } catch (error) {
      // Other failures are the page's to report (onSubmit tells the operator); here only field errors land.
      applyFieldErrors(error, FIELDS, setError);
    }
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    label: t(`admin.news_${name}`),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ? t(errors[name].message) : " ",
    fullWidth: true,
    slotProps: { htmlInput: { "data-testid": `news-${name}` } },
  });
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="news-form">
      <Grid container spacing={2} sx={{ maxWidth: 1100 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field("title_ja")} required />
          <TextField {...field("body_ja")} required multiline minRows={8} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field("title_en")} required />
          <TextField {...field("body_en")} required multiline minRows={8} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            {...field("published_at")}
            type="datetime-local"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "news-published_at" } }}
            helperText={
              errors.published_at?.message ? t(errors.published_at.message) : t("admin.news_draft_hint")
            }
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="news-save">
          {t("admin.save")}
        </Button>
        <Button onClick={onCancel}>{t("common.cancel")}</Button>
      </Stack>
    </Box>
  );
}
