import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  Empty,
  FilterBar,
  formatDateTime,
  PageFrame,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  TextField,
  useConfirm,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { lookupEntry, lookupKey, robotTaskState } from '../../lookups';
import { LoginFixDialogs, type LoginFixKind } from '../../tax-bureau-overview';
import { useCancelRobotJobMutation, useGetRobotJobListQuery, useResumeRobotJobMutation, type RobotJob, type RobotJobKind } from '../api';
import { isActive, JOB_POLL_MS, jobActions, jobStates, robotJobKind, robotJobKinds, type JobAction } from '../rules/jobs';
import { taskEstimate } from '../rules/panel';
import { ScheduleJobsDialog } from './ScheduleJobsDialog';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;
const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
`;
const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`;
const Sub = styled.span`
  overflow: hidden;
  color: ${vars.colorTextSecondary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ALL = 'all';

export interface TaxRobotProps {
  route: PortalRoute;
}

/**
 * 税务机器人 (spec 01 §2 taxrobot): the jobs the robot runs across the enterprises served (report and clear,
 * declaration, the period's invoice download, issuing the held drafts), scheduled from here and followed with the
 * robot task states of spec 01 §4. A job waiting for a face scan or a tax-bureau login leads to the dialog that
 * unblocks it, and goes on by itself once unblocked; the page asks again every few seconds while any job is active.
 */
export function TaxRobot({ route }: TaxRobotProps) {
  const { t } = useTranslation(['taxRobot', 'lookups', 'routeTitles', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const [searchParams, setSearchParams] = useAddressSearch();
  const applied = { kind: searchParams.get('kind') ?? '', state: searchParams.get('state') ?? '', kw: searchParams.get('kw') ?? '' };
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(searchParams.toString());
  if (seen !== searchParams.toString()) {
    setSeen(searchParams.toString());
    setDraft(applied);
  }
  const kind = (robotJobKinds as readonly string[]).includes(applied.kind) ? (applied.kind as RobotJobKind) : undefined;
  const state = jobStates.find((s) => String(s) === applied.state);
  const [polling, setPolling] = useState(0);
  const query = useGetRobotJobListQuery(
    { ...(kind ? { kind } : {}), ...(state !== undefined ? { state } : {}), ...(applied.kw.trim() ? { kw: applied.kw.trim() } : {}) },
    { refetchOnMountOrArgChange: true, pollingInterval: polling },
  );
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const counts = query.data?.data.counts;
  const active = rows.some(isActive);
  if ((active ? JOB_POLL_MS : 0) !== polling) setPolling(active ? JOB_POLL_MS : 0);
  const [fix, setFix] = useState<{ kind: LoginFixKind; terminal: RobotJob } | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [resume] = useResumeRobotJobMutation();
  const [cancel] = useCancelRobotJobMutation();

  const apply = (filters: typeof applied) => {
    const next = new URLSearchParams();
    for (const [key, value] of searchParams) if (!['kind', 'state', 'kw'].includes(key)) next.set(key, value);
    if (filters.kind) next.set('kind', filters.kind);
    if (filters.state) next.set('state', filters.state);
    if (filters.kw.trim()) next.set('kw', filters.kw.trim());
    if (next.toString() === searchParams.toString()) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<RobotJob>[]>(() => {
    const act = async (job: RobotJob, action: JobAction) => {
      if (action === 'face' || action === 'login') {
        setFix({ kind: action, terminal: job });
        return;
      }
      if (action === 'cancel') {
        if (!(await confirm({ title: t('actions.cancel'), content: t('confirm.cancel', { name: job.taxerName, kind: t(lookupKey(robotJobKind, job.kind)) }) }))) return;
        const result = await cancel({ id: job.id });
        if (!('error' in result)) message.success(t('done.cancelled'));
      } else {
        const result = await resume({ id: job.id });
        if (!('error' in result)) {
          const now = result.data.data;
          if (now.state === job.state && now.message) message.warning(now.message);
          else message.success(t('done.rechecked', { state: t(lookupKey(robotTaskState, now.state)) }));
        }
      }
      void query.refetch();
    };
    return [
      { key: 'taxerName', title: t('columns.taxerName'), ellipsis: true, minWidth: 170 },
      { key: 'diskId', title: t('columns.diskId'), width: 130 },
      { key: 'kind', title: t('columns.kind'), width: 110, render: (row) => t(lookupKey(robotJobKind, row.kind)) },
      { key: 'period', title: t('columns.period'), width: 90 },
      { key: 'runAt', title: t('columns.runAt'), width: 150, render: (row) => formatDateTime(row.runAt) },
      {
        key: 'state',
        title: t('columns.state'),
        width: 210,
        render: (row) => {
          const estimate = taskEstimate(row.finishEstimate);
          return (
            <Cell>
              <Tag tone={lookupEntry(robotTaskState, row.state)?.tone ?? 'neutral'}>{lookupEntry(robotTaskState, row.state) ? t(lookupKey(robotTaskState, row.state)) : row.stateStr}</Tag>
              {estimate && <Sub>{t(estimate.key, estimate.params)}</Sub>}
            </Cell>
          );
        },
      },
      { key: 'progress', title: t('columns.progress'), width: 150, render: (row) => t('progress', { success: row.success, count: row.count, fail: row.fail }) },
      { key: 'message', title: t('columns.message'), minWidth: 200, ellipsis: true },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 170,
        render: (row) => (
          <ActionGroup>
            {jobActions(row).map((action) => (
              <Button key={action} size="sm" variant="text" aria-label={t(`actions.${action}Of`, { name: row.taxerName, kind: t(lookupKey(robotJobKind, row.kind)) })} onPress={() => void act(row, action)}>
                {t(`actions.${action}`)}
              </Button>
            ))}
          </ActionGroup>
        ),
      },
    ];
  }, [t, confirm, cancel, resume, message, query]);

  const summary = counts ? jobStates.map((s) => t('summaryItem', { label: t(lookupKey(robotTaskState, s)), count: counts[String(s)] ?? 0 })).join(t('summarySeparator')) : null;

  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Button variant="primary" onPress={() => setScheduling(true)}>
          {t('schedule.open')}
        </Button>
      }
    >
      <Panel title={t('filters')}>
        <form
          aria-label={t('filters')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <FilterBar
            aria-label={t('filters')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('search')}
                </Button>
                <Button
                  onPress={() => {
                    const reset = { kind: '', state: '', kw: '' };
                    setDraft(reset);
                    apply(reset);
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <Select label={t('kind')} value={draft.kind || ALL} onChange={(key) => setDraft((d) => ({ ...d, kind: key === ALL ? '' : String(key) }))}>
              {[ALL, ...robotJobKinds].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('all') : t(lookupKey(robotJobKind, code))}
                </SelectItem>
              ))}
            </Select>
            <Select label={t('state')} value={draft.state || ALL} onChange={(key) => setDraft((d) => ({ ...d, state: key === ALL ? '' : String(key) }))}>
              {[ALL, ...jobStates.map(String)].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('all') : t(lookupKey(robotTaskState, code))}
                </SelectItem>
              ))}
            </Select>
            <TextField label={t('keyword')} placeholder={t('keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('results')} extra={summary ? <Count>{summary}</Count> : undefined}>
        <Hint>{t('hint')}</Hint>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('loading')} />
        ) : query.isError ? (
          <Empty
            title={t('loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <Table aria-label={t('results')} columns={columns} rows={rows} rowKey="id" maxHeight={560} emptyContent={<Empty title={t('empty')} />} />
        )}
      </Panel>
      <LoginFixDialogs fix={fix} onClose={() => setFix(null)} onChanged={() => void query.refetch()} />
      <ScheduleJobsDialog
        isOpen={scheduling}
        onClose={() => setScheduling(false)}
        onScheduled={(count) => {
          setScheduling(false);
          message.success(t('schedule.done', { count }));
          void query.refetch();
        }}
      />
    </PageFrame>
  );
}
