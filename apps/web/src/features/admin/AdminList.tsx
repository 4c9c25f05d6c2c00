import { Fragment, useEffect } from "react";
import type { ReactNode } from "react";
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from "@mui/material";
import type { SxProps, Theme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { lastPageIndex } from "./adminPaging";
import type { AdminPageAnswer, AdminPaging } from "./useAdminList";

/** One column of an admin table: its header (none for an actions column) and each row's cell. */
export interface AdminColumn<T> {
  header?: string;
  align?: "right";
  sx?: SxProps<Theme>;
  cell: (item: T) => ReactNode;
}

/** How the items show: as table rows (`data-testid` rowTestId, plus `rowData`'s data- attributes), or each as given. */
type AdminListBody<T> =
  | {
      columns: AdminColumn<T>[];
      rowTestId: string;
      rowData?: (item: T) => Record<`data-${string}`, string>;
      tableTestId?: string;
    }
  | { renderItem: (item: T) => ReactNode };

/**
 * The list of an administration page (as ListPager is the dashboard's): an optional search field, the items of
 * the page (a table, or each item as the page renders it; `empty` when there are none), and the table pager with
 * its page sizes. When the page no longer exists (its last items were deleted), it goes to the last page there is.
 */
export function AdminList<T extends { id: string }>({
  list: { query, paging },
  search,
  empty,
  ...body
}: {
  list: { query: { data?: AdminPageAnswer<T>; isPending: boolean }; paging: AdminPaging };
  /** The search field's label and test id; no field without it. */
  search?: { label: string; testId: string };
  empty?: ReactNode;
} & AdminListBody<T>) {
  const { t } = useTranslation();
  const { data, isPending } = query;
  const { page, setPage, pageSize, pageSizes, onPageSize } = paging;
  const items = data?.items ?? [];
  const lastPage = data ? lastPageIndex(data.total, pageSize) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
  return (
    <>
      {search ? (
        <TextField
          label={search.label}
          value={paging.search}
          onChange={(event) => paging.onSearch(event.target.value)}
          size="small"
          sx={{ mb: 2, width: 360, maxWidth: "100%" }}
          slotProps={{ htmlInput: { "data-testid": search.testId, maxLength: 100 } }}
        />
      ) : null}
      {!isPending && items.length === 0 ? empty : null}
      {"columns" in body ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-busy={isPending} data-testid={body.tableTestId}>
            <TableHead>
              <TableRow>
                {body.columns.map((column, index) => (
                  <TableCell key={index} align={column.align}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} data-testid={body.rowTestId} {...body.rowData?.(item)}>
                  {body.columns.map((column, index) => (
                    <TableCell key={index} align={column.align} sx={column.sx}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        items.map((item) => <Fragment key={item.id}>{body.renderItem(item)}</Fragment>)
      )}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={Math.min(page, lastPage)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
        labelRowsPerPage={t("admin.rows_per_page")}
        labelDisplayedRows={({ from, to, count }) => t("admin.rows_shown", { from, to, count })}
      />
    </>
  );
}
