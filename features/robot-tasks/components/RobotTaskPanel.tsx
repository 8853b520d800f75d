import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import {
  Button,
  DownloadButton,
  Empty,
  Icon,
  Pagination,
  Popover,
  ProgressDialog,
  Radio,
  RadioGroup,
  space,
  Tab,
  Table,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  vars,
  type TableColumn,
} from '../../../design-system';
import { selectRoleType } from '../../../platform/session';
import { lookupEntry, robotTaskState } from '../../lookups';
import { useGetRobotTaskStatusQuery, useGetStorageStatQuery, type DraftStatRow, type RobotTaskRow } from '../api';
import { useRobotExport, type RobotExportState } from '../hooks/useRobotExport';
import {
  dayRange,
  EXPORT_CLOSE_SECONDS,
  panelRadio,
  STORAGE_PAGE_SIZE,
  TASK_PAGE_SIZE,
  taskEstimate,
  taskStateText,
  type PanelDay,
  type PanelTab,
} from '../rules/panel';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  width: 760px;
  max-width: 100%;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

const Summary = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;

function useTaskColumns(): TableColumn<RobotTaskRow>[] {
  const { t } = useTranslation(['robotTasks', 'lookups']);
  return useMemo(
    () => [
      {
        key: 'taxerName',
        title: t('columns.taxerName'),
        ellipsis: true,
        minWidth: 140,
      },
      { key: 'diskId', title: t('columns.diskId'), width: 124 },
      { key: 'count', title: t('columns.count'), width: 56, align: 'end' },
      { key: 'success', title: t('columns.success'), width: 56, align: 'end' },
      { key: 'wait', title: t('columns.wait'), width: 56, align: 'end' },
      { key: 'fail', title: t('columns.fail'), width: 56, align: 'end' },
      {
        key: 'state',
        title: t('columns.state'),
        width: 100,
        render: (row) => {
          const text = taskStateText(row.state, row.stateStr);
          return <Tag tone={lookupEntry(robotTaskState, row.state)?.tone ?? 'neutral'}>{'key' in text ? t(text.key) : text.text}</Tag>;
        },
      },
      {
        key: 'finishEstimate',
        title: t('columns.estimate'),
        width: 140,
        ellipsis: true,
        render: (row) => {
          const estimate = taskEstimate(row.finishEstimate);
          return estimate ? t(estimate.key, estimate.params) : t('estimateNone');
        },
      },
    ],
    [t],
  );
}

function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('robotTasks');
  return (
    <Empty
      size="compact"
      title={title}
      action={
        <Button size="sm" onPress={onRetry}>
          {t('ds:action.retry')}
        </Button>
      }
    />
  );
}

/** radio 3: the day's tasks, one page of 99999 rows (spec 01 §9), with the day's totals. */
function WholeTasks({ day, now, exporter }: { day: PanelDay; now: Date; exporter: RobotExportState }) {
  const { t } = useTranslation('robotTasks');
  const range = dayRange(day, now);
  const tasks = useGetRobotTaskStatusQuery({
    page: 1,
    pageSize: TASK_PAGE_SIZE,
    ...range,
  });
  const data = tasks.data?.data;
  const columns = useTaskColumns();
  return (
    <>
      <Toolbar>
        <Summary>
          {data
            ? t('summary', {
                count: data.count,
                success: data.success,
                wait: data.wait,
                fail: data.fail,
              })
            : null}
        </Summary>
        <ExportButton exporter={exporter} disabled={!data?.list.length} onStart={() => void exporter.start({ radio: panelRadio.whole, ...range })} />
      </Toolbar>
      <Table
        aria-label={t('tabs.whole')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => `${row.diskId}-${row.taxerId}`}
        isLoading={tasks.isFetching}
        maxHeight={41 + 40 * 7}
        emptyContent={tasks.isError ? <LoadFailed title={t('loadFailed')} onRetry={() => void tasks.refetch()} /> : undefined}
      />
    </>
  );
}

