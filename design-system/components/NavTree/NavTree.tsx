import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import styled, { css } from 'styled-components';
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
  /** The accessible name of the list. */
  'aria-label': string;
  /** Expanded groups by id (controlled). */
  expandedKeys?: Iterable<string>;
  /** Expanded groups by id at first (uncontrolled). @default none */
  defaultExpandedKeys?: Iterable<string>;
  /** Called when a group is expanded or collapsed, with every expanded group's id. */
  onExpandedChange?: (keys: Set<string>) => void;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  &[hidden] { display: none; }
`;

const Root = styled(List)`
  font-size: ${tk.fontSize};
  color: ${tk.text};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

// A row is the link or the group's button itself: the level indents it, the current page shows a bar at its leading edge.
const row = css<{ $level: number }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${tk.gap};
  box-sizing: border-box;
  width: 100%;
  min-height: ${tk.rowHeight};
  margin: 0;
  padding-block: 0;
  padding-inline: calc(${tk.paddingX} + ${(p) => p.$level - 1} * ${tk.indent}) ${tk.gap};
  font: inherit;
  color: inherit;
  text-align: start;
  text-decoration: none;
  background: none;
  border: 0;
  border-radius: ${tk.radius};
  outline: none;
  cursor: pointer;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover { background: ${tk.hoverBackground}; }
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
  &:focus-visible { box-shadow: inset 0 0 0 2px ${tk.focusRing}; }
`;

const PageLink = styled(AriaLink)<{ $level: number }>`
  ${row}
`;

const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-inline-start: auto;
  color: ${tk.textSecondary};
  & svg { transition: transform 0.15s; }
`;

const GroupButton = styled.button<{ $level: number }>`
  ${row}
  &[aria-expanded='true'] ${Chevron} svg { transform: rotate(90deg); }
`;

/**
 * The keys of a tree on top of Tab (WAI-ARIA disclosure navigation): Up/Down/Home/End move among the visible rows,
 * Right expands a group (then enters it), Left collapses it (or goes to the parent group). Alt+Left stays the browser's.
 */
function onTreeKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  const { key, currentTarget: root } = event;
  const target = event.target as HTMLElement;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const rows = [...root.querySelectorAll<HTMLElement>('[data-navtree-row]')].filter((r) => !r.closest('[hidden]'));
  const i = rows.indexOf(target);
  if (i < 0) return;
  const expanded = target.getAttribute('aria-expanded');
  if ((key === 'ArrowRight' && expanded === 'false') || (key === 'ArrowLeft' && expanded === 'true')) {
    event.preventDefault();
    target.click();
    return;
  }
  const parentItem = target.parentElement?.parentElement?.closest('li');
  const moves: Record<string, Element | null | undefined> = {
    ArrowDown: rows[i + 1],
    ArrowUp: rows[i - 1],
    Home: rows[0],
    End: rows.at(-1),
    ArrowRight: expanded && target.parentElement?.contains(rows[i + 1] ?? null) ? rows[i + 1] : null,
    ArrowLeft: parentItem && root.contains(parentItem) ? parentItem.firstElementChild : null,
  };
  const to = moves[key];
  if (!(to instanceof HTMLElement)) return;
  event.preventDefault();
  to.focus();
}

interface TreeState {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  currentHref: string | null;
  idPrefix: string;
}

const holds = (node: NavTreeNode, href: string | null): boolean =>
  href !== null && (node.children ?? []).some((child) => child.href === href || holds(child, href));

function Entry({ node, level, tree }: { node: NavTreeNode; level: number; tree: TreeState }) {
  const label = (
    <>
      <span>{node.label}</span>
      {node.badge}
    </>
  );
  if (!node.children) {
    const current = node.href !== undefined && node.href === tree.currentHref;
    return (
      <Item>
        <PageLink href={node.href} aria-current={current ? 'page' : undefined} $level={level} data-navtree-row>
          {label}
        </PageLink>
      </Item>
    );
  }
  const expanded = tree.expanded.has(node.id);
  const listId = `${tree.idPrefix}-${node.id}`;
  return (
    <Item>
      <GroupButton
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        data-current-ancestor={holds(node, tree.currentHref) || undefined}
        $level={level}
        onClick={() => tree.toggle(node.id)}
        data-navtree-row
      >
        {label}
        <Chevron>
          <Icon name="chevron-right" size={14} />
        </Chevron>
      </GroupButton>
      <List id={listId} hidden={!expanded}>
        {node.children.map((child) => (
          <Entry key={child.id} node={child} level={level + 1} tree={tree} />
        ))}
      </List>
    </Item>
  );
}

/**
 * A site navigation (WAI-ARIA disclosure navigation): pages as links, groups as buttons that show and hide their
 * pages; the current page is aria-current="page" and its groups are marked. Tab visits every visible row, arrow keys
 * move as in a tree (see onTreeKeyDown). Put it in a `<nav>` landmark; links navigate client-side through react-aria's
 * RouterProvider around it.
 */
export function NavTree({ items, currentHref, 'aria-label': ariaLabel, expandedKeys, defaultExpandedKeys, onExpandedChange }: NavTreeProps) {
  const idPrefix = useId();
  const [own, setOwn] = useState(() => new Set<string>(defaultExpandedKeys));
  const expanded = expandedKeys === undefined ? own : new Set(expandedKeys);
  const toggle = (id: string) => {
    const keys = new Set(expanded);
    if (!keys.delete(id)) keys.add(id);
    if (expandedKeys === undefined) setOwn(keys);
    onExpandedChange?.(keys);
  };
  const tree: TreeState = { expanded, toggle, currentHref: currentHref ?? null, idPrefix };
  return (
    <Root aria-label={ariaLabel} onKeyDown={onTreeKeyDown}>
      {items.map((node) => (
        <Entry key={node.id} node={node} level={1} tree={tree} />
      ))}
    </Root>
  );
}
