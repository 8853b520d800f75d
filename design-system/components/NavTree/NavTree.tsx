import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  NavigationTree,
  NavigationTreeItem,
  NavigationTreeItemContent,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { navTreeTokens as tk } from './tokens';

/** One entry of the tree: a page (href) or a group of pages (children, no href). */
export interface NavTreeNode {
  /** Unique among all entries. */
  id: string;
  /** The entry's text. */
  label: string;
  /** The page's address; a group has none. */
  href?: string;
  /** Shown after the label (e.g. a tag saying the page is not available yet). */
  badge?: ReactNode;
  /** The group's entries. */
  children?: readonly NavTreeNode[];
}

export interface NavTreeProps {
  /** The entries, in order. */
  items: readonly NavTreeNode[];
  /** The address of the current page: the entry with this href is marked aria-current="page". */
  currentHref?: string | null;
  /** The accessible name of the tree. */
  'aria-label': string;
  /** Expanded groups (controlled). */
  expandedKeys?: Iterable<Key>;
  /** Expanded groups at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<Key>;
  /** Called when a group is expanded or collapsed. */
  onExpandedChange?: (keys: Set<Key>) => void;
}

const Tree = styled(NavigationTree)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  outline: none;
  font-size: ${tk.fontSize};
  color: ${tk.text};
`;

// The row: react-aria's treegrid row; the level indents it, the current page shows a bar at its leading edge.
const Row = styled(NavigationTreeItem)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${tk.rowHeight};
  padding-inline-start: calc(${tk.paddingX} + (var(--tree-item-level, 1) - 1) * ${tk.indent});
  padding-inline-end: ${tk.gap};
  border-radius: ${tk.radius};
  outline: none;
  cursor: pointer;
  &[data-hovered] { background: ${tk.hoverBackground}; }
  &[data-current] {
    color: ${tk.currentText};
    background: ${tk.currentBackground};
    font-weight: 500;
  }
  &[data-current]::before {
    content: '';
    position: absolute;
    inset-block: 6px;
    inset-inline-start: 0;
    width: ${tk.currentBarWidth};
    border-radius: ${tk.currentBarWidth};
    background: ${tk.currentBar};
  }
  &[data-current-ancestor] { color: ${tk.currentText}; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${tk.focusRing}; }
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${tk.gap};
  min-width: 0;
`;

const Label = styled(AriaLink)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${tk.gap};
  min-width: 0;
  min-height: ${tk.rowHeight};
  color: inherit;
  text-decoration: none;
  outline: none;
  cursor: pointer;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Chevron = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  color: ${tk.textSecondary};
  background: none;
  border: 0;
  border-radius: ${tk.radius};
  outline: none;
  cursor: pointer;
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${tk.focusRing}; }
  & svg { transition: transform 0.15s; }
  &[data-expanded] svg { transform: rotate(90deg); }
`;

function Entry({ node }: { node: NavTreeNode }) {
  const children = node.children ?? [];
  return (
    <Row id={node.id} textValue={node.label} {...(node.href ? { href: node.href } : {})}>
      <NavigationTreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <Content>
            <Label>
              <span>{node.label}</span>
              {node.badge}
            </Label>
            {hasChildItems && (
              <Chevron slot="chevron" data-expanded={isExpanded || undefined}>
                <Icon name="chevron-right" size={14} />
              </Chevron>
            )}
          </Content>
        )}
      </NavigationTreeItemContent>
      {children.map((child) => (
        <Entry key={child.id} node={child} />
      ))}
    </Row>
  );
}

/**
 * A side navigation: pages as links in collapsible groups, on react-aria's NavigationTree (arrow keys move between
 * entries, Right/Left expand and collapse a group, Enter follows a link; the current page is aria-current="page").
 * Client-side routing comes from react-aria's RouterProvider around it.
 */
export function NavTree({ items, currentHref, 'aria-label': ariaLabel, expandedKeys, defaultExpandedKeys, onExpandedChange }: NavTreeProps) {
  return (
    <Tree
      aria-label={ariaLabel}
      selectedRoute={currentHref ?? null}
      {...(expandedKeys !== undefined ? { expandedKeys } : {})}
      {...(defaultExpandedKeys !== undefined ? { defaultExpandedKeys } : {})}
      {...(onExpandedChange ? { onExpandedChange } : {})}
    >
      {items.map((node) => (
        <Entry key={node.id} node={node} />
      ))}
    </Tree>
  );
}
