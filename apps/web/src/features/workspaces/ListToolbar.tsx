import type { ReactNode } from "react";
import Search from "@mui/icons-material/Search";
import { InputAdornment, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SORT_ORDERS } from "../dashboard/listView";
import type { SortOrder } from "../dashboard/listView";

/** Search box, sort order and an optional action button above a list. */
export function ListToolbar({
  query,
  onQuery,
  order,
  onOrder,
  action,
}: {
  query: string;
  onQuery: (value: string) => void;
  order: SortOrder;
  onOrder: (value: SortOrder) => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
      <TextField
        size="small"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        placeholder={t("ws.search")}
        sx={{ flex: 1, maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { "aria-label": t("ws.search"), "data-testid": "list-search" },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t("ws.sort")}
        value={order}
        onChange={(event) => onOrder(event.target.value as SortOrder)}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { SelectDisplayProps: { "data-testid": "list-sort" } as object } }}
      >
        {SORT_ORDERS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`ws.sort_${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ ml: { sm: "auto" } }}>
        {action}
      </Stack>
    </Stack>
  );
}
