import { describe, expect, it } from 'vitest';
import { checkStates, checkedNodes, fromSelection, leavesOf, toggleNode, type CheckNode } from './checkTree';

const tree: CheckNode[] = [
  { id: 'invoice', children: [{ id: 'issue' }, { id: 'void' }, { id: 'red' }] },
  { id: 'org', children: [{ id: 'staff' }, { id: 'dept', children: [{ id: 'dept:add' }, { id: 'dept:remove' }] }] },
  { id: 'lonely' },
];

describe('a checkbox tree', () => {
  it('lists the leaves under a node', () => {
    expect(leavesOf(tree[1]!)).toEqual(['staff', 'dept:add', 'dept:remove']);
    expect(leavesOf(tree[2]!)).toEqual(['lonely']);
  });

  it.each([
    [[], 'invoice', 'unchecked'],
    [['issue'], 'invoice', 'indeterminate'],
    [['issue', 'void', 'red'], 'invoice', 'checked'],
    [['dept:add'], 'org', 'indeterminate'],
    [['dept:add'], 'dept', 'indeterminate'],
    [['dept:add', 'dept:remove'], 'dept', 'checked'],
    [['dept:add', 'dept:remove'], 'org', 'indeterminate'],
    [['staff', 'dept:add', 'dept:remove'], 'org', 'checked'],
  ])('with %j checked, %s is %s', (checked, id, state) => {
    expect(checkStates(tree, new Set(checked)).get(id)).toBe(state);
  });

  it('checks every leaf under a parent, also from indeterminate, and unchecks them from checked', () => {
    expect([...toggleNode(tree, new Set(), 'org')].sort()).toEqual(['dept:add', 'dept:remove', 'staff']);
    expect([...toggleNode(tree, new Set(['staff']), 'org')].sort()).toEqual(['dept:add', 'dept:remove', 'staff']);
    expect([...toggleNode(tree, new Set(['staff', 'dept:add', 'dept:remove', 'issue']), 'org')]).toEqual(['issue']);
    expect([...toggleNode(tree, new Set(['issue']), 'void')].sort()).toEqual(['issue', 'void']);
  });

  it('reads a tree selection: a parent added or dropped toggles its leaves, a leaf toggles itself', () => {
    const checked = new Set(['issue', 'void', 'red']);
    const shown = checkedNodes(tree, checked);
    expect([...shown].sort()).toEqual(['invoice', 'issue', 'red', 'void']);
    // unchecking one leaf of a full group: the group leaves the selection with it (the tree reports both gone or only the leaf)
    expect([...fromSelection(tree, checked, new Set(['invoice', 'issue', 'red']))].sort()).toEqual(['issue', 'red']);
    // unchecking the group
    expect([...fromSelection(tree, checked, new Set(['issue', 'void', 'red']))]).toEqual([]);
    // checking an indeterminate group
    expect([...fromSelection(tree, new Set(['staff']), new Set(['staff', 'org']))].sort()).toEqual(['dept:add', 'dept:remove', 'staff']);
  });
});