/** radio 6: drafts held per disk, paged (20 by default, spec 01 §9). */
function StorageStats({ exporter }: { exporter: RobotExportState }) {
  const { t } = useTranslation('robotTasks');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(STORAGE_PAGE_SIZE);
  const stats = useGetStorageStatQuery({ page, pageSize });
  const data = stats.data?.data;
  const columns = useMemo<TableColumn<DraftStatRow>[]>(
    () => [
      {
        key: 'taxerName',
        title: t('columns.taxerName'),
        ellipsis: true,
        minWidth: 240,
      },
      { key: 'diskId', title: t('columns.diskId'), width: 160 },
      { key: 'count', title: t('columns.drafts'), width: 120, align: 'end' },
    ],
    [t],
  );
  return (
    <>
      <Toolbar>
        <Summary>{data ? t('storageSummary', { count: data.total }) : null}</Summary>
        <ExportButton exporter={exporter} disabled={!data?.total} onStart={() => void exporter.start({ radio: panelRadio.storage })} />
      </Toolbar>
      <Table
        aria-label={t('tabs.storage')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey="diskId"
        isLoading={stats.isFetching}
        maxHeight={41 + 40 * 7}
        emptyContent={stats.isError ? <LoadFailed title={t('storageLoadFailed')} onRetry={() => void stats.refetch()} /> : undefined}
      />
      <Pagination
        total={data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        showQuickJumper={false}
        onChange={(nextPage, nextSize) => {
          setPage(nextSize === pageSize ? nextPage : 1);
          setPageSize(nextSize);
        }}
      />
    </>
  );
}

/** 导出, or, while an export runs hidden, the way back to its progress. */
function ExportButton({ exporter, disabled, onStart }: { exporter: RobotExportState; disabled: boolean; onStart: () => void }) {
  const { t } = useTranslation('robotTasks');
  if (exporter.job && !exporter.isOpen) {
    return (
      <Button size="sm" icon={<Icon name="clock" size={14} />} onPress={exporter.show}>
        {t('export.show')}
      </Button>
    );
  }
  return (
    <Button size="sm" icon={<Icon name="download" size={14} />} isDisabled={disabled} isLoading={exporter.isStarting} onPress={onStart}>
      {t('export.start')}
    </Button>
  );
}

/** The export's progress dialog (spec 01 §2): hide/complete, interrupt, a countdown once done, 导出失败 in red. */
function ExportProgress({ exporter }: { exporter: RobotExportState }) {
  const { t } = useTranslation('robotTasks');
  const { job, request } = exporter;
  const [closesAt, setClosesAt] = useState<{
    id: string;
    endsAt: number;
  } | null>(null);
  if (!job || !request) return null;
  const status = exporter.lostContact ? 'failure' : job.state === 'running' ? 'running' : job.state;
  if (status === 'success' && closesAt?.id !== job.id)
    setClosesAt({
      id: job.id,
      endsAt: Date.now() + EXPORT_CLOSE_SECONDS * 1000,
    });
  const title = request.radio === panelRadio.storage ? t('export.storageTitle') : t('export.tasksTitle', { date: request.qsrq ?? '' });
  const message =
    status === 'success' ? (
      <>
        {exporter.file ? t('export.saved', { name: exporter.file.name }) : t('export.saving')}{' '}
        <DownloadButton size="sm" variant="text" fetchFile={exporter.download}>
          {t('export.again')}
        </DownloadButton>
      </>
    ) : (
      t('export.running')
    );
  return (
    <ProgressDialog
      isOpen={exporter.isOpen}
      title={title}
      message={message}
      current={job.current}
      total={job.total}
      status={status}
      errorDetail={exporter.lostContact ? t('export.lostContact') : job.message}
      countdown={status === 'success' && closesAt?.id === job.id ? { endsAt: closesAt.endsAt } : undefined}
      onCountdownEnd={exporter.complete}
      onHide={exporter.hide}
      onComplete={exporter.complete}
      onInterrupt={exporter.interrupt}
    />
  );
}

export interface RobotTaskPanelProps {
  /** The clock the day toggle counts from. @default now */
  now?: Date;
  /** Opens the panel at first (stories). @default false */
  defaultOpen?: boolean;
}

/**
 * The agency header's robot-task dropdown (spec 01 §2, §4, §9): a today/yesterday toggle, the whole (radio 3, the
 * day's tasks with their states and completion estimates) and storage (radio 6, drafts per disk, paged) tabs, and
 * an export followed in the progress dialog. It closes on an outside click or Escape, and shows for role 3 only.
 */
export function RobotTaskPanel({ now, defaultOpen = false }: RobotTaskPanelProps) {
  const roleType = useSelector(selectRoleType);
  if (roleType !== 3) return null;
  return <Panel now={now} defaultOpen={defaultOpen} />;
}

function Panel({ now, defaultOpen }: { now?: Date; defaultOpen: boolean }) {
  const { t } = useTranslation('robotTasks');
  const [day, setDay] = useState<PanelDay>('today');
  const [tab, setTab] = useState<PanelTab>('whole');
  const exporter = useRobotExport();
  const clock = useMemo(() => now ?? new Date(), [now]);
  const [open, setOpen] = useState(defaultOpen);
  // The progress dialog takes over from the panel: an export closes it (a hidden export is reopened from it).
  const exporting = {
    ...exporter,
    start: async (request: Parameters<typeof exporter.start>[0]) => {
      await exporter.start(request);
      setOpen(false);
    },
    show: () => {
      setOpen(false);
      exporter.show();
    },
  };
  return (
    <>
      <Popover
        title={t('title')}
        placement="bottom end"
        size="wide"
        isOpen={open}
        onOpenChange={setOpen}
        content={
          <Body>
            <RadioGroup aria-label={t('day.label')} variant="button" size="sm" value={day} onChange={(v) => setDay(v as PanelDay)}>
              <Radio value="today">{t('day.today')}</Radio>
              <Radio value="yesterday">{t('day.yesterday')}</Radio>
            </RadioGroup>
            <Tabs size="sm" selectedKey={tab} onSelectionChange={(key) => setTab(key as PanelTab)}>
              <TabList aria-label={t('tabs.label')}>
                <Tab id="whole">{t('tabs.whole')}</Tab>
                <Tab id="storage">{t('tabs.storage')}</Tab>
              </TabList>
              <TabPanel id="whole">
                <WholeTasks day={day} now={clock} exporter={exporting} />
              </TabPanel>
              <TabPanel id="storage">
                <StorageStats exporter={exporting} />
              </TabPanel>
            </Tabs>
          </Body>
        }
      >
        <Button icon={<Icon name="settings" />}>{t('trigger')}</Button>
      </Popover>
      <ExportProgress exporter={exporter} />
    </>
  );
}
