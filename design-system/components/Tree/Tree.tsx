import { useMemo, type ReactNode } from 'react';
import { Button as AriaButton, Tree as AriaTree, TreeItem, TreeItemContent, type Key, type Selection } from 'react-aria-components';
import styled from 'styled-components';
import { fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import { checkStates, checkedNodes, fromSelection } from './checkTree';

/** One node of the tree. */
export interface TreeNode {
  /** Unique among all nodes. */
  id: string;
  /** What the row shows. */
  label: ReactNode;
  /** The node as plain text (typeahead, the accessible name). */
  textValue: string;
  /** Shown after the label, muted (a count, a tag). */
  extra?: ReactNode;
  children?: readonly TreeNode[];
}

export interface TreeProps {
  /** The nodes, in order. */
  items: readonly TreeNode[];
  /** The accessible name of the tree. */
  'aria-label': string;
  /**
   * `single`: one node is the current one (a department tree). `checkbox`: tri-state checkboxes, the value being
   * the checked leaves (a role's permissions; Ant Design's checkable Tree). @default 'single'
   */
  selectionMode?: 'single' | 'checkbox';
  /** single: the current node; checkbox: the checked leaves (controlled). */
  selectedKeys: ReadonlySet<string>;
  /** single: the new current node; checkbox: the checked leaves after a press. */
  onSelectionChange?: (keys: Set<string>) => void;
  /** Expanded nodes at first. @default every node with children */
  defaultExpandedKeys?: Iterable<string>;
  /** Expanded nodes (controlled). */
  expandedKeys?: Iterable<string>;
  onExpandedChange?: (keys: Set<string>) => void;
  /** Nothing can be checked or chosen (a built-in role). @default false */
  isDisabled?: boolean;
  /** Height of the scrolling area in px. @default 420 */
  maxHeight?: number;
}

const Root = styled(AriaTree)`
  display: flex;
  flex-direction: column;
  gap: 1px;
  overflow: auto;
  padding: ${space[1]};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${radius.md};
  background: ${vars.colorSurface};
  font-size: ${fontSize.md};
  color: ${vars.colorText};
  outline: none;
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${vars.colorFocusRing}; }
`;

const Row = styled(TreeItem)`
  display: flex;
  align-items: center;
  min-height: 32px;
  padding-inline-end: ${space[2]};
  border-radius: ${radius.sm};
  cursor: default;
  outline: none;
  &[data-hovered] { background: ${vars.colorSurfaceHover}; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${vars.colorFocusRing}; }
  &[data-expanded] [data-chevron] svg { transform: rotate(90deg); }
  &[data-selection-mode='single'][data-selected] { background: ${vars.colorBrandSubtle}; color: ${vars.colorBrandText}; }
  &[data-disabled] { color: ${vars.colorTextDisabled}; }
`;

const Content = styled.div<{ $level: number }>`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding-inline-start: calc(${space[1]} + (${({ $level }) => $level} - 1) * 20px);
  min-width: 0;
`;

const Chevron = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.colorTextSecondary};
  cursor: pointer;
  & svg { transition: transform 0.15s; }
`;

const Spacer = styled.span`
  display: inline-block;
  width: 20px;
`;

const Extra = styled.span`
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

function allParents(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children && n.children.length > 0 ? [n.id, ...allParents(n.children)] : []));
}

/**
 * A tree of nodes on react-aria's Tree (arrows move, Left/Right collapse and expand, Space checks or chooses,
 * typing jumps): a department tree with a current node, or a permission tree with tri-state checkboxes whose
 * value is the set of checked leaves.
 */
export function Tree({
  items,
  'aria-label': ariaLabel,
  selectionMode = 'single',
  selectedKeys,
  onSelectionChange,
  defaultExpandedKeys,
  expandedKeys,
  onExpandedChange,
  isDisabled = false,
  maxHeight = 420,
}: TreeProps) {
  const checkbox = selectionMode === 'checkbox';
  const states = useMemo(() => (checkbox ? checkStates(items, selectedKeys) : null), [checkbox, items, selectedKeys]);
  const shown = useMemo(() => (checkbox ? checkedNodes(items, selectedKeys) : new Set(selectedKeys)), [checkbox, items, selectedKeys]);
  const initiallyExpanded = useMemo(() => defaultExpandedKeys ?? allParents(items), [defaultExpandedKeys, items]);

  const onChange = (selection: Selection) => {
    if (!onSelectionChange || selection === 'all') return;
    const keys = new Set([...selection].map(String));
    onSelectionChange(checkbox ? fromSelection(items, selectedKeys, keys) : keys);
  };

  const renderNode = (node: TreeNode): ReactNode => (
    <Row key={node.id} id={node.id} textValue={node.textValue} aria-label={node.textValue} data-selection-mode={checkbox ? 'checkbox' : 'single'}>
      <TreeItemContent>
        {({ hasChildItems, level }) => (
          <Content $level={level}>
            {hasChildItems ? (
              <Chevron slot="chevron" data-chevron="">
                <Icon name="chevron-right" size={14} />
              </Chevron>
            ) : (
              <Spacer />
            )}
            {checkbox && <Checkbox slot="selection" isIndeterminate={states?.get(node.id) === 'indeterminate'} />}
            <span>{node.label}</span>
            {node.extra !== undefined && <Extra>{node.extra}</Extra>}
          </Content>
        )}
      </TreeItemContent>
      {node.children?.map(renderNode)}
    </Row>
  );

  return (
    <Root
      aria-label={ariaLabel}
      selectionMode={checkbox ? 'multiple' : 'single'}
      {...(checkbox ? {} : { disallowEmptySelection: true, selectionBehavior: 'replace' as const })}
      selectedKeys={shown as Set<Key>}
      onSelectionChange={onChange}
      {...(expandedKeys ? { expandedKeys: new Set(expandedKeys) as Set<Key> } : { defaultExpandedKeys: initiallyExpanded })}
      {...(onExpandedChange ? { onExpandedChange: (keys: Set<Key>) => onExpandedChange(new Set([...keys].map(String))) } : {})}
      {...(isDisabled ? { disabledBehavior: 'selection' as const, disabledKeys: allIds(items) } : {})}
      style={{ maxHeight }}
    >
      {items.map(renderNode)}
    </Root>
  );
}

function allIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
}
