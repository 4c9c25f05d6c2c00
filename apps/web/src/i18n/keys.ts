/** Flattened keys of a nested resource (`a.b.c`; array items as `a.0.b`), in document order. */
export function flattenKeys(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => flattenKeys(item, `${prefix}${index}.`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => flattenKeys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}
