import { z } from "zod";
import { localeSchema } from "./locale";
import { text } from "./text";

/** Longest news title and body (characters) an operator may post. */
export const NEWS_TITLE_MAX_CHARS = 200;
export const NEWS_BODY_MAX_CHARS = 20_000;

/** `page` (from 1) and `page_size` of a paginated list; query strings arrive as text, so both are coerced. */
export const pageQuerySchema = (defaultSize: number, maxSize: number) =>
  z.object({
    page: z.coerce
      .number({ error: "common.page_invalid" })
      .int("common.page_invalid")
      .min(1, "common.page_invalid")
      .max(100_000, "common.page_invalid")
      .default(1),
    page_size: z.coerce
      .number({ error: "common.page_size_invalid" })
      .int("common.page_size_invalid")
      .min(1, "common.page_size_invalid")
      .max(maxSize, "common.page_size_invalid")
      .default(defaultSize),
  });

/** One page of a list: its items, the total count over every page, and the page asked for. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const NEWS_PAGE_SIZE = 10;
export const NEWS_PAGE_SIZE_MAX = 50;

/** GET /api/news: published posts, newest first, with title and body in `locale` (jp when left out). */
export const newsListQuerySchema = pageQuerySchema(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE_MAX).extend({
  locale: localeSchema.default("jp"),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** GET /api/news/{id}: the language of the answer. */
export const newsItemQuerySchema = z.object({ locale: localeSchema.default("jp") });

/** A published post as the public sees it, in one language. */
export const newsItemSchema = z.object({
  id: z.string(),
  locale: localeSchema,
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsPageSchema = pageSchema(newsItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

const title = text({ error: "news.title_required" })
  .trim()
  .min(1, "news.title_required")
  .max(NEWS_TITLE_MAX_CHARS, "news.title_length");
const body = text({ error: "news.body_required" })
  .trim()
  .min(1, "news.body_required")
  .max(NEWS_BODY_MAX_CHARS, "news.body_length");

/**
 * POST /api/admin/news and PUT /api/admin/news/{id}: title and body in both languages and the publish time
 * (ISO 8601 with an offset). A post is public from `published_at` on; a future time keeps it a draft.
 */
export const newsPostInputSchema = z.object({
  title_ja: title,
  title_en: title,
  body_ja: body,
  body_en: body,
  published_at: z.iso.datetime({ offset: true, error: "news.date_invalid" }),
});
export type NewsPostInput = z.input<typeof newsPostInputSchema>;

/** A post as operators see it: both languages, and whether it is public yet. */
export const newsPostSchema = z.object({
  id: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  body_ja: z.string(),
  body_en: z.string(),
  published_at: z.string(),
  /** False while `published_at` is in the future (a draft). */
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;
export const newsPostPageSchema = pageSchema(newsPostSchema);
export type NewsPostPage = z.infer<typeof newsPostPageSchema>;
