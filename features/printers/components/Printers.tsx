import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Alert, formatDateTime, PageFrame, Panel, space, StatusBadge, Table, useMessage, type TableColumn } from '../../../design-system';
import { callLocalClient, LocalClientUnavailableError } from '../../../platform/api';
import { errorText } from '../../../platform/api/errorText';
import { selectStaticConfig } from '../../../platform/config';
import type { PortalRoute } from '../../../platform/routing';
import { selectSession } from '../../../platform/session';
import { useClientDownload } from '../../help';
import { invoiceTypes } from '../../invoice-issue';
import { invoiceType, lookupKey } from '../../lookups';
import { useGetPrintSettingsQuery, usePutPrintSettingMutation, type PrintSetting } from '../api';
import { useLocalPrinters } from '../hooks/useLocalPrinters';
import { PRINT_BIZ, REQUIRED_CLIENT_VERSION, type ClientPrinter, type TestPrintParams } from '../rules/localPrint';
import { compareVersions } from '../rules/offsets';
import { ClientStatus, type ClientStatusKind } from './ClientStatus';
import { PrintOffsetForm } from './PrintOffsetForm';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

/** The invoice types printed on a form (the others are files): paper special, paper normal, roll, digital paper ones. */
const printedTypes = (Object.keys(invoiceTypes) as Array<keyof typeof invoiceTypes>).filter((c) => invoiceTypes[c].paper);
const statusTones = { ready: 'success', busy: 'warning', offline: 'neutral' } as const;
const mm = (value: string) => `${value} mm`;

export interface PrintersProps {
  route: PortalRoute;
}

/**
 * 打印机管理 (/member/printers) and 打印设置 (/account/printerSetting), spec 01 §2: the printers the desktop client reports
 * (spec 02 §7.3, biz /lms/dy/ver and /lms/dy/info), the offsets of each printed invoice type (saved on the server, per
 * user) and a test page; without the client, how to install or open it (spec 02 §8).
 */
export function Printers({ route }: PrintersProps) {
  const { t } = useTranslation(['printers', 'lookups', 'routeTitles', 'errors']);
  const message = useMessage();
  const session = useSelector(selectSession);
  const config = useSelector(selectStaticConfig);
  const download = useClientDownload();
  const { state, recheck } = useLocalPrinters();
  const settings = useGetPrintSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [putSetting] = usePutPrintSettingMutation();

  // The agency's client is its own download (spec 01 §3 downloadPathAccount), the member's the general one.
  const downloadUrl = ((session.roleType === 3 ? config?.downloadPathAccount?.trim() : '') || config?.downloadPath?.trim()) ?? '';
  const outdated = state.status === 'ready' && state.version !== null && compareVersions(state.version, REQUIRED_CLIENT_VERSION) < 0;
  const kind: ClientStatusKind = outdated ? 'outdated' : state.status;
  const printers: ClientPrinter[] | null = state.status === 'ready' ? state.printers : null;
  // The terminal's printed types first; without a terminal every printed type.
  const types = useMemo(() => {
    const offered = Array.isArray(session.terminal?.invoiceTypes) ? (session.terminal.invoiceTypes as string[]) : [];
    const own = printedTypes.filter((c) => offered.includes(c));
    return own.length > 0 ? own : printedTypes;
  }, [session.terminal]);
  const saved = useMemo(() => settings.data?.data ?? [], [settings.data]);

  const printerColumns = useMemo<TableColumn<ClientPrinter>[]>(
    () => [
      { key: 'name', title: t('printers.name'), minWidth: 200, render: (p) => (p.isDefault ? t('printers.nameDefault', { name: p.name }) : p.name) },
      { key: 'status', title: t('printers.status'), width: 140, render: (p) => <StatusBadge tone={statusTones[p.status]}>{t(`printers.statuses.${p.status}`)}</StatusBadge> },
    ],
    [t],
  );
  const settingColumns = useMemo<TableColumn<PrintSetting>[]>(
    () => [
      { key: 'fplxdm', title: t('settings.type'), minWidth: 160, render: (s) => t(lookupKey(invoiceType, s.fplxdm)) },
      { key: 'printerName', title: t('settings.printer'), minWidth: 160, render: (s) => s.printerName || t('settings.defaultPrinter') },
      { key: 'top', title: t('settings.top'), width: 120, align: 'end', render: (s) => mm(s.top) },
      { key: 'left', title: t('settings.left'), width: 120, align: 'end', render: (s) => mm(s.left) },
      { key: 'updateTime', title: t('settings.updated'), width: 170, render: (s) => (s.updateTime ? formatDateTime(s.updateTime) : '') },
    ],
    [t],
  );

  const save = async (setting: PrintSetting) => {
    const result = await putSetting({ printSetting: setting });
    if ('data' in result && result.data?.data) {
      // The list shows what the server keeps.
      void settings.refetch();
      message.success(t('settings.saved', { type: t(lookupKey(invoiceType, setting.fplxdm)) }));
      return true;
    }
    return false;
  };
  const test = async (setting: PrintSetting) => {
    const params: TestPrintParams = { printerName: setting.printerName, fplxdm: setting.fplxdm, top: setting.top, left: setting.left, test: true };
    try {
      const reply = await callLocalClient(PRINT_BIZ.print, { ...params });
      if (reply.code === 0) message.success(t('settings.testSent', { name: setting.printerName || t('settings.defaultPrinter') }));
      else message.error(typeof reply.result === 'string' && reply.result ? reply.result : t('settings.testFailed'));
    } catch (error) {
      message.error(error instanceof LocalClientUnavailableError ? t('errors:localClient.unavailable') : t('settings.testFailed'));
      if (error instanceof LocalClientUnavailableError) recheck();
    }
  };

  return (
    <PageFrame title={t(route.titleKey)}>
      <Column>
        <ClientStatus
          status={kind}
          version={state.status === 'ready' ? state.version : null}
          message={state.status === 'failed' ? state.message : ''}
          canDownload={downloadUrl !== ''}
          onDownload={() => void download(downloadUrl)}
          onRecheck={recheck}
        />
        {printers !== null && (
          <Panel title={t('printers.title')}>
            <Table aria-label={t('printers.title')} columns={printerColumns} rows={printers} rowKey="name" emptyContent={t('printers.empty')} maxHeight={240} />
          </Panel>
        )}
        <Panel title={t('settings.title')}>
          <Column>
            <p>{t('settings.hint')}</p>
            <PrintOffsetForm types={types} printers={printers} settings={saved} onSave={save} onTest={test} />
            {settings.isError ? (
              <Alert tone="danger">{errorText(t, settings.error)}</Alert>
            ) : (
              <Table
                aria-label={t('settings.savedList')}
                columns={settingColumns}
                rows={saved}
                rowKey="fplxdm"
                isLoading={settings.isFetching}
                emptyContent={t('settings.none')}
                maxHeight={280}
              />
            )}
          </Column>
        </Panel>
      </Column>
    </PageFrame>
  );
}
