import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/queryKeys";
import { useLocale } from "../../i18n/useLocale";
import { fetchNews, fetchNewsItem } from "./api";

/** One page of published news in the page's language. */
export function useNewsPage(page: number, pageSize: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: queryKeys.news.page(locale, page, pageSize),
    queryFn: () => fetchNews(locale, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** One published post in the page's language; `id` null: nothing to load. */
export function useNewsItem(id: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: queryKeys.news.item(locale, id),
    queryFn: () => fetchNewsItem(id ?? "", locale),
    enabled: id !== null,
    retry: false,
  });
}
