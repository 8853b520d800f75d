import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  Empty,
  FilterBar,
  formatDateTime,
  formatMoney,
  PageFrame,
  Pagination,
  Panel,
  ProgressBar,
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
  type TableKey,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { selectDiskId } from '../../../platform/session';
import { useAddressSearch } from '../../../platform/routing';
import { invoiceStatusFilter, invoiceType, lookupEntry, lookupKey } from '../../lookups';
import { useGetRepairListQuery, useKillRepairMutation, useQuickRepairMutation, useStartRepairMutation, type RepairItem } from '../api';
import { useRefetchOnRepairPush } from '../hooks/useRepairUpdates';
import { repairProblem, repairState, terminalInvoiceStatus } from '../rules/lookups';
import {
  canQuickRepair,
  canRepair,
  canStop,
  detailPath,
  parseRepairFilters,
  recordPath,
  REPAIR_POLL_MS,
  repairFilterKeys,
  repairSearch,
  scopeOfPath,
  type RepairFilters,
} from '../rules/repair';
import { RepairByNumberDialog } from './RepairByNumberDialog';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
`;
const Live = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;
const StateCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
  > [role='progressbar'] {
    flex: 1;
    min-width: 80px;
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

const ALL = 'all';
const PAGE_SIZES = [20, 50, 100] as const;
const STATES = ['0', '1', '2', '3', '4', '5'] as const;

export interface RepairListProps {
  route: PortalRoute;
}

/**
 * 发票修复 (spec 01 §2 newRepairList; fullpower/repair and fullpower/repairList for fully-digital invoices): the
 * invoices whose state on the terminal and on the platform disagree, with their latest repair task. A repair (one or
 * the selected ones) or a quick repair starts a task on the server; a queued or running one may be stopped; each
 * task's operation record is a page of its own. The list follows the server's pushes of each step and, while a task
 * runs, asks again every few seconds. The member sees its current terminal's invoices, agencies and providers all of theirs.
 */
export function RepairList({ route }: RepairListProps) {
  const { t } = useTranslation(['invoiceRepair', 'lookups', 'routeTitles', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const navigate = useNavigate();
  const scope = scopeOfPath(route.path);
  const [searchParams, setSearchParams] = useAddressSearch();
  const search = searchParams.toString();
  const applied = useMemo(() => parseRepairFilters(new URLSearchParams(search)), [search]);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const currentDisk = useSelector(selectDiskId);
  const diskId = route.area === 'member' ? currentDisk : null;
  const [following, setFollowing] = useState(false);
  const query = useGetRepairListQuery(
    {
      scope,
      ...(diskId ? { diskId } : {}),
      ...(applied.state ? { state: applied.state } : {}),
      ...(applied.kw ? { kw: applied.kw } : {}),
      page: paging.page,
      pageSize: paging.pageSize,
    },
    // Tasks move on on the server: each visit asks again, and while one runs the page asks every few seconds.
    { refetchOnMountOrArgChange: true, pollingInterval: following ? REPAIR_POLL_MS : 0 },
  );
  const active = query.data?.data.active ?? 0;
  if (following !== active > 0 && query.isSuccess) setFollowing(active > 0);
  useRefetchOnRepairPush(query.isFetching, () => void query.refetch());
  const [start] = useStartRepairMutation();
  const [quick] = useQuickRepairMutation();
  const [kill] = useKillRepairMutation();
  const [selected, setSelected] = useState<ReadonlySet<TableKey>>(new Set());
  const [byNumber, setByNumber] = useState(false);

  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const total = query.data?.data.pages.items ?? 0;
  const startable = rows.filter((r) => selected.has(r.id) && canRepair(r));

  const apply = (filters: RepairFilters) => {
    const next = new URLSearchParams(repairSearch(filters));
    for (const [key, value] of searchParams) if (!repairFilterKeys.includes(key)) next.set(key, value);
    setPaging((p) => ({ ...p, page: 1 }));
    if (next.toString() === search && paging.page === 1) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<RepairItem>[]>(() => {
    const run = async (row: RepairItem, how: 'full' | 'quick') => {
      const result = how === 'full' ? await start({ body: { ids: [row.id] } }) : await quick({ body: { repId: row.id } });
      if (!('error' in result)) message.success(t(how === 'full' ? 'actions.started' : 'actions.quickStarted'));
      void query.refetch();
    };
    const stop = async (row: RepairItem) => {
      if (!row.taskId || !(await confirm({ title: t('actions.stopTitle'), content: t('actions.stopContent', { number: row.fphm }) }))) return;
      const result = await kill({ taskId: row.taskId });
      if (!('error' in result)) message.success(t('actions.stopped'));
      void query.refetch();
    };
    return [
      ...(route.area === 'member' ? [] : [{ key: 'taxerName', title: t('columns.seller'), ellipsis: true, minWidth: 180 } satisfies TableColumn<RepairItem>]),
      { key: 'diskId', title: t('columns.diskId'), width: 130 },
      { key: 'fplxdm', title: t('columns.type'), width: 170, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      ...(scope === 'paper' ? [{ key: 'fpdm', title: t('columns.code'), width: 130 } satisfies TableColumn<RepairItem>] : []),
      { key: 'fphm', title: t('columns.number'), width: scope === 'paper' ? 110 : 200 },
      { key: 'gfmc', title: t('columns.buyer'), ellipsis: true, minWidth: 160 },
      { key: 'totalAmount', title: t('columns.total'), width: 120, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      { key: 'issueTime', title: t('columns.issueTime'), width: 150, render: (row) => formatDateTime(row.issueTime) },
      { key: 'problem', title: t('columns.problem'), width: 200, ellipsis: true, render: (row) => t(lookupKey(repairProblem, row.problem)) },
      {
        key: 'platformFpzt',
        title: t('columns.platform'),
        width: 100,
        render: (row) => (row.platformFpzt === undefined ? t('platformNone') : t(lookupKey(invoiceStatusFilter, row.platformFpzt))),
      },
      { key: 'terminalStatus', title: t('columns.terminal'), width: 90, render: (row) => t(lookupKey(terminalInvoiceStatus, row.terminalStatus)) },
      {
        key: 'state',
        title: t('columns.state'),
        width: 190,
        render: (row) => (
          <StateCell title={row.message}>
            <Tag tone={lookupEntry(repairState, row.state)?.tone ?? 'neutral'}>{t(lookupKey(repairState, row.state))}</Tag>
            {row.state === '2' && <ProgressBar size="sm" value={row.progress} aria-label={t('progressOf', { number: row.fphm })} />}
          </StateCell>
        ),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 260,
        render: (row) => (
          <ActionGroup>
            {canRepair(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.repairOf', { number: row.fphm })} onPress={() => void run(row, 'full')}>
                {t('actions.repair')}
              </Button>
            )}
            {canQuickRepair(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.quickOf', { number: row.fphm })} onPress={() => void run(row, 'quick')}>
                {t('actions.quick')}
              </Button>
            )}
            {canStop(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.stopOf', { number: row.fphm })} onPress={() => void stop(row)}>
                {t('actions.stop')}
              </Button>
            )}
            {row.taskId && (
              <Button size="sm" variant="text" aria-label={t('actions.recordOf', { number: row.fphm })} onPress={() => void navigate(recordPath(route.area, row.id, row.taskId ?? ''))}>
                {t('actions.record')}
              </Button>
            )}
            <Button size="sm" variant="text" aria-label={t('actions.detailsOf', { number: row.fphm })} onPress={() => void navigate(detailPath(route.area, row))}>
              {t('actions.details')}
            </Button>
          </ActionGroup>
        ),
      },
    ];
  }, [t, route.area, scope, start, quick, kill, confirm, message, query, navigate]);

  const startSelected = async () => {
    const result = await start({ body: { ids: startable.map((r) => r.id) } });
    if (!('error' in result)) {
      message.success(t('actions.batchStarted', { count: result.data.data?.list.length ?? 0 }));
      setSelected(new Set());
    }
    void query.refetch();
  };

  const resultsTitle = scope === 'digital' ? t('list.resultsDigital') : t('list.results');
  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Button isDisabled={!currentDisk} onPress={() => setByNumber(true)}>
          {t('list.byNumber')}
        </Button>
      }
    >
      <Panel title={t('list.filters')}>
        <form
          aria-label={t('list.filters')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <FilterBar
            aria-label={t('list.filters')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('list.search')}
                </Button>
                <Button onPress={() => apply(parseRepairFilters(new URLSearchParams()))}>{t('list.reset')}</Button>
              </>
            }
          >
            <Select label={t('list.state')} value={draft.state || ALL} onChange={(key) => setDraft((d) => ({ ...d, state: key === ALL ? '' : (String(key) as RepairFilters['state']) }))}>
              {[ALL, ...STATES].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('list.all') : t(lookupKey(repairState, code))}
                </SelectItem>
              ))}
            </Select>
            <TextField label={t('list.keyword')} placeholder={t('list.keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={resultsTitle} extra={query.isSuccess ? <Count>{t('list.count', { count: total })}</Count> : undefined}>
        <Hint>{t('list.hint')}</Hint>
        <Bar>
          <Button variant="primary" isDisabled={startable.length === 0} onPress={() => void startSelected()}>
            {t('list.batchRepair')}
          </Button>
          {selected.size > 0 && <Count>{t('list.selected', { count: selected.size })}</Count>}
          <Live role="status">{active > 0 ? t('list.following', { count: active }) : ''}</Live>
        </Bar>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('list.loading')} />
        ) : query.isError ? (
          <Empty
            title={t('list.loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('list.retry')}
              </Button>
            }
          />
        ) : (
          <>
            <Table
              aria-label={resultsTitle}
              columns={columns}
              rows={rows}
              rowKey="id"
              selectionMode="multiple"
              selectedKeys={selected}
              onSelectionChange={setSelected}
              maxHeight={560}
              emptyContent={<Empty title={t('list.empty')} />}
            />
            <Footer>
              <Pagination
                total={total}
                page={paging.page}
                pageSize={paging.pageSize}
                pageSizeOptions={PAGE_SIZES}
                onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
              />
            </Footer>
          </>
        )}
      </Panel>
      {currentDisk && (
        <RepairByNumberDialog
          isOpen={byNumber}
          onOpenChange={setByNumber}
          diskId={currentDisk}
          digital={scope === 'digital'}
          onStarted={() => void query.refetch()}
        />
      )}
    </PageFrame>
  );
}
