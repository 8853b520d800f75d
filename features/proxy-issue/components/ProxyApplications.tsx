import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  DateRangeField,
  DescriptionList,
  Dialog,
  Empty,
  FilterBar,
  FilterBarWide,
  formatDateTime,
  formatMoney,
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
import { errorText } from '../../../platform/api/errorText';
import { areaPrefixes, type Area } from '../../../platform/routing';
import { detailsPath } from '../../invoices';
import { useAddressSearch } from '../../../platform/routing';
import { applyStatus, invoiceType, lookupEntry, lookupKey } from '../../lookups';
import { useGetProxyApplicationsQuery, useResubmitProxyApplicationMutation, useVoidProxyApplicationMutation, type ProxyApplication, type ProxyLine } from '../api';
import { rateText } from '../rules/application';
import { applicationFilterKeys, applicationQuery, applicationSearch, applyStatusCodes, parseApplicationFilters, type ApplicationFilters } from '../rules/filters';
import { canResubmit, canVoid, hasInvoice, isPending } from '../rules/status';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;
const Lines = styled.div`
  margin-top: ${space[3]};
`;

const ALL = 'all';
const PAGE_SIZES = [20, 50, 100] as const;
/** While the tax bureau answers an application, the list asks again this often (ms). */
const PENDING_POLL_MS = 2000;

export interface ProxyApplicationsProps {
  area: Area;
  /** The list's title. */
  title: string;
}

/**
 * The proxy-issue applications (spec 02 §3.1 apply status: 1 applying, 2 success, 3 unbound, 4 voided) with filters in
 * the address; an issued one opens its invoice's details, an unissued one may be voided, an unbound one submitted again
 * once the terminal's tax-bureau account is linked. The list follows a pending application until it is answered.
 */
export function ProxyApplications({ area, title }: ProxyApplicationsProps) {
  const { t } = useTranslation(['proxyIssue', 'lookups', 'errors']);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const message = useMessage();
  const [searchParams, setSearchParams] = useAddressSearch();
  const search = searchParams.toString();
  // Keyed by the filters alone: another parameter arriving later (the shell adds ?diskId=, the page's ?tab=) keeps
  // what the user is typing.
  const filterKey = new URLSearchParams(applicationSearch(parseApplicationFilters(searchParams))).toString();
  const applied = useMemo(() => parseApplicationFilters(new URLSearchParams(filterKey)), [filterKey]);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [pollMs, setPollMs] = useState(0);
  const query = useGetProxyApplicationsQuery(applicationQuery(applied, paging.page, paging.pageSize), { refetchOnMountOrArgChange: true, pollingInterval: pollMs });
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const pending = isPending(rows);
  if ((pending ? PENDING_POLL_MS : 0) !== pollMs) setPollMs(pending ? PENDING_POLL_MS : 0);
  const total = query.data?.data.pages.items ?? 0;
  const [voidIt] = useVoidProxyApplicationMutation();
  const [resubmit] = useResubmitProxyApplicationMutation();
  const [viewing, setViewing] = useState<ProxyApplication | null>(null);

  const apply = (filters: ApplicationFilters) => {
    const next = new URLSearchParams(applicationSearch(filters));
    for (const [key, value] of searchParams) if (!applicationFilterKeys.includes(key)) next.set(key, value);
    setPaging((p) => ({ ...p, page: 1 }));
    if (next.toString() === search && paging.page === 1) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<ProxyApplication>[]>(() => {
    const doVoid = async (row: ProxyApplication) => {
      if (!(await confirm({ title: t('actions.voidTitle'), content: t('actions.voidContent', { id: row.applyId }), okText: t('actions.void'), okVariant: 'danger', tone: 'warning' }))) return;
      const result = await voidIt({ applyId: row.applyId });
      if (!('error' in result)) message.success(t('actions.voided'));
      void query.refetch();
    };
    const doResubmit = async (row: ProxyApplication) => {
      const result = await resubmit({ applyId: row.applyId });
      if (!('error' in result)) message.success(t('actions.resubmitted'));
      void query.refetch();
    };
    return [
      { key: 'applyId', title: t('columns.applyId'), width: 110 },
      { key: 'applyTime', title: t('columns.applyTime'), width: 150, render: (row) => formatDateTime(row.applyTime) },
      { key: 'xfmc', title: t('columns.seller'), minWidth: 140, ellipsis: true },
      { key: 'buyer', title: t('columns.buyer'), minWidth: 150, ellipsis: true, render: (row) => row.buyer.name },
      { key: 'fplxdm', title: t('columns.type'), width: 150, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      { key: 'totalAmount', title: t('columns.total'), width: 110, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      {
        key: 'applyStatus',
        title: t('columns.status'),
        width: 100,
        render: (row) => <Tag tone={lookupEntry(applyStatus, row.applyStatus)?.tone ?? 'neutral'}>{t(lookupKey(applyStatus, row.applyStatus))}</Tag>,
      },
      { key: 'message', title: t('columns.message'), minWidth: 160, ellipsis: true, render: (row) => (row.fphm ? t('columns.invoiceNumber', { number: row.fphm }) : (row.message ?? '')) },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 220,
        render: (row) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('actions.viewOf', { id: row.applyId })} onPress={() => setViewing(row)}>
              {t('actions.view')}
            </Button>
            {hasInvoice(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.invoiceOf', { id: row.applyId })} onPress={() => void navigate(detailsPath(area, { fpdm: row.fpdm ?? '', fphm: row.fphm ?? '' }))}>
                {t('actions.invoice')}
              </Button>
            )}
            {canResubmit(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.resubmitOf', { id: row.applyId })} onPress={() => void doResubmit(row)}>
                {t('actions.resubmit')}
              </Button>
            )}
            {canVoid(row) && (
              <Button size="sm" variant="text" aria-label={t('actions.voidOf', { id: row.applyId })} onPress={() => void doVoid(row)}>
                {t('actions.void')}
              </Button>
            )}
          </ActionGroup>
        ),
      },
    ];
  }, [t, confirm, voidIt, resubmit, message, query, navigate, area]);

  return (
    <>
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
                <Button onPress={() => apply(parseApplicationFilters(new URLSearchParams()))}>{t('list.reset')}</Button>
              </>
            }
          >
            <Select label={t('list.status')} value={draft.applyStatus || ALL} onChange={(key) => setDraft((d) => ({ ...d, applyStatus: key === ALL ? '' : (String(key) as ApplicationFilters['applyStatus']) }))}>
              {[ALL, ...applyStatusCodes].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('list.all') : t(lookupKey(applyStatus, code))}
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
      <Panel title={title} extra={query.isSuccess ? <Count>{t('list.count', { count: total })}</Count> : undefined}>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={6} columns={8} aria-label={t('list.loading')} />
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
            <Table aria-label={title} columns={columns} rows={rows} rowKey="applyId" isLoading={query.isFetching && !pending} maxHeight={520} emptyContent={<Empty title={t('list.empty')} />} />
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
      {viewing && <ApplicationDialog application={rows.find((r) => r.applyId === viewing.applyId) ?? viewing} area={area} onClose={() => setViewing(null)} />}
    </>
  );
}

