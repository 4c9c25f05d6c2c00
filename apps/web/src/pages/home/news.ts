/** News entries shown on the home page (texts under `home.news.<key>_title` / `_body`), newest first. */
export const NEWS = [
  { key: "n1", date: "2025-06-27" },
  { key: "n2", date: "2024-10-04" },
  { key: "n3", date: "2024-09-12" },
  { key: "n4", date: "2024-07-31" },
] as const;
