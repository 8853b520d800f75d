import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Icon, Popover, space, Tooltip, useMessage, vars } from '../../../design-system';
import { customerService, selectStaticConfig } from '../../../platform/config';
import { selectRoleType } from '../../../platform/session';
import { useAfterFirstPaint } from '../../../platform/scheduling';
import { useClientDownload } from '../hooks/useClientDownload';
import { headerSwitches } from '../../branding';
import { useGetContactInfoQuery } from '../../config';
import { qrSourceOf, type QrSource } from '../rules/contactQr';

// The QR encoder loads when the customer-service popover first shows its code.
const ContactQr = lazy(() => import('./ContactQr'));

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

/** The hotline and service hours, one per line, kept on one line each so the number never wraps. */
const ServiceLines = styled.ul`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  white-space: nowrap;
  list-style: none;
`;

/** The WeChat code beside the hotlines. */
const ServiceBody = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[4]};
`;

const QrColumn = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[1]};
  margin: 0;
  & figcaption {
    color: ${vars.colorTextSecondary};
    white-space: nowrap;
  }
`;

interface CustomerServiceProps {
  hotlines: string[];
  serviceHours?: string;
  qr: QrSource | null;
}

/**
 * spec 01 §2: the customer-service dropdown (role 1): the WeChat customer-service code of the contact-info call
 * (wxkfSw.qrCode, spec 01 §7) beside the hotlines and the service hours. The deployment's own hotline and hours
 * (customerService() in platform/config/env.ts) come first; the contact-info call adds its hotlines and, when the
 * deployment sets no hours, its service time.
 */
function CustomerServicePopover({ hotlines, serviceHours, qr }: CustomerServiceProps) {
  const { t } = useTranslation(['shell', 'branding']);
  const qrLabel = t('branding:customerService.qrLabel');
  return (
    <Popover
      title={t('customerService.label')}
      placement="bottom end"
      content={
        <ServiceBody>
          {qr && (
            <QrColumn>
              <Suspense fallback={<span style={{ display: 'block', width: 120, height: 120 }} />}>
                <ContactQr label={qrLabel} qr={qr} />
              </Suspense>
              <figcaption>{t('branding:customerService.qrCaption')}</figcaption>
            </QrColumn>
          )}
          <ServiceLines>
            {hotlines.map((phone) => (
              <li key={phone}>{t('customerService.hotline', { phone })}</li>
            ))}
            {serviceHours && <li>{t('customerService.hours', { hours: serviceHours })}</li>}
          </ServiceLines>
        </ServiceBody>
      }
    >
      <Button icon={<Icon name="phone" />}>{t('customerService.label')}</Button>
    </Popover>
  );
}

/** Customer service for members: shown once there is a hotline or a WeChat code to show. */
function CustomerService() {
  const deployment = customerService();
  // asked for once the page has painted (platform/scheduling): the button shows when there is something to show
  const contact = useGetContactInfoQuery(undefined, { skip: !useAfterFirstPaint() });
  const info = contact.data?.data;
  const hotlines = [...new Set([deployment?.hotline, ...(info?.hotlines ?? []).map((h) => h.phone.trim())].filter((p): p is string => Boolean(p)))];
  const qr = qrSourceOf(info?.wxkfSw.qrCode);
  if (hotlines.length === 0 && !qr) return null;
  return <CustomerServicePopover hotlines={hotlines} serviceHours={deployment?.hours || info?.serviceTime?.trim() || undefined} qr={qr} />;
}

/**
 * The header's help corner by role (spec 01 §2): the help centre and customer service for members (role 1), the
 * client download for agencies (role 3). The static config decides what shows (showHelp, urla, downloadPath...).
 */
export function HeaderHelp() {
  const { t } = useTranslation(['shell', 'branding']);
  const roleType = useSelector(selectRoleType);
  const config = useSelector(selectStaticConfig);
  const message = useMessage();
  const { help, download } = headerSwitches(config, roleType);
  const downloadUrl = download?.url;
  const fetchDownload = useClientDownload();
  return (
    <>
      {help && (
        <HeaderLink href={help} target="_blank" rel="noreferrer">
          <Icon name="help" />
          {t('header.help')}
        </HeaderLink>
      )}
      {roleType === 1 && <CustomerService />}
      {download && (
        <Tooltip content={download.softwareName ? t('branding:download.named', { name: download.softwareName }) : t('header.download')} placement="bottom">
          <Button
            icon={<Icon name="download" />}
            onPress={() => {
              if (downloadUrl) void fetchDownload(downloadUrl);
              else message.info(t('header.downloadMissing'));
            }}
          >
            {t('header.download')}
          </Button>
        </Tooltip>
      )}
    </>
  );
}
