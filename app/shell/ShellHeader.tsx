import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, fontWeight, space, useRoleTheme, vars } from '../../design-system';
import { UserMenu } from '../../features/account';
import { HeaderLogo, MallLink } from '../../features/branding';
import { HeaderHelp } from '../../features/help';
import { IssuingNotice, PendingOrders } from '../../features/messaging';
import { RobotTaskPanel } from '../../features/robot-tasks';
import { TerminalSwitcher } from '../../features/terminals';
import type { PortalRoute } from '../../platform/routing';
import { HEADER_HEIGHT, PAGE_GUTTER } from './layout';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space[6]};
  height: ${HEADER_HEIGHT};
  padding: 0 ${PAGE_GUTTER};
  color: ${vars.colorHeaderText};
  background: ${vars.colorHeaderBackground};
`;

const Brand = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  & img {
    display: block;
    max-height: 32px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  margin-left: auto;
`;

export interface ShellHeaderProps {
  route: PortalRoute;
}

/**
 * The portal header's frame (spec 01 §2): the role's logo (branding: logo.json, else the wordmark), then the slots the
 * features fill: the current terminal with the picker (terminals), the mall (branding), help, customer service and
 * client download (help), the user
 * menu (account) and the issuing notice (messaging).
 */
export function ShellHeader({ route }: ShellHeaderProps) {
  const { t } = useTranslation('shell');
  const { logo } = useRoleTheme();

  return (
    <Bar aria-label={t('header.label')} data-route={route.id}>
      <Brand>{logo ?? <HeaderLogo />}</Brand>
      <TerminalSwitcher />
      <Actions>
        <MallLink />
        {/* pending issuing orders (load + pushes), then the agency's robot tasks (role 3; the panel decides) */}
        <PendingOrders />
        <RobotTaskPanel />
        <HeaderHelp />
        <UserMenu />
      </Actions>
      <IssuingNotice />
    </Bar>
  );
}

export default ShellHeader;

// The side navigation and the allowed-path check load in this chunk, with the header (one signed-in frame chunk, so
// the sign-in route's shared chunks stay as they are).
export { ShellNavigationFrame } from './ShellNavigation';
