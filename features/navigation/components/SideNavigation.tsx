import { useId, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useHref, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Icon, NavTree, Spinner, Tag, fontSize, space, vars, type NavTreeNode } from '../../../design-system';
import { DISK_ID_PARAM, withQueryParam, type PortalRoute } from '../../../platform/routing';
import { selectSession } from '../../../platform/session';
import { useNavMenu } from '../hooks/useNavMenu';
import { loadNavCollapsed, saveNavCollapsed } from '../preference';
import type { NavEntry, NavMenu, RouteLookup } from '../rules';

/** The navigation's width, expanded and collapsed to its toggle. */
const WIDTH = { expanded: '224px', collapsed: '48px' } as const;

const Aside = styled.nav`
  position: sticky;
  top: 0;
  display: flex;
  flex: none;
  flex-direction: column;
  align-self: flex-start;
  width: ${WIDTH.expanded};
  max-height: 100vh;
  overflow-y: auto;
  background: ${vars.colorSurface};
  border-inline-end: 1px solid ${vars.colorBorder};
  &[data-collapsed] { width: ${WIDTH.collapsed}; overflow: hidden; }
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${space[2]};
`;

const Body = styled.div`
  padding: 0 ${space[2]} ${space[4]};
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[2]};
  padding: ${space[3]} ${space[2]};
  font-size: ${fontSize.sm};
  color: ${vars.colorTextSecondary};
`;

export interface SideNavigationProps {
  /** The current route (its entry is the current page). */
  route: PortalRoute | null;
  /** The app's route tables: titles, and which pages are built. */
  lookup: RouteLookup;
  /** The localStorage key remembering each user's collapsed navigation (the app keeps it through sign-out). */
  storageKey: string;
}

/** A page's address in the menu: the current terminal is carried as diskId (spec 01 §2). */
function hrefOf(path: string, diskId: string | null): string {
  return diskId ? withQueryParam(path, DISK_ID_PARAM, diskId) : path;
}

function useTreeItems(menu: NavMenu, diskId: string | null): NavTreeNode[] {
  const { t } = useTranslation(['navigation', 'routeTitles']);
  const badge = (
    <Tag size="sm" tone="neutral">
      {t('navigation:notAvailable')}
    </Tag>
  );
  const nodeOf = (entry: NavEntry): NavTreeNode =>
    entry.kind === 'page'
      ? { id: entry.key, label: t(entry.titleKey), href: hrefOf(entry.path, diskId), ...(entry.built ? {} : { badge }) }
      : { id: entry.key, label: t(`navigation:group.${entry.groupId}`, { defaultValue: entry.serverName }), children: entry.pages.map(nodeOf) };
  return menu.entries.map(nodeOf);
}

function MenuTree({ menu, diskId, route }: { menu: NavMenu; diskId: string | null; route: PortalRoute | null }) {
  const { t } = useTranslation('navigation');
  const navigate = useNavigate();
  const items = useTreeItems(menu, diskId);
  if (items.length === 0) return <Notice>{t('empty')}</Notice>;
  const currentHref = route && !route.path.includes(':') ? hrefOf(route.path, diskId) : null;
  // Every group open at first (a short menu reads at a glance); the user's collapsing lasts until the menu changes.
  const groups = menu.entries.filter((e) => e.kind === 'group').map((e) => e.key);
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <NavTree aria-label={t('label')} items={items} currentHref={currentHref} defaultExpandedKeys={groups} />
    </RouterProvider>
  );
}

/**
 * The side navigation of every signed-in area (spec 01 §6): the server's menu for the current terminal, titled from
 * the route catalogues, the current page marked, groups collapsible, pages not built yet marked; the whole
 * navigation collapses to its toggle, remembered per user. A failed menu offers a retry.
 */
export function SideNavigation({ route, lookup, storageKey }: SideNavigationProps) {
  const { t } = useTranslation('navigation');
  const uid = useSelector(selectSession).uid;
  const [collapsed, setCollapsed] = useState(() => loadNavCollapsed(storageKey, uid));
  const bodyId = useId();
  const { menu, state, diskId, refetch } = useNavMenu(route?.id ?? null, lookup);
  const toggle = () => {
    saveNavCollapsed(storageKey, uid, !collapsed);
    setCollapsed(!collapsed);
  };
  let body;
  if (menu) body = <MenuTree key={`${diskId ?? ''}`} menu={menu} diskId={diskId} route={route} />;
  else if (state.status === 'failed') {
    body = (
      <Notice role="alert">
        {t('loadFailed')}
        <Button size="sm" onPress={refetch}>
          {t('retry')}
        </Button>
      </Notice>
    );
  } else {
    body = (
      <Notice>
        <Spinner label={t('loading')} />
      </Notice>
    );
  }
  return (
    <Aside aria-label={t('label')} data-collapsed={collapsed || undefined}>
      <Bar>
        {/* A text button with the menu icon (the sign-in route's IconButton chunk stays its own; see npm run size). */}
        <Button
          variant="text"
          size="sm"
          icon={<Icon name="menu" />}
          aria-label={collapsed ? t('expand') : t('collapse')}
          aria-expanded={!collapsed}
          aria-controls={collapsed ? undefined : bodyId}
          onPress={toggle}
        />
      </Bar>
      {!collapsed && <Body id={bodyId}>{body}</Body>}
    </Aside>
  );
}
