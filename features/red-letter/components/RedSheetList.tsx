import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  DateRangeField,
  Empty,
  FilterBar,
  FilterBarWide,
  formatDateTime,
  formatMoney,
  PageFrame,
  Pagination,
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
import { areaPrefixes, type PortalRoute } from '../../../platform/routing';
import { selectDiskId } from '../../../platform/session';
import { errorText } from '../../../platform/api/errorText';
import { useAddressSearch } from '../../../platform/routing';
import { invoiceType, lookupEntry, lookupKey, redReason, redSheetDirection, redSheetStatus } from '../../lookups';
import { useConfirmRedSheetMutation, useGetRedSheetListQuery, useRevokeRedSheetMutation, type RedSheet } from '../api';
import { parseSheetFilters, sheetFilterKeys, sheetQuery, sheetSearch, type SheetFilters } from '../rules/listFilters';
import { canConfirm, canIssueRed, canRevoke, redIssuePath } from '../rules/sheets';
import { RedSheetDialog } from './RedSheetDialog';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

const ALL = 'all';
const PAGE_SIZES = [20, 50, 100] as const;
/** The 'issue a red invoice' list reads this many sheets and keeps those a red invoice can come from. */
const ISSUABLE_WINDOW = 500;

const digitalCodes = ['01', '02', '03', '04', '05', '06', '07', '08'];
const paperCodes = ['10', '11', '12'];

/** What a red-letter route shows: paper sheets, digital sheets, or the sheets a red invoice may be issued from. */
export type RedSheetListMode = 'paper' | 'digital' | 'issue';

export function modeOfRoute(route: Pick<PortalRoute, 'path'>): RedSheetListMode {
  if (route.path.endsWith('/gulesInvoice')) return 'issue';
  return route.path.includes('/fullpower/') ? 'digital' : 'paper';
}

export interface RedSheetListProps {
  route: PortalRoute;
}

/**
 * Red-letter sheets (spec 01 §2): the information sheets of special invoices (gulesList), the confirmation sheets of
 * fully-digital invoices (fullpower/gulesList), and the sheets a red invoice may be issued from (gulesInvoice). Filters
 * live in the address; a sheet the buyer entered is confirmed or refused here, one's own revoked while pending, and an
 * approved or confirmed one leads to the issuing form for its red invoice.
 */
