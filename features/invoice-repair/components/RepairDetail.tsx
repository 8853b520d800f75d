import { useMemo, useState } from 'react';
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
  ProgressBar,
  Skeleton,
  space,
  Table,
  Tag,
  useConfirm,
  useMessage,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { detailsPath } from '../../invoices';
import { invoiceStatusFilter, invoiceType, lookupEntry, lookupKey } from '../../lookups';
import { useKillRepairMutation, useQuickRepairMutation, useStartRepairMutation, type RepairRecordEntry, type RepairTask } from '../api';
import { useGetRepairItemQuery, useGetRepairResultQuery, useGetRepairTasksQuery } from '../hooks/endpoints';
import { useRefetchOnRepairPush } from '../hooks/useRepairUpdates';
import { repairEvent, repairProblem, repairState, repairTaskKind, terminalInvoiceStatus } from '../rules/lookups';
import { canQuickRepair, canRepair, canStop, chosenTask, isActive, listPath, parseDetailAddress, recordPath, REPAIR_POLL_MS, scopeOfPath } from '../rules/repair';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;
const StateCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  > [role='progressbar'] {
    flex: 1;
    min-width: 80px;
  }
`;

export interface RepairDetailProps {
  route: PortalRoute;
}

/**
 * A stuck invoice (invoice/repair/{repId}, the member's invoice/repair/{repId}/{did}/{id}) and a task's operation
 * record (Operationrecord/{id}/{rid}, spec 01 §2): what the terminal and the platform hold, the repair tasks, newest
 * first, and the record of the one chosen (the latest by default), step by step with its time and the server's words.
 * Repair, quick repair and stop are offered here too; the page follows the pushes and polls while a task runs.
 */
export function RepairDetail({ route }: RepairDetailProps) {
  const { t } = useTranslation(['invoiceRepair', 'lookups', 'routeTitles', 'errors']);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const message = useMessage();
  // The item and task of this page's address; kept while the address is already another page's (leaving this one).
  const parsed = parseDetailAddress(pathname, search);
  const [shown, setShown] = useState(parsed);
  if (parsed.repId && (parsed.repId !== shown.repId || parsed.taskId !== shown.taskId)) setShown(parsed);
  const { repId, taskId } = parsed.repId ? parsed : shown;
  const [following, setFollowing] = useState(false);
  const poll = { refetchOnMountOrArgChange: true, pollingInterval: following ? REPAIR_POLL_MS : 0, skip: !repId } as const;
  const item = useGetRepairItemQuery({ repId }, poll);
  const tasks = useGetRepairTasksQuery({ repId }, poll);
  const list = useMemo(() => tasks.data?.data.list ?? [], [tasks.data]);
  const chosen = chosenTask(list, taskId);
  const result = useGetRepairResultQuery({ taskId: chosen?.id ?? '' }, { ...poll, skip: !repId || !chosen });
  const row = item.data?.data ?? undefined;
  const running = !!row && isActive(row.state);
  if (following !== running && item.isSuccess) setFollowing(running);
  useRefetchOnRepairPush(item.isFetching || tasks.isFetching || result.isFetching, () => {
    void item.refetch();
    void tasks.refetch();
    if (chosen) void result.refetch();
  });
  const [start] = useStartRepairMutation();
  const [quick] = useQuickRepairMutation();
  const [kill] = useKillRepairMutation();

  const refresh = () => {
    void item.refetch();
    void tasks.refetch();
  };
  const run = async (how: 'full' | 'quick') => {
    const reply = how === 'full' ? await start({ body: { ids: [repId] } }) : await quick({ body: { repId } });
    if (!('error' in reply)) message.success(t(how === 'full' ? 'actions.started' : 'actions.quickStarted'));
    refresh();
  };
  const stop = async () => {
    if (!row?.taskId || !(await confirm({ title: t('actions.stopTitle'), content: t('actions.stopContent', { number: row.fphm }) }))) return;
    const reply = await kill({ taskId: row.taskId });
    if (!('error' in reply)) message.success(t('actions.stopped'));
    refresh();
  };

  const taskColumns = useMemo<TableColumn<RepairTask>[]>(
    () => [
      { key: 'id', title: t('detail.taskColumns.id'), width: 110 },
      { key: 'kind', title: t('detail.taskColumns.kind'), width: 100, render: (task) => t(lookupKey(repairTaskKind, task.kind)) },
      { key: 'state', title: t('detail.taskColumns.state'), width: 100, render: (task) => <Tag tone={lookupEntry(repairState, task.state)?.tone ?? 'neutral'}>{t(lookupKey(repairState, task.state))}</Tag> },
      { key: 'progress', title: t('detail.taskColumns.progress'), width: 80, align: 'end', render: (task) => t('progress', { progress: task.progress }) },
      { key: 'createTime', title: t('detail.taskColumns.created'), width: 160, render: (task) => formatDateTime(task.createTime) },
      { key: 'endTime', title: t('detail.taskColumns.ended'), width: 160, render: (task) => (task.endTime ? formatDateTime(task.endTime) : '') },
      { key: 'operator', title: t('detail.taskColumns.operator'), minWidth: 100 },
      {
        key: 'actions',
        title: t('detail.taskColumns.actions'),
        width: 110,
        render: (task) => (
          <Button size="sm" variant="text" aria-label={t('detail.viewRecordOf', { taskId: task.id })} onPress={() => void navigate(recordPath(route.area, repId, task.id))}>
            {t('detail.viewRecord')}
          </Button>
        ),
      },
    ],
    [t, navigate, route.area, repId],
  );
  const recordColumns = useMemo<TableColumn<RepairRecordEntry>[]>(
    () => [
      { key: 'time', title: t('detail.recordColumns.time'), width: 170, render: (entry) => formatDateTime(entry.time) },
      {
        key: 'event',
        title: t('detail.recordColumns.event'),
        width: 160,
        render: (entry) => {
          const tone = lookupEntry(repairEvent, entry.event)?.tone;
          return tone ? <Tag tone={tone}>{t(lookupKey(repairEvent, entry.event))}</Tag> : t(lookupKey(repairEvent, entry.event));
        },
      },
      { key: 'message', title: t('detail.recordColumns.message'), minWidth: 220, ellipsis: true },
    ],
    [t],
  );

  const scope = row ? (row.fplxdm.length === 2 ? 'digital' : 'paper') : scopeOfPath(pathname);
  const back = (
    <Button onPress={() => void navigate(listPath(route.area, scope))}>{t('detail.back')}</Button>
  );

  if (item.isLoading || (item.isFetching && item.isError)) {
    return (
      <PageFrame title={t(route.titleKey)} actions={back}>
        <Skeleton variant="table" rows={6} columns={4} aria-label={t('detail.loading')} />
      </PageFrame>
    );
  }
  if (item.isError || !row) {
    return (
      <PageFrame title={t(route.titleKey)} actions={back}>
        <Empty
          title={t('detail.loadFailed')}
          description={item.isError ? errorText(t, item.error) : undefined}
          action={
            <Button variant="primary" onPress={() => void item.refetch()}>
              {t('detail.retry')}
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const records = result.data?.data?.record ?? [];
  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <ActionGroup>
          {canRepair(row) && (
            <Button variant="primary" onPress={() => void run('full')}>
              {t('actions.repair')}
            </Button>
          )}
          {canQuickRepair(row) && <Button onPress={() => void run('quick')}>{t('actions.quick')}</Button>}
          {canStop(row) && <Button onPress={() => void stop()}>{t('actions.stop')}</Button>}
          {row.state === '3' && row.fphm && <Button onPress={() => void navigate(detailsPath(route.area, row))}>{t('detail.viewInvoice')}</Button>}
          {back}
        </ActionGroup>
      }
    >
      <Body>
        <Panel title={t('detail.invoice')}>
          <DescriptionList
            bordered
            items={[
              { key: 'seller', label: t('detail.seller'), value: `${row.taxerName} ${row.taxerId}` },
              { key: 'disk', label: t('columns.diskId'), value: row.diskId },
              { key: 'type', label: t('columns.type'), value: t(lookupKey(invoiceType, row.fplxdm)) },
              { key: 'code', label: t('columns.code'), value: row.fpdm },
              { key: 'number', label: t('columns.number'), value: row.fphm },
              { key: 'buyer', label: t('columns.buyer'), value: row.gfmc },
              { key: 'total', label: t('columns.total'), value: formatMoney(row.totalAmount) },
              { key: 'issued', label: t('columns.issueTime'), value: formatDateTime(row.issueTime) },
              { key: 'problem', label: t('columns.problem'), value: t(lookupKey(repairProblem, row.problem)) },
              { key: 'platform', label: t('columns.platform'), value: row.platformFpzt === undefined ? t('platformNone') : t(lookupKey(invoiceStatusFilter, row.platformFpzt)) },
              { key: 'terminal', label: t('columns.terminal'), value: t(lookupKey(terminalInvoiceStatus, row.terminalStatus)) },
              {
                key: 'state',
                label: t('columns.state'),
                value: (
                  <StateCell>
                    <Tag tone={lookupEntry(repairState, row.state)?.tone ?? 'neutral'}>{t(lookupKey(repairState, row.state))}</Tag>
                    {row.state === '2' && <ProgressBar size="sm" value={row.progress} aria-label={t('progressOf', { number: row.fphm })} />}
                  </StateCell>
                ),
              },
              { key: 'detected', label: t('detail.detectTime'), value: formatDateTime(row.detectTime) },
              { key: 'fixed', label: t('detail.fixTime'), value: row.fixTime ? formatDateTime(row.fixTime) : '' },
              { key: 'message', label: t('detail.message'), value: row.message ?? '' },
            ]}
          />
        </Panel>
        <Panel title={t('detail.tasks')}>
          <Table aria-label={t('detail.tasks')} columns={taskColumns} rows={list} rowKey="id" maxHeight={280} emptyContent={<Empty size="compact" title={t('detail.noTasks')} />} />
        </Panel>
        <Panel title={chosen ? t('detail.recordOf', { taskId: chosen.id }) : t('detail.record')}>
          {result.isError ? (
            <Empty
              title={t('detail.loadFailed')}
              description={errorText(t, result.error)}
              action={
                <Button variant="primary" onPress={() => void result.refetch()}>
                  {t('detail.retry')}
                </Button>
              }
            />
          ) : (
            <Table
              aria-label={chosen ? t('detail.recordOf', { taskId: chosen.id }) : t('detail.record')}
              columns={recordColumns}
              rows={records}
              rowKey={(entry) => `${entry.time}-${entry.event}`}
              maxHeight={320}
              emptyContent={<Empty size="compact" title={chosen ? t('detail.record') : t('detail.noRecord')} />}
            />
          )}
        </Panel>
      </Body>
    </PageFrame>
  );
}
