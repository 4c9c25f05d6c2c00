import type { Locale, NewsItem, NewsPost } from "@soracity/contracts";
import type { NewsPostRow } from "../../db/schema";

/** A published post in one language (the public answer). */
export function toNewsItem(row: NewsPostRow, locale: Locale): NewsItem {
  return {
    id: row.id,
    locale,
    title: locale === "en" ? row.titleEn : row.titleJa,
    body: locale === "en" ? row.bodyEn : row.bodyJa,
    published_at: row.publishedAt.toISOString(),
  };
}

/** A post with both languages, as operators edit it; `published` is judged at `now`. */
export function toNewsPost(row: NewsPostRow, now: Date): NewsPost {
  return {
    id: row.id,
    title_ja: row.titleJa,
    title_en: row.titleEn,
    body_ja: row.bodyJa,
    body_en: row.bodyEn,
    published_at: row.publishedAt.toISOString(),
    published: row.publishedAt.getTime() <= now.getTime(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
