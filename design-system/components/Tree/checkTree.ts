// The tri-state logic of a checkbox tree (Ant Design's Tree with checkable): the value is the set of checked
// leaves; a parent shows checked when every leaf under it is, indeterminate when some are. Pure: no React.

/** The shape the logic needs of a node. */
export interface CheckNode {
  id: string;
  children?: readonly CheckNode[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** The ids of the leaves under a node (the node itself when it is a leaf). */
export function leavesOf(node: CheckNode): string[] {
  if (!node.children || node.children.length === 0) return [node.id];
  return node.children.flatMap(leavesOf);
}

function walk(nodes: readonly CheckNode[], visit: (node: CheckNode) => void): void {
  for (const n of nodes) {
    visit(n);
    if (n.children) walk(n.children, visit);
  }
}

/** Each node's state for a set of checked leaves. A parent without leaves is unchecked. */
export function checkStates(nodes: readonly CheckNode[], checkedLeaves: ReadonlySet<string>): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  walk(nodes, (n) => {
    const leaves = leavesOf(n);
    const on = leaves.filter((id) => checkedLeaves.has(id)).length;
    states.set(n.id, on === 0 ? 'unchecked' : on === leaves.length ? 'checked' : 'indeterminate');
  });
  return states;
}

/** The nodes shown checked (fully) for a set of checked leaves: what the tree's selection holds. */
export function checkedNodes(nodes: readonly CheckNode[], checkedLeaves: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const [id, state] of checkStates(nodes, checkedLeaves)) if (state === 'checked') out.add(id);
  return out;
}

/**
 * The checked leaves after the user toggled `id`: checking a parent (also from indeterminate) checks every leaf
 * under it, unchecking it unchecks them all.
 */
export function toggleNode(nodes: readonly CheckNode[], checkedLeaves: ReadonlySet<string>, id: string): Set<string> {
  let target: CheckNode | undefined;
  walk(nodes, (n) => {
    if (n.id === id) target = n;
  });
  const next = new Set(checkedLeaves);
  if (!target) return next;
  const leaves = leavesOf(target);
  const allOn = leaves.every((leaf) => next.has(leaf));
  for (const leaf of leaves) {
    if (allOn) next.delete(leaf);
    else next.add(leaf);
  }
  return next;
}

/**
 * The checked leaves from the selection a tree reports after one press (the shown selection plus or minus the
 * pressed node): each node whose shown state flipped is toggled with toggleNode.
 */
export function fromSelection(nodes: readonly CheckNode[], checkedLeaves: ReadonlySet<string>, selection: ReadonlySet<string>): Set<string> {
  const shown = checkedNodes(nodes, checkedLeaves);
  const flipped = [...selection].filter((id) => !shown.has(id)).concat([...shown].filter((id) => !selection.has(id)));
  return flipped.reduce<Set<string>>((acc, id) => toggleNode(nodes, acc, id), new Set(checkedLeaves));
}
