import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Icon, Popover, space, useMessage, vars } from '../../../design-system';
import { customerService, selectStaticConfig, type StaticConfig } from '../../../platform/config';
import { selectRoleType } from '../../../platform/session';
import { useClientDownload } from '../hooks/useClientDownload';

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
 * spec names neither the number nor the hours: they are the deployment's (customerService() in platform/config/env.ts);
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

/**
 * The header's help corner by role (spec 01 §2): the help centre and customer service for members (role 1), the
 * client download for agencies (role 3). The static config decides what shows (showHelp, urla, downloadPath...).
 */
export function HeaderHelp() {
  const { t } = useTranslation('shell');
  const roleType = useSelector(selectRoleType);
  const config = useSelector(selectStaticConfig) ?? {};
  const message = useMessage();
  // The static config names no help-centre address; urla is taken as it when set, else the portal's home page.
  const helpUrl = config.urla || '/home';
  const downloadUrl = config.downloadPathAccount || config.downloadPath;
  const service = customerService();
  const download = useClientDownload();
  return (
    <>
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
            if (downloadUrl) void download(downloadUrl);
            else message.info(t('header.downloadMissing'));
          }}
        >
          {t('header.download')}
        </Button>
      )}
    </>
  );
}