function ApplicationDialog({ application: a, area, onClose }: { application: ProxyApplication; area: Area; onClose(): void }) {
  const { t } = useTranslation(['proxyIssue', 'lookups']);
  const navigate = useNavigate();
  const lineColumns = useMemo<TableColumn<ProxyLine & { k: number }>[]>(
    () => [
      { key: 'name', title: t('form.lineName'), minWidth: 140, ellipsis: true },
      { key: 'spbm', title: t('form.spbm'), width: 180 },
      { key: 'unit', title: t('form.unit'), width: 60 },
      { key: 'quantity', title: t('form.quantity'), width: 70, align: 'end' },
      { key: 'amount', title: t('form.amount'), width: 110, align: 'end', render: (row) => formatMoney(row.amount) },
      { key: 'taxRate', title: t('form.taxRate'), width: 70, align: 'center', render: (row) => rateText(row.taxRate) },
      { key: 'taxAmount', title: t('form.tax'), width: 100, align: 'end', render: (row) => formatMoney(row.taxAmount) },
    ],
    [t],
  );
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialog.title', { id: a.applyId })}
      width="large"
      showCancel={false}
      okText={hasInvoice(a) ? t('actions.invoice') : t('dialog.close')}
      onOk={() => {
        if (hasInvoice(a)) void navigate(detailsPath(area, { fpdm: a.fpdm ?? '', fphm: a.fphm ?? '' }));
        onClose();
      }}
    >
      <DescriptionList
        columns={2}
        items={[
          { key: 'status', label: t('columns.status'), value: <Tag tone={lookupEntry(applyStatus, a.applyStatus)?.tone ?? 'neutral'}>{t(lookupKey(applyStatus, a.applyStatus))}</Tag> },
          { key: 'type', label: t('columns.type'), value: t(lookupKey(invoiceType, a.fplxdm)) },
          { key: 'seller', label: t('columns.seller'), value: `${a.xfmc} ${a.taxerId}` },
          { key: 'buyer', label: t('columns.buyer'), value: [a.buyer.name, a.buyer.taxId].filter(Boolean).join(' ') },
          { key: 'time', label: t('columns.applyTime'), value: formatDateTime(a.applyTime) },
          { key: 'done', label: t('dialog.doneTime'), value: a.doneTime ? formatDateTime(a.doneTime) : '' },
          { key: 'contact', label: t('dialog.contact'), value: `${a.contact.name} ${a.contact.mobile}` },
          { key: 'total', label: t('columns.total'), value: formatMoney(a.totalAmount) },
          { key: 'message', label: t('columns.message'), value: a.fphm ? t('columns.invoiceNumber', { number: a.fphm }) : (a.message ?? ''), span: 2 },
        ]}
      />
      <Lines>
        <Table aria-label={t('form.lines')} columns={lineColumns} rows={a.lines.map((l, k) => ({ ...l, k }))} rowKey="k" maxHeight={240} />
      </Lines>
      {a.applyStatus === 3 && (
        <p>
          <Button variant="text" onPress={() => void navigate(`${areaPrefixes[area]}/terminal`)}>
            {t('dialog.linkAccount')}
          </Button>
        </p>
      )}
    </Dialog>
  );
}
