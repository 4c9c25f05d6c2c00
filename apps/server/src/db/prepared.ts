/**
 * Values built once per key on first use: prepared statements whose SQL depends on a few choices (a list's
 * sort and order), each prepared under a name made from its key.
 */
export function onFirstUse<V>(build: (key: string) => V): (key: string) => V {
  const made = new Map<string, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = build(key);
      made.set(key, value);
    }
    return value;
  };
}
