import type { ReactNode } from "react";
import Search from "@mui/icons-material/Search";
import { InputAdornment, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SORT_ORDERS } from "../../components/lists/listView";
import type { SortOrder } from "../../components/lists/listView";

const ORDERS = Object.keys(SORT_ORDERS) as SortOrder[];

/**
 * Search box, sort order (when `onOrder` is given) and an optional action button above a list. What they
 * choose goes to the server, which searches and sorts (see useListControls).
 */
export function ListToolbar({
  query,
  onQuery,
  order,
  onOrder,
  searchLabel,
  action,
}: {
  query: string;
  onQuery: (value: string) => void;
  order?: SortOrder;
  onOrder?: (value: SortOrder) => void;
  /** The search box's label (default: search by name). */
  searchLabel?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = searchLabel ?? t("ws.search");
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
      <TextField
        size="small"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        placeholder={label}
        sx={{ flex: 1, maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { "aria-label": label, "data-testid": "list-search" },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {onOrder ? (
        <TextField
          select
          size="small"
          label={t("ws.sort")}
          value={order}
          onChange={(event) => onOrder(event.target.value as SortOrder)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { SelectDisplayProps: { "data-testid": "list-sort" } as object } }}
        >
          {ORDERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`ws.sort_${value}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Stack direction="row" sx={{ ml: { sm: "auto" } }}>
        {action}
      </Stack>
    </Stack>
  );
}
