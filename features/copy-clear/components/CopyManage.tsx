import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
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
  Tab,
  Table,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  TextField,
  useConfirm,
  vars,
  type TableColumn,
  type TableKey,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { copyReportStatus, lookupCodes, lookupEntry, lookupKey } from '../../lookups';
import { useGetCopyTerminalListQuery, type CopyAction, type CopyStatus, type CopyTerminal } from '../api';
import { useCopyRun } from '../hooks/useCopyRun';
import { actionsOf, modeOfRoute, modeSetup, type CopyMode } from '../rules/status';
import { CopyRunPanel } from './CopyRunPanel';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;
const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
`;
const Last = styled.span<{ $ok: boolean }>`
  color: ${(p) => (p.$ok ? vars.colorTextSecondary : vars.colorDangerText)};
`;

/** The tab's panels one under the other, spaced as the page frame spaces them. */
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const ALL = 'all';
const statusCodes = lookupCodes(copyReportStatus) as CopyStatus[];

/** The areas that offer 抄报清卡 in one go (spec 01 §2: copyclearcard is in the agency's route list only). */
const modesOf = (area: PortalRoute['area']): CopyMode[] => (area === 'account' ? ['copyManage', 'clearcard', 'copyclearcard'] : ['copyManage', 'clearcard']);

export interface CopyManageProps {
  route: PortalRoute;
}

/**
 * 抄报管理 of agencies and providers (spec 01 §2 copyManage, clearcard, copyclearcard; §4 copy/report status): every
 * tax-control terminal served with its period and status; 抄报, 清卡 or both over one terminal or hundreds, each
 * terminal's result with the server's words, the failed ones retried. The tabs are the three pages; filters live in
 * the address; the list is virtualised (10,000 rows).
 */
export function CopyManage({ route }: CopyManageProps) {
  const { t } = useTranslation(['copyClear', 'lookups', 'routeTitles', 'errors']);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const mode = modeOfRoute(route.id);
  const setup = modeSetup[mode];
  const [searchParams, setSearchParams] = useAddressSearch();
  const applied = { cbzt: searchParams.has('cbzt') ? (searchParams.get('cbzt') ?? '') : setup.cbzt, kw: searchParams.get('kw') ?? '' };
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(`${route.id}?${searchParams.toString()}`);
  if (seen !== `${route.id}?${searchParams.toString()}`) {
    setSeen(`${route.id}?${searchParams.toString()}`);
    setDraft(applied);
  }
  const cbzt = statusCodes.includes(applied.cbzt as CopyStatus) ? (applied.cbzt as CopyStatus) : undefined;
  const query = useGetCopyTerminalListQuery({ ...(cbzt ? { cbzt } : {}), ...(applied.kw.trim() ? { kw: applied.kw.trim() } : {}), page: 1, pageSize: 99999 }, { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const counts = query.data?.data.counts;
  const [selected, setSelected] = useState<Set<TableKey>>(new Set());
  const runner = useCopyRun(t);
  const running = runner.run?.running ?? false;

  const apply = (filters: { cbzt: string; kw: string }) => {
    const next = new URLSearchParams();
    for (const [key, value] of searchParams) if (key !== 'cbzt' && key !== 'kw') next.set(key, value);
    if (filters.cbzt !== setup.cbzt) next.set('cbzt', filters.cbzt);
    if (filters.kw.trim()) next.set('kw', filters.kw.trim());
    setSelected(new Set());
    if (next.toString() === searchParams.toString()) void query.refetch();
    else setSearchParams(next);
  };

  const runOver = useCallback(
    async (action: CopyAction, terminals: readonly CopyTerminal[]) => {
      if (!terminals.length || running) return;
      const single = terminals.length === 1 ? terminals[0] : undefined;
      const ok = await confirm({
        title: t(`actions.${action}`),
        content: single ? t(`confirm.${action}One`, { name: single.taxerName, diskId: single.diskId }) : t(`confirm.${action}Many`, { count: terminals.length }),
      });
      if (!ok) return;
      await runner.start(action, terminals);
      setSelected(new Set());
      void query.refetch();
    },
    [confirm, t, runner, running, query],
  );

  const chosen = useMemo(() => rows.filter((r) => selected.has(r.diskId)), [rows, selected]);
  const detailPath = useCallback((diskId: string) => `${route.path.replace(/[^/]+$/, 'copyDetail')}?disk=${encodeURIComponent(diskId)}`, [route.path]);

  const columns = useMemo<TableColumn<CopyTerminal>[]>(
    () => [
      { key: 'taxerName', title: t('columns.taxerName'), ellipsis: true, minWidth: 180 },
      { key: 'taxerId', title: t('columns.taxerId'), width: 180 },
      { key: 'diskId', title: t('columns.diskId'), width: 130 },
      { key: 'period', title: t('columns.period'), width: 90 },
      {
        key: 'cbzt',
        title: t('columns.status'),
        width: 150,
        render: (row) => <Tag tone={lookupEntry(copyReportStatus, row.cbzt)?.tone ?? 'neutral'}>{t(lookupKey(copyReportStatus, row.cbzt))}</Tag>,
      },
      {
        key: 'last',
        title: t('columns.last'),
        minWidth: 200,
        ellipsis: true,
        render: (row) =>
          row.last ? (
            <Last $ok={row.last.ok}>
              {t(`actions.${row.last.action}`)}
              {t('colon')}
              {row.last.msg}
            </Last>
          ) : null,
      },
      { key: 'copyTime', title: t('columns.copyTime'), width: 150, render: (row) => (row.copyTime ? formatDateTime(row.copyTime) : '') },
      { key: 'clearTime', title: t('columns.clearTime'), width: 150, render: (row) => (row.clearTime ? formatDateTime(row.clearTime) : '') },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 190,
        render: (row) => (
          <ActionGroup>
            {actionsOf(row.cbzt)
              .filter((a) => setup.actions.includes(a))
              .map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant="text"
                  isDisabled={running}
                  aria-label={t(`actions.${action}Of`, { name: row.taxerName, diskId: row.diskId })}
                  onPress={() => void runOver(action, [row])}
                >
                  {t(`actions.${action}`)}
                </Button>
              ))}
            <Button size="sm" variant="text" aria-label={t('actions.detailOf', { name: row.taxerName, diskId: row.diskId })} onPress={() => void navigate(detailPath(row.diskId))}>
              {t('actions.detail')}
            </Button>
          </ActionGroup>
        ),
      },
    ],
    [t, setup, running, runOver, navigate, detailPath],
  );

  const modes = modesOf(route.area);
  const pathOf = (m: CopyMode) => route.path.replace(/[^/]+$/, m);
  const summary = counts ? statusCodes.map((code) => t('summaryItem', { label: t(lookupKey(copyReportStatus, code)), count: counts[code] })).join(t('summarySeparator')) : null;

  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <PageFrame title={t(route.titleKey)}>
        <Tabs selectedKey={mode}>
          <TabList aria-label={t('tabs')}>
            {modes.map((m) => (
              <Tab key={m} id={m} href={pathOf(m)}>
                {t(`routeTitles:title.${m}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel id={mode}>
            <Stack>
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
                            const reset = { cbzt: setup.cbzt, kw: '' };
                            setDraft(reset);
                            apply(reset);
                          }}
                        >
                          {t('reset')}
                        </Button>
                      </>
                    }
                  >
                    <Select label={t('status')} value={draft.cbzt || ALL} onChange={(key) => setDraft((d) => ({ ...d, cbzt: key === ALL ? '' : String(key) }))}>
                      {[ALL, ...statusCodes].map((code) => (
                        <SelectItem key={code} id={code}>
                          {code === ALL ? t('all') : t(lookupKey(copyReportStatus, code))}
                        </SelectItem>
                      ))}
                    </Select>
                    <TextField label={t('keyword')} placeholder={t('keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
                  </FilterBar>
                </form>
              </Panel>
              {runner.run && <CopyRunPanel runner={runner} />}
              <Panel title={t('results')} extra={summary ? <Count>{summary}</Count> : undefined}>
                <Hint>{t(`hint.${mode}`)}</Hint>
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
                  <>
                    <Bar>
                      <Count>{t('selected', { count: chosen.length, total: rows.length })}</Count>
                      {/* Every ticked terminal is sent: the server refuses the ones it cannot do, each in its own words. */}
                      {setup.actions.map((action) => (
                        <Button key={action} variant={action === setup.actions[0] ? 'primary' : 'default'} isDisabled={!chosen.length || running} onPress={() => void runOver(action, chosen)}>
                          {t('actions.batch', { action: t(`actions.${action}`), count: chosen.length })}
                        </Button>
                      ))}
                    </Bar>
                    <Table
                      aria-label={t('results')}
                      columns={columns}
                      rows={rows}
                      rowKey="diskId"
                      selectionMode="multiple"
                      selectedKeys={selected}
                      onSelectionChange={setSelected}
                      isLoading={query.isFetching}
                      maxHeight={560}
                      emptyContent={<Empty title={t('empty')} />}
                    />
                  </>
                )}
              </Panel>
            </Stack>
          </TabPanel>
        </Tabs>
      </PageFrame>
    </RouterProvider>
  );
}
