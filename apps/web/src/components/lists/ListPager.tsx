import { useEffect } from "react";
import { Pagination } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * Pages of a list the server pages (shown when there is more than one), for the list's answer and the page
 * its controls ask for (useListControls). When that page no longer exists (its last items were deleted), it
 * goes to the last page there is.
 */
export function ListPager({
  answer,
  controls: { page, setPage: onPage },
}: {
  answer: { total: number; page_size: number } | undefined;
  controls: { page: number; setPage: (page: number) => void };
}) {
  const { t } = useTranslation();
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;
  useEffect(() => {
    if (answer && page > pages) onPage(pages);
  }, [answer, page, pages, onPage]);
  if (pages <= 1) return null;
  return (
    <Pagination
      data-testid="list-pager"
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_event, value) => onPage(value)}
      getItemAriaLabel={(type, number, selected) => {
        if (type === "page") return t(selected ? "ws.page_current" : "ws.page_go", { page: number });
        return type === "next" || type === "previous" ? t(`ws.page_${type}`) : "";
      }}
      sx={{ mt: 2, display: "flex", justifyContent: "center" }}
    />
  );
}
