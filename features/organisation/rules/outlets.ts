// The department (agency) or outlet (provider) tree from GET /v1/organization/outlet/{id}?child=-1 (spec 01 §7):
// a flat list of {outletid, name, parentId}, the organisation itself first. Pure.

export interface OutletRow {
  outletid: string;
  name: string;
  parentId?: string;
}

export interface OutletNode {
  id: string;
  name: string;
  parentId: string | null;
  children: OutletNode[];
}

/** The tree: its roots are the rows whose parent is not in the list (the organisation itself). */
export function outletTree(rows: readonly OutletRow[]): OutletNode[] {
  const nodes = new Map<string, OutletNode>(rows.map((r) => [r.outletid, { id: r.outletid, name: r.name, parentId: r.parentId ?? null, children: [] }]));
  const roots: OutletNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of a node and every node under it. */
export function subtreeOf(rows: readonly OutletRow[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId && ids.has(r.parentId) && !ids.has(r.outletid)) {
        ids.add(r.outletid);
        grew = true;
      }
    }
  }
  return ids;
}

/** The names from the top down to the node (上海信达财税 / 财务一部 / 一组). */
export function pathOf(rows: readonly OutletRow[], id: string): string[] {
  const byId = new Map(rows.map((r) => [r.outletid, r]));
  const names: string[] = [];
  const seen = new Set<string>();
  for (let r = byId.get(id); r && !seen.has(r.outletid); r = r.parentId ? byId.get(r.parentId) : undefined) {
    seen.add(r.outletid);
    names.unshift(r.name);
  }
  return names;
}

/** The rows in tree order with their depth (0 the organisation): the options of a department picker. */
export function flatOutlets(rows: readonly OutletRow[]): Array<{ id: string; name: string; depth: number }> {
  const out: Array<{ id: string; name: string; depth: number }> = [];
  const visit = (nodes: OutletNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ id: n.id, name: n.name, depth });
      visit(n.children, depth + 1);
    }
  };
  visit(outletTree(rows), 0);
  return out;
}

/** Where a department may move: anywhere but itself and what is under it, nor where it already is. */
export function moveTargets(rows: readonly OutletRow[], id: string): Array<{ id: string; name: string; depth: number }> {
  const own = subtreeOf(rows, id);
  const parent = rows.find((r) => r.outletid === id)?.parentId;
  return flatOutlets(rows).filter((o) => !own.has(o.id) && o.id !== parent);
}
