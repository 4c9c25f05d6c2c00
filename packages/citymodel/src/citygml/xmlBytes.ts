// Byte-level helpers of the XML scanner (UTF-8 input, ASCII markup).

export const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
// Letters, '_', ':' and anything beyond ASCII may start a name (XML 1.0 NameStartChar, loosely).
export const isNameStart = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c > 127;

/** `end`, or the start of an incomplete UTF-8 sequence that ends bytes[from, end). */
export function charBoundary(bytes: Uint8Array, from: number, end: number): number {
  if (end <= from) return end;
  let lead = end - 1;
  while (lead > from && lead > end - 4 && (bytes[lead] & 0xc0) === 0x80) lead--;
  const b = bytes[lead];
  const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
  return lead >= from && end - lead < length ? lead : end;
}

/** Whether a tag name ends at bytes[k]: whitespace, '>' or '/>'. */
export function endsName(bytes: Uint8Array, k: number): boolean {
  if (k >= bytes.length) return false;
  const c = bytes[k];
  return isSpace(c) || c === 62 || (c === 47 && k + 1 < bytes.length && bytes[k + 1] === 62);
}

/** Index of the first '>' from `from` on outside quoted attribute values; -1 when not yet read. */
export function tagEnd(bytes: Uint8Array, from: number): number {
  let quote = 0;
  for (let i = from, n = bytes.length; i < n; i++) {
    const c = bytes[i];
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 62 /* > */) {
      return i;
    } else if (c === 34 || c === 39) {
      quote = c;
    }
  }
  return -1;
}
