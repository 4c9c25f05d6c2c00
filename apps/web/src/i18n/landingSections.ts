/**
 * The sections (top-level keys of ja.json / en.json) the public landing page shows: only these load before its
 * first paint (build/textSections.ts splits the files); every other page waits for all sections. A section
 * missing here shows as its key on the landing page until the rest arrives (a browser test watches for that).
 */
export const LANDING_SECTIONS = [
  "common",
  "nav",
  "footer",
  "home",
  "news",
  "tour",
  "titles",
  "languages",
  "error",
  "errors",
] as const;
