/**
 * PostgreSQL's refusals of text it cannot store: a NUL in text (22021), a `\u0000` escape in jsonb (22P05),
 * a lone surrogate escape in jsonb (22P02 "invalid input syntax for type json"). The contracts' text rule
 * keeps these out of every API field; this catches what comes another way (file names and attributes of an
 * uploaded file), so it answers 400 instead of 500. Looks through `cause` (Drizzle wraps driver errors).
 */
export function isUnstorableTextError(err: unknown): boolean {
  for (let current: unknown = err, hops = 0; current && hops < 5; hops += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === "22021" || code === "22P05") return true;
    if (code === "22P02" && typeof message === "string" && message.includes("type json")) return true;
    current = cause;
  }
  return false;
}
