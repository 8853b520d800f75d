// A role's permissions as a tree (spec 02 §7.3 perm list: a flat catalogue, each permission under its group). Pure.

export interface PermRow {
  permCode: string;
  name: string;
  parentCode?: string;
}

export interface PermNode {
  id: string;
  name: string;
  children?: PermNode[];
}

/** Groups with their permissions, in catalogue order; a group without permissions is left out. */
export function permTree(rows: readonly PermRow[]): PermNode[] {
  const groups = rows.filter((r) => !r.parentCode);
  return groups
    .map((g) => ({ id: g.permCode, name: g.name, children: rows.filter((r) => r.parentCode === g.permCode).map((r) => ({ id: r.permCode, name: r.name })) }))
    .filter((g) => g.children.length > 0);
}

/** The permission codes a role may hold (the leaves). */
export function leafCodes(rows: readonly PermRow[]): Set<string> {
  return new Set(rows.filter((r) => r.parentCode).map((r) => r.permCode));
}
