const EXCERPT_CHARS = 60;

/** What the delete question quotes: the first line of the content, shortened to 60 characters. */
export function excerpt(content: string): string {
  const line = content.split("\n")[0]?.trim() ?? "";
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS - 1)}…` : line;
}
