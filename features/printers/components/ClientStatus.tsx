import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Panel, Skeleton, space, vars } from '../../../design-system';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;
const Text = styled.p`
  margin: 0 auto 0 0;
  color: ${vars.colorText};
`;

export type ClientStatusKind = 'checking' | 'unavailable' | 'failed' | 'outdated' | 'ready';

export interface ClientStatusProps {
  status: ClientStatusKind;
  /** The client's version, when it told one. */
  version?: string | null;
  /** The client's own words when a call failed. */
  message?: string;
  /** Where the client is downloaded (static config); without it no download button is offered. */
  canDownload: boolean;
  onDownload(): void;
  onRecheck(): void;
}

/**
 * The desktop client's state on the printers page: detecting, not found (spec 02 §8: install or open the client, with
 * the download and a new detection), too old (spec 02 §8: not the latest version, download), or its version.
 */
export function ClientStatus({ status, version, message, canDownload, onDownload, onRecheck }: ClientStatusProps) {
  const { t } = useTranslation(['printers', 'errors']);
  const actions = (
    <>
      {canDownload && (
        <Button variant={status === 'ready' ? 'default' : 'primary'} onPress={onDownload}>
          {t('client.download')}
        </Button>
      )}
      <Button onPress={onRecheck}>{t('client.recheck')}</Button>
    </>
  );
  return (
    <Panel title={t('client.title')}>
      {status === 'checking' ? (
        <Skeleton variant="text" lines={1} aria-label={t('client.checking')} />
      ) : status === 'ready' ? (
        <Row>
          <Text>{t('client.ready', { version: version ?? t('client.unknownVersion') })}</Text>
          {actions}
        </Row>
      ) : (
        <Row>
          <Alert tone={status === 'failed' ? 'danger' : 'warning'}>
            {status === 'unavailable' ? t('errors:localClient.unavailable') : status === 'outdated' ? t('errors:localClient.outdated') : message || t('client.failed')}
            {status === 'unavailable' && ` ${t('client.howTo')}`}
          </Alert>
          {actions}
        </Row>
      )}
    </Panel>
  );
}
