/** A page request as the contracts' page query parses it: `page` from 1 and its size. */
export interface PageRequest {
  page: number;
  page_size: number;
}

/** The rows of a page: where they start and how many. */
export const windowOf = ({ page, page_size }: PageRequest) => ({
  offset: (page - 1) * page_size,
  limit: page_size,
});

/** The page fields of a page answer. */
export const pageOf = ({ page, page_size }: PageRequest) => ({ page, page_size });