export function RedSheetList({ route }: RedSheetListProps) {
  const { t } = useTranslation(['redLetter', 'lookups', 'routeTitles', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const navigate = useNavigate();
  const mode = modeOfRoute(route);
  const [searchParams, setSearchParams] = useAddressSearch();
  const search = searchParams.toString();
  const applied = useMemo(() => parseSheetFilters(new URLSearchParams(search)), [search]);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const memberDisk = useSelector(selectDiskId);
  const diskId = route.area === 'member' ? memberDisk : null;
  const query = useGetRedSheetListQuery(
    mode === 'issue'
      ? sheetQuery(applied, null, diskId, 1, ISSUABLE_WINDOW)
      : sheetQuery(applied, mode, diskId, paging.page, paging.pageSize),
    // Sheets change on the server (review, the buyer, an apply just made): each visit asks again.
    { refetchOnMountOrArgChange: true },
  );
  const [confirmSheet] = useConfirmRedSheetMutation();
  const [revokeSheet] = useRevokeRedSheetMutation();
  const [viewing, setViewing] = useState<RedSheet | null>(null);

  const rows = useMemo(() => {
    const list = query.data?.data.list ?? [];
    return mode === 'issue' ? list.filter(canIssueRed) : list;
  }, [query.data, mode]);
  const total = mode === 'issue' ? rows.length : (query.data?.data.pages.items ?? 0);

  const apply = (filters: SheetFilters) => {
    const next = new URLSearchParams(sheetSearch(filters));
    for (const [key, value] of searchParams) if (!sheetFilterKeys.includes(key)) next.set(key, value);
    setPaging((p) => ({ ...p, page: 1 }));
    // Searching again with the same filters asks the server again (a sheet may have been answered meanwhile).
    if (next.toString() === search && paging.page === 1) void query.refetch();
    else setSearchParams(next);
  };

  const statusCodes = mode === 'digital' ? digitalCodes : mode === 'paper' ? paperCodes : [];
  // gules takes either kind of blue invoice (the sheet's kind follows it); every area that lists sheets has it.
  const applyPath = `${areaPrefixes[route.area]}/gules`;

  const columns = useMemo<TableColumn<RedSheet>[]>(() => {
    const answer = async (sheet: RedSheet, agree: boolean) => {
      const words = agree ? { title: 'actions.confirmTitle', content: 'actions.confirmContent', done: 'actions.confirmed' } : { title: 'actions.refuseTitle', content: 'actions.refuseContent', done: 'actions.refused' };
      if (!(await confirm({ title: t(words.title), content: t(words.content, { sheetNo: sheet.sheetNo }) }))) return;
      const result = await confirmSheet({ id: sheet.id, body: { agree } });
      if (!('error' in result)) message.success(t(words.done));
      void query.refetch();
    };
    const revoke = async (sheet: RedSheet) => {
      if (!(await confirm({ title: t('actions.revokeTitle'), content: t('actions.revokeContent', { sheetNo: sheet.sheetNo }) }))) return;
      const result = await revokeSheet({ id: sheet.id });
      if (!('error' in result)) message.success(t('actions.revoked'));
      void query.refetch();
    };
    return [
      { key: 'sheetNo', title: t('columns.sheetNo'), width: 200 },
      { key: 'direction', title: t('columns.direction'), width: 110, render: (row) => t(lookupKey(redSheetDirection, row.direction)) },
      { key: 'gfmc', title: t('columns.buyer'), ellipsis: true, minWidth: 160 },
      { key: 'blueInvoiceNumber', title: t('columns.blueInvoice'), width: 190 },
      { key: 'fplxdm', title: t('columns.type'), width: 170, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      { key: 'reason', title: t('columns.reason'), width: 100, render: (row) => t(lookupKey(redReason, row.reason)) },
      { key: 'totalAmount', title: t('columns.total'), width: 130, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      {
        key: 'status',
        title: t('columns.status'),
        width: 180,
        ellipsis: true,
        render: (row) => <Tag tone={lookupEntry(redSheetStatus, row.status)?.tone ?? 'neutral'}>{t(lookupKey(redSheetStatus, row.status))}</Tag>,
      },
      { key: 'createTime', title: t('columns.createTime'), width: 160, render: (row) => formatDateTime(row.createTime) },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 230,
        render: (row) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('actions.viewOf', { sheetNo: row.sheetNo })} onPress={() => setViewing(row)}>
              {t('actions.view')}
            </Button>
            {canConfirm(row) && (
              <>
                <Button size="sm" variant="text" aria-label={t('actions.confirmOf', { sheetNo: row.sheetNo })} onPress={() => void answer(row, true)}>
                  {t('actions.confirm')}
                </Button>
                <Button size="sm" variant="text" aria-label={t('actions.refuseOf', { sheetNo: row.sheetNo })} onPress={() => void answer(row, false)}>
                  {t('actions.refuse')}
                </Button>
              </>
            )}
            {canRevoke(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.revokeOf', { sheetNo: row.sheetNo })} onPress={() => void revoke(row)}>
                {t('actions.revoke')}
              </Button>
            )}
            {canIssueRed(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.issueRedOf', { sheetNo: row.sheetNo })} onPress={() => void navigate(redIssuePath(route.area, row))}>
                {t('actions.issueRed')}
              </Button>
            )}
          </ActionGroup>
        ),
      },
    ];
  }, [t, confirm, confirmSheet, revokeSheet, message, query, navigate, route.area]);

  const resultsTitle = mode === 'digital' ? t('list.resultsDigital') : mode === 'issue' ? t('list.resultsIssue') : t('list.results');
  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        mode === 'issue' ? undefined : (
          <Button variant="primary" onPress={() => void navigate(applyPath)}>
            {mode === 'digital' ? t('list.applyDigital') : t('list.apply')}
          </Button>
        )
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
                <Button onPress={() => apply(parseSheetFilters(new URLSearchParams()))}>{t('list.reset')}</Button>
              </>
            }
          >
            {statusCodes.length > 0 && (
              <Select label={t('list.status')} value={draft.status || ALL} onChange={(key) => setDraft((d) => ({ ...d, status: key === ALL ? '' : String(key) }))}>
                {[ALL, ...statusCodes].map((code) => (
                  <SelectItem key={code} id={code}>
                    {code === ALL ? t('list.all') : t(lookupKey(redSheetStatus, code))}
                  </SelectItem>
                ))}
              </Select>
            )}
            <Select
              label={t('list.direction')}
              value={draft.direction || ALL}
              onChange={(key) => setDraft((d) => ({ ...d, direction: key === 'sent' || key === 'received' ? key : '' }))}
            >
              {[ALL, 'sent', 'received'].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('list.all') : t(lookupKey(redSheetDirection, code))}
                </SelectItem>
              ))}
            </Select>
            <FilterBarWide>
              <DateRangeField
                label={t('list.period')}
                calendarLabel={t('list.calendar')}
                value={draft.qsrq && draft.zzrq ? { start: draft.qsrq, end: draft.zzrq } : null}
                onChange={(range) => setDraft((d) => ({ ...d, qsrq: range?.start ?? '', zzrq: range?.end ?? '' }))}
              />
            </FilterBarWide>
            <TextField label={t('list.keyword')} placeholder={t('list.keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={resultsTitle} extra={query.isSuccess ? <Count>{t('list.count', { count: total })}</Count> : undefined}>
        {mode === 'issue' && <Hint>{t('list.issueHint')}</Hint>}
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
            <Table aria-label={resultsTitle} columns={columns} rows={rows} rowKey="id" isLoading={query.isFetching} maxHeight={560} emptyContent={<Empty title={t('list.empty')} />} />
            {mode !== 'issue' && (
              <Footer>
                <Pagination
                  total={total}
                  page={paging.page}
                  pageSize={paging.pageSize}
                  pageSizeOptions={PAGE_SIZES}
                  onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
                />
              </Footer>
            )}
          </>
        )}
      </Panel>
      {viewing && <RedSheetDialog sheet={viewing} onClose={() => setViewing(null)} />}
    </PageFrame>
  );
}
