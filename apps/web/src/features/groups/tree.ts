export interface TreeItem {
  id: string;
  parent_id: string | null;
  name: string;
}

/**
 * Rows of the group tree in the order the server answers it (depth-first, siblings by name: a parent before
 * its children) with their indentation level. A group whose parent the caller cannot see is a root.
 */
export function treeRows<T extends TreeItem>(groups: readonly T[]): { group: T; level: number }[] {
  const levels = new Map<string, number>();
  return groups.map((group) => {
    const parentLevel = group.parent_id === null ? undefined : levels.get(group.parent_id);
    const level = parentLevel === undefined ? 0 : parentLevel + 1;
    levels.set(group.id, level);
    return { group, level };
  });
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
