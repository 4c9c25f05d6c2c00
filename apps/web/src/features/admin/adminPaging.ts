/** Page sizes an admin list offers when it offers no choice. */
export const ADMIN_PAGE_SIZE = 20;

/** The last page (0-based, as the table pager counts) of `total` items in pages of `pageSize`: 0 when empty. */
export function lastPageIndex(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
