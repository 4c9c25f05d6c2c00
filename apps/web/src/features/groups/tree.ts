export interface TreeItem {
  id: string;
  parent_id: string | null;
  name: string;
}

/**
 * Rows of a group tree in display order (depth-first, siblings by name) with their indentation level. A
 * group whose parent the caller cannot see is shown as a root.
 */
export function treeRows<T extends TreeItem>(groups: readonly T[]): { group: T; level: number }[] {
  const ids = new Set(groups.map((group) => group.id));
  const children = new Map<string | null, T[]>();
  for (const group of groups) {
    const parent = group.parent_id !== null && ids.has(group.parent_id) ? group.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const rows: { group: T; level: number }[] = [];
  const visit = (parent: string | null, level: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, "ja"));
    for (const group of list) {
      rows.push({ group, level });
      visit(group.id, level + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** The group and all its descendants' ids. */
export function subtreeIds(groups: readonly TreeItem[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of groups) {
      if (group.parent_id !== null && found.has(group.parent_id) && !found.has(group.id)) {
        found.add(group.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Groups `id` may move under: any visible group outside its own subtree except its current parent. */
export function moveTargets<T extends TreeItem>(groups: readonly T[], id: string): T[] {
  const blocked = subtreeIds(groups, id);
  const current = groups.find((group) => group.id === id)?.parent_id ?? null;
  return groups.filter((group) => !blocked.has(group.id) && group.id !== current);
}
