import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  DescriptionList,
  Empty,
  formatDateTime,
  formatMoney,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  Tag,
  useConfirm,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { copyReportStatus, invoiceType, lookupEntry, lookupKey } from '../../lookups';
import { useGetCopyDetailQuery, type CopyAction, type CopyLogEntry, type CopyPeriod } from '../api';
import { useCopyRun } from '../hooks/useCopyRun';
import { actionsOf } from '../rules/status';

const Words = styled.span<{ $ok: boolean }>`
  color: ${(p) => (p.$ok ? vars.colorText : vars.colorDangerText)};
`;
const Outcome = styled.p<{ $ok: boolean }>`
  margin: 0 0 ${space[3]};
  color: ${(p) => (p.$ok ? vars.colorSuccessText : vars.colorDangerText)};
`;

/** The address names the terminal by `disk` (diskId is the current terminal's, spec 01 §2). */
export const DETAIL_DISK_PARAM = 'disk';

export interface CopyDetailProps {
  route: PortalRoute;
}

/**
 * 抄报详情 (spec 01 §2 copyDetail): one terminal's reporting periods by invoice type, what each allows, and the record
 * of every report and clear done on it (by whom, with the server's words). Reached from a row of 抄报管理.
 */
export function CopyDetail({ route }: CopyDetailProps) {
  const { t } = useTranslation(['copyClear', 'lookups', 'routeTitles', 'errors']);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const diskId = new URLSearchParams(useLocation().search).get(DETAIL_DISK_PARAM) ?? '';
  const query = useGetCopyDetailQuery({ diskId }, { skip: !diskId, refetchOnMountOrArgChange: true });
  const detail = query.data?.data;
  const runner = useCopyRun(t);
  const outcome = runner.run && !runner.run.running ? (runner.run.results.get(diskId) ?? null) : null;

  const periodColumns = useMemo<TableColumn<CopyPeriod>[]>(
    () => [
      { key: 'fplxdm', title: t('columns.type'), minWidth: 160, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      { key: 'period', title: t('columns.period'), width: 90 },
      { key: 'cbzt', title: t('columns.status'), width: 150, render: (row) => <Tag tone={lookupEntry(copyReportStatus, row.cbzt)?.tone ?? 'neutral'}>{t(lookupKey(copyReportStatus, row.cbzt))}</Tag> },
      { key: 'declared', title: t('columns.declared'), width: 90, render: (row) => t(row.declared ? 'yes' : 'no') },
      { key: 'invoiceCount', title: t('columns.invoiceCount'), width: 90, align: 'end' },
      { key: 'totalAmount', title: t('columns.total'), width: 130, align: 'end', render: (row) => formatMoney(row.totalAmount ?? '0') },
      { key: 'copyTime', title: t('columns.copyTime'), width: 150, render: (row) => (row.copyTime ? formatDateTime(row.copyTime) : '') },
      { key: 'writeBackTime', title: t('columns.clearTime'), width: 150, render: (row) => (row.writeBackTime ? formatDateTime(row.writeBackTime) : '') },
    ],
    [t],
  );
  const logColumns = useMemo<TableColumn<CopyLogEntry>[]>(
    () => [
      { key: 'time', title: t('columns.time'), width: 160, render: (row) => formatDateTime(row.time) },
      { key: 'action', title: t('columns.action'), width: 100, render: (row) => t(`actions.${row.action}`) },
      { key: 'ok', title: t('run.outcome'), width: 90, render: (row) => <Tag tone={row.ok ? 'success' : 'danger'}>{t(row.ok ? 'run.ok' : 'run.failed')}</Tag> },
      { key: 'msg', title: t('run.message'), minWidth: 220, ellipsis: true, render: (row) => <Words $ok={row.ok}>{row.msg}</Words> },
      { key: 'operator', title: t('columns.operator'), width: 120 },
    ],
    [t],
  );

  const back = () => void navigate(route.path.replace(/[^/]+$/, 'copyManage'));
  const run = async (action: CopyAction) => {
    if (!detail) return;
    const ok = await confirm({ title: t(`actions.${action}`), content: t(`confirm.${action}One`, { name: detail.terminal.taxerName, diskId: detail.terminal.diskId }) });
    if (!ok) return;
    await runner.start(action, [detail.terminal]);
    void query.refetch();
  };

  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <ActionGroup>
          {detail &&
            actionsOf(detail.terminal.cbzt).map((action) => (
              <Button key={action} variant="primary" isDisabled={runner.run?.running ?? false} onPress={() => void run(action)}>
                {t(`actions.${action}`)}
              </Button>
            ))}
          <Button onPress={back}>{t('detail.back')}</Button>
        </ActionGroup>
      }
    >
      {!diskId ? (
        <Empty title={t('detail.noTerminal')} />
      ) : query.isLoading ? (
        <Skeleton variant="table" rows={6} columns={6} aria-label={t('loading')} />
      ) : query.isError || !detail ? (
        <Empty
          title={t('detail.loadFailed')}
          description={query.error ? errorText(t, query.error) : undefined}
          action={
            <Button variant="primary" onPress={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Panel title={t('detail.terminal')}>
            {outcome && (
              <Outcome $ok={outcome.ok} role={outcome.ok ? 'status' : 'alert'}>
                {outcome.msg}
              </Outcome>
            )}
            <DescriptionList
              items={[
                { key: 'taxerName', label: t('columns.taxerName'), value: detail.terminal.taxerName },
                { key: 'taxerId', label: t('columns.taxerId'), value: detail.terminal.taxerId },
                { key: 'diskId', label: t('columns.diskId'), value: detail.terminal.diskId },
                { key: 'period', label: t('columns.period'), value: detail.terminal.period },
                { key: 'status', label: t('columns.status'), value: t(lookupKey(copyReportStatus, detail.terminal.cbzt)) },
                { key: 'copyTime', label: t('columns.copyTime'), value: detail.terminal.copyTime ? formatDateTime(detail.terminal.copyTime) : '' },
                { key: 'clearTime', label: t('columns.clearTime'), value: detail.terminal.clearTime ? formatDateTime(detail.terminal.clearTime) : '' },
              ]}
            />
          </Panel>
          <Panel title={t('detail.periods')}>
            <Table aria-label={t('detail.periods')} columns={periodColumns} rows={detail.periods} rowKey="fplxdm" maxHeight={280} />
          </Panel>
          <Panel title={t('detail.log')}>
            <Table aria-label={t('detail.log')} columns={logColumns} rows={detail.log} rowKey="id" maxHeight={360} emptyContent={<Empty size="compact" title={t('detail.noLog')} />} />
          </Panel>
        </>
      )}
    </PageFrame>
  );
}
