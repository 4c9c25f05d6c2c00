import type { Locale } from "@soracity/contracts";
import { lazySchema, request } from "../../api/client";

/** Published news, newest first, in `locale` (GET /api/news). */
export const fetchNews = (locale: Locale, page: number, pageSize: number) =>
  request(
    "GET",
    `/api/news?${new URLSearchParams({ locale, page: String(page), page_size: String(pageSize) })}`,
    lazySchema((schemas) => schemas.newsPageSchema),
  );

/** One published post (404 for a draft or an unknown id). */
export const fetchNewsItem = (id: string, locale: Locale) =>
  request(
    "GET",
    `/api/news/${encodeURIComponent(id)}?locale=${locale}`,
    lazySchema((schemas) => schemas.newsItemSchema),
  );
