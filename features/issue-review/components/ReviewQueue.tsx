import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
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
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { auditState, invoiceType, lookupEntry, lookupKey } from '../../lookups';
import { useGetReviewListQuery, type ReviewItem } from '../api';
import { ALL_STATES, canDecide, parseReviewFilters, reviewDetailsPath, reviewFilterKeys, reviewQuery, reviewSearch, reviewStates, sourceKey, type ReviewFilters } from '../rules/queue';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;
const Reason = styled.span`
  color: ${vars.colorDangerText};
`;

const PAGE_SIZES = [20, 50, 100] as const;
/** Invoice types a submission may be of (the issuing form's). */
const typeCodes = ['004', '007', '025', '026', '028', '81', '82', '85', '86'];

export interface ReviewQueueProps {
  route: PortalRoute;
}

/**
 * 开票审核 (spec 01 §2 recording; spec 02 §3.1 audit states): the invoices submitted for review, in review first. Filters
 * live in the address; a row opens the submission, drawn as it will print, to pass or fail it.
 */
export function ReviewQueue({ route }: ReviewQueueProps) {
  const { t } = useTranslation(['review', 'lookups', 'routeTitles', 'errors']);
  const navigate = useNavigate();
  const here = useLocation();
  const [searchParams, setSearchParams] = useAddressSearch();
  const search = searchParams.toString();
  // Keyed by the filters alone: another parameter arriving later (the shell adds ?diskId=) keeps what the user is typing.
  const filterKey = new URLSearchParams(reviewSearch(parseReviewFilters(searchParams))).toString();
  const applied = useMemo(() => parseReviewFilters(new URLSearchParams(filterKey)), [filterKey]);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  // Submissions change elsewhere (a colleague's review, a new submission): each visit asks again.
  const query = useGetReviewListQuery(reviewQuery(applied, paging.page, paging.pageSize), { refetchOnMountOrArgChange: true });
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.pages.items ?? 0;
  const counts = query.data?.data.counts;

  const apply = (filters: ReviewFilters) => {
    const next = new URLSearchParams(reviewSearch(filters));
    for (const [key, value] of searchParams) if (!reviewFilterKeys.includes(key)) next.set(key, value);
    setPaging((p) => ({ ...p, page: 1 }));
    if (next.toString() === search && paging.page === 1) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<ReviewItem>[]>(() => {
    const open = (row: ReviewItem) => void navigate(reviewDetailsPath(route.area, row.applyId), { state: { queue: `${here.pathname}${here.search}` } });
    return [
      { key: 'applyId', title: t('columns.applyId'), width: 110 },
      { key: 'submitTime', title: t('columns.submitTime'), width: 150, render: (row) => formatDateTime(row.submitTime) },
      { key: 'gfmc', title: t('columns.buyer'), minWidth: 160, ellipsis: true },
      { key: 'fplxdm', title: t('columns.type'), width: 160, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      { key: 'totalAmount', title: t('columns.total'), width: 120, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      { key: 'xfmc', title: t('columns.seller'), minWidth: 140, ellipsis: true },
      { key: 'submitter', title: t('columns.submitter'), width: 110, ellipsis: true, render: (row) => (row.mine ? t('columns.me', { name: row.submitter }) : row.submitter) },
      { key: 'ywcj', title: t('columns.source'), width: 100, render: (row) => t(sourceKey(row.ywcj)) },
      {
        key: 'auditState',
        title: t('columns.state'),
        width: 110,
        render: (row) => <Tag tone={lookupEntry(auditState, row.auditState)?.tone ?? 'neutral'}>{t(lookupKey(auditState, row.auditState))}</Tag>,
      },
      {
        key: 'outcome',
        title: t('columns.outcome'),
        minWidth: 160,
        ellipsis: true,
        render: (row) =>
          row.auditState === 111 ? <Reason>{row.reason ?? ''}</Reason> : row.fphm ? t('columns.invoiceNumber', { number: row.fphm }) : row.auditState === 12 ? t('details.issuing') : '',
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 90,
        render: (row) => (
          <Button size="sm" variant="text" aria-label={t(canDecide(row) ? 'actions.reviewOf' : 'actions.viewOf', { id: row.applyId })} onPress={() => open(row)}>
            {t(canDecide(row) ? 'actions.review' : 'actions.view')}
          </Button>
        ),
      },
    ];
  }, [t, navigate, route.area, here.pathname, here.search]);

  const stateText = counts ? t('list.counts', { inReview: counts.inReview, passed: counts.passed, failed: counts.failed }) : undefined;
  return (
    <PageFrame title={t(route.titleKey)}>
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
                <Button onPress={() => apply(parseReviewFilters(new URLSearchParams()))}>{t('list.reset')}</Button>
              </>
            }
          >
            <Select
              label={t('list.state')}
              value={draft.auditState || ALL_STATES}
              onChange={(key) => setDraft((d) => ({ ...d, auditState: key === ALL_STATES ? '' : (String(key) as ReviewFilters['auditState']) }))}
            >
              {[...reviewStates.map(String), ALL_STATES].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL_STATES ? t('list.all') : t(lookupKey(auditState, code))}
                </SelectItem>
              ))}
            </Select>
            <Select label={t('list.type')} value={draft.fplxdm || ALL_STATES} onChange={(key) => setDraft((d) => ({ ...d, fplxdm: key === ALL_STATES ? '' : String(key) }))}>
              {[ALL_STATES, ...typeCodes].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL_STATES ? t('list.all') : t(lookupKey(invoiceType, code))}
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
            <Checkbox isSelected={draft.mine} onChange={(mine) => setDraft((d) => ({ ...d, mine }))}>
              {t('list.mine')}
            </Checkbox>
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('list.results')} extra={stateText ? <Count>{stateText}</Count> : undefined}>
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
            <Table aria-label={t('list.results')} columns={columns} rows={rows} rowKey="applyId" isLoading={query.isFetching} maxHeight={560} emptyContent={<Empty title={t('list.empty')} />} />
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
    </PageFrame>
  );
}
