import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Spinner, space } from '../../../design-system';
import type { PortalRoute } from '../../../platform/routing';
import { roleHome, selectRoleType } from '../../../platform/session';
import { useNavMenu } from '../hooks/useNavMenu';
import { usePageAccess } from '../hooks/usePermission';
import { accessOf, pagePermission, type RouteLookup } from '../rules';
import { ForbiddenPage } from './ForbiddenPage';

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[10]} ${space[4]};
`;

export interface NavigationGateProps {
  /** The route whose page is about to show. */
  route: PortalRoute;
  /** The app's route tables. */
  lookup: RouteLookup;
  /** The page. */
  children: ReactNode;
}

/**
 * The allowed-path check (rules/access.ts) and the page's permission (rules/permissions.ts, asked afresh on each
 * navigation) around the page: the page, the 403 page, or a spinner while either is awaited.
 */
export function NavigationGate({ route, lookup, children }: NavigationGateProps) {
  const { t } = useTranslation('routes');
  const roleType = useSelector(selectRoleType);
  const { state, refetch: refetchMenu } = useNavMenu(route.id, lookup);
  const access = accessOf(route, roleHome(roleType) ?? null, state);
  const permission = usePageAccess(route.requiresAuth ? pagePermission(route.page) : null);
  // The menu still offers a page whose permission the role has lost since the menu came (角色管理): the server leaves
  // such pages out of the menu, so it is asked again and the entry goes with this 403, not at the next sign-in
  // (docs/organisation/staff-roles-departments.md).
  const staleMenu = state.status === 'ready' && state.allowedRouteIds.has(route.id) && permission === 'forbidden';
  useEffect(() => {
    if (staleMenu) refetchMenu();
  }, [staleMenu, refetchMenu]);
  if (access === 'forbidden' || (access === 'allowed' && permission === 'forbidden')) return <ForbiddenPage />;
  if (access === 'pending' || permission === 'pending') {
    return (
      <Waiting>
        <Spinner size={24} label={t('loading')} />
      </Waiting>
    );
  }
  return <>{children}</>;
}
