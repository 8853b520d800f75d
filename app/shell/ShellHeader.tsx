import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, fontSize, fontWeight, Icon, Popover, space, useMessage, useRoleTheme, vars } from '../../design-system';
import { selectRoleType } from '../../features/session';
import { customerService, selectStaticConfig, type StaticConfig } from '../config';
import type { PortalRoute } from '../router';
import { IssuingNotice } from './IssuingNotice';
import { HEADER_HEIGHT, PAGE_GUTTER } from './layout';
import { TerminalSwitcher } from './TerminalSwitcher';
import { UserMenu } from './UserMenu';

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

/** A plain link on the coloured header (the help centre opens in a new tab). */
const HeaderLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  color: ${vars.colorHeaderText};
  text-decoration: none;
  border-radius: 4px;
  outline: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    box-shadow: 0 0 0 2px ${vars.colorFocusRing};
  }
`;

function flagOn(flag: StaticConfig['showHelp']): boolean {
  return !(flag === false || flag === 0 || flag === '0' || flag === 'false');
}

/** The hotline and service hours, one per line, kept on one line each so the number never wraps. */
const ServiceLines = styled.ul`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  white-space: nowrap;
  list-style: none;
`;

/**
 * spec 01 §2: the customer-service dropdown (role 1) with hotlines and service hours, as text in a popover. The
 * spec names neither the number nor the hours: they are the deployment's (customerService() in app/config/env.ts);
 * without a hotline the dropdown is not shown. The WeChat QR code needs the contact-info call, which the offline
 * mock does not serve, so it is not shown.
 */
function CustomerServicePopover({ hotline, serviceHours }: { hotline: string; serviceHours?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Popover
      title={t('customerService.label')}
      placement="bottom end"
      content={
        <ServiceLines>
          <li>{t('customerService.hotline', { phone: hotline })}</li>
          {serviceHours && <li>{t('customerService.hours', { hours: serviceHours })}</li>}
        </ServiceLines>
      }
    >
      <Button icon={<Icon name="phone" />}>{t('customerService.label')}</Button>
    </Popover>
  );
}

export interface ShellHeaderProps {
  route: PortalRoute;
}

/**
 * The portal header (spec 01 §2): the role's logo (or a text wordmark), the current terminal with the picker,
 * the help centre and customer service (role 1), the client download (role 3) and the user menu.
 */
export function ShellHeader({ route }: ShellHeaderProps) {
  const { t } = useTranslation('shell');
  const { logo } = useRoleTheme();
  const roleType = useSelector(selectRoleType);
  const config = useSelector(selectStaticConfig) ?? {};
  const message = useMessage();
  // The static config names no help-centre address; urla is taken as it when set, else the portal's home page.
  const helpUrl = config.urla || '/home';
  const downloadUrl = config.downloadPathAccount || config.downloadPath;
  const service = customerService();

  return (
    <Bar aria-label={t('header.label')} data-route={route.id}>
      <Brand>{logo ?? <span>{t('common:wordmark')}</span>}</Brand>
      <TerminalSwitcher />
      <Actions>
        {roleType === 1 && flagOn(config.showHelp) && (
          <HeaderLink href={helpUrl} target="_blank" rel="noreferrer">
            <Icon name="help" />
            {t('header.help')}
          </HeaderLink>
        )}
        {roleType === 1 && service && <CustomerServicePopover hotline={service.hotline} serviceHours={service.hours} />}
        {roleType === 3 && (
          <Button
            icon={<Icon name="download" />}
            onPress={() => {
              if (downloadUrl) window.open(downloadUrl, '_blank', 'noopener');
              else message.info(t('header.downloadMissing'));
            }}
          >
            {t('header.download')}
          </Button>
        )}
        <UserMenu />
      </Actions>
      <IssuingNotice />
    </Bar>
  );
}

export default ShellHeader;
