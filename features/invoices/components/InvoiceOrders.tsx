import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAddressSearch } from '../../../platform/routing';
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
  Panel,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Skeleton,
  Table,
  Tag,
  TextField,
  useConfirm,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import type { PortalRoute } from '../../../platform/routing';
import { orderPushesSince, selectPush } from '../../../platform/push';
import { selectDiskId } from '../../../platform/session';
import { invoiceType, lookupEntry, lookupKey, orderStatus } from '../../lookups';
import type { Order } from '../api';
import { useCancelOrderMutation, useGetOrderListQuery, useRetryOrderMutation } from '../hooks/orderTags';
import { errorText } from '../../../platform/api/errorText';
import { orderFilterKeys, orderQuery, orderSearch, parseOrderFilters, type OrderFilters } from '../rules/orderFilters';
import { canCancelOrder, canRetryOrder, orderGroupOf, orderGroups, rowOfPush, shownOrderStatus } from '../rules/orders';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;


const ALL = 'all';
/** The order states a user filters by (0-12, spec 01 §4). */
const statusCodes = Array.from({ length: 13 }, (_, k) => String(k));

export interface InvoiceOrdersProps {
  route: PortalRoute;
  /** The clock (stories and tests fix it). @default now */
  now?: Date;
}

/**
 * Issuing orders (spec 01 §4 order status): uncompleted and completed orders with their status, updated live by the push
 * channel, cancel and retry where the status allows, orders over 48 hours shown as expired.
 */
export function InvoiceOrders({ route, now }: InvoiceOrdersProps) {
  const { t } = useTranslation(['invoices', 'lookups', 'routeTitles', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const [searchParams, setSearchParams] = useAddressSearch();
  const clock = useMemo(() => now ?? new Date(), [now]);
  const search = searchParams.toString();
  const applied = useMemo(() => parseOrderFilters(new URLSearchParams(search), clock), [search, clock]);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const memberDisk = useSelector(selectDiskId);
  const diskId = route.area === 'member' ? memberDisk : null;
  const query = useGetOrderListQuery(orderQuery(applied, diskId));
  const [cancelOrder] = useCancelOrderMutation();
  const [retryOrder] = useRetryOrderMutation();

  // A status push changes its row at once (spec 01 §3 socket message); the next answer of the server replaces it.
  const push = useSelector(selectPush);
  const [pushed, setPushed] = useState<Record<string, number>>({});
  const serverRows = query.data?.data.list;
  useEffect(() => setPushed({}), [serverRows]);
  const handledPush = useRef(push.received);
  useEffect(() => {
    if (push.received === handledPush.current || !serverRows) return;
    // Every push since the last handled (several can arrive in one render), each changing its row.
    const messages = orderPushesSince(push, handledPush.current);
    handledPush.current = push.received;
    for (const message of messages) {
      const row = rowOfPush(serverRows, message);
      if (row) setPushed((p) => ({ ...p, [row.id]: Number(message.ddzt) }));
    }
  }, [push, serverRows]);

  const rows = useMemo(() => {
    const live = (serverRows ?? []).map((o) => (pushed[o.id] === undefined ? o : { ...o, ddzt: pushed[o.id] as number }));
    return applied.group === 'all' ? live : live.filter((o) => orderGroupOf(o.ddzt) === applied.group);
  }, [serverRows, pushed, applied.group]);

  const apply = (filters: OrderFilters) => {
    const next = new URLSearchParams(orderSearch(filters));
    for (const [key, value] of searchParams) if (!orderFilterKeys.includes(key)) next.set(key, value);
    setSearchParams(next);
  };

  const nowMs = clock.getTime();
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      { key: 'id', title: t('orders.columns.id'), width: 110 },
      ...(route.area === 'member' ? [] : [{ key: 'xfmc', title: t('columns.seller'), ellipsis: true, minWidth: 160 }]),
      { key: 'gfmc', title: t('columns.buyer'), ellipsis: true, minWidth: 160 },
      { key: 'fplxdm', title: t('columns.type'), width: 180, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      { key: 'totalAmount', title: t('columns.total'), width: 130, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      {
        key: 'ddzt',
        title: t('orders.columns.status'),
        width: 130,
        render: (row) => {
          const code = shownOrderStatus(row, nowMs);
          return <Tag tone={lookupEntry(orderStatus, code)?.tone ?? 'neutral'}>{t(lookupKey(orderStatus, code))}</Tag>;
        },
      },
      { key: 'createTime', title: t('orders.columns.createTime'), width: 170, render: (row) => formatDateTime(row.createTime) },
      {
        key: 'actions',
        title: t('orders.columns.actions'),
        width: 150,
        render: (row) => (
          <ActionGroup>
            {canCancelOrder(row, nowMs) && (
              <Button
                size="sm"
                variant="text"
                aria-label={t('orders.cancelRow', { id: row.id })}
                onPress={async () => {
                  if (!(await confirm({ title: t('orders.cancelTitle'), content: t('orders.cancelConfirm', { id: row.id }) }))) return;
                  const result = await cancelOrder({ id: row.id });
                  if (!('error' in result)) message.success(t('orders.cancelled'));
                  void query.refetch();
                }}
              >
                {t('orders.cancel')}
              </Button>
            )}
            {canRetryOrder(row, nowMs) && (
              <Button
                size="sm"
                variant="text"
                aria-label={t('orders.retryRow', { id: row.id })}
                onPress={async () => {
                  const result = await retryOrder({ id: row.id });
                  if (!('error' in result)) message.success(t('orders.retried'));
                  void query.refetch();
                }}
              >
                {t('orders.retry')}
              </Button>
            )}
          </ActionGroup>
        ),
      },
    ],
    [t, route.area, nowMs, confirm, cancelOrder, retryOrder, message, query],
  );

  return (
    <PageFrame title={t(route.titleKey)}>
      <Panel title={t('inquiry.filters')}>
        <form
          aria-label={t('inquiry.filters')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <FilterBar
            aria-label={t('inquiry.filters')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('inquiry.search')}
                </Button>
                <Button onPress={() => apply(parseOrderFilters(new URLSearchParams(), clock))}>{t('inquiry.reset')}</Button>
              </>
            }
          >
            <RadioGroup
              label={t('orders.group')}
              variant="button"
              value={draft.group}
              onChange={(group) => apply({ ...draft, group: group as OrderFilters['group'] })}
            >
              {orderGroups.map((g) => (
                <Radio key={g} value={g}>
                  {t(`orders.groups.${g}`)}
                </Radio>
              ))}
            </RadioGroup>
            <Select label={t('orders.columns.status')} value={draft.ddzt || ALL} onChange={(key) => setDraft((d) => ({ ...d, ddzt: key === ALL ? '' : String(key) }))}>
              {[ALL, ...statusCodes].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('filters.all') : t(lookupKey(orderStatus, code))}
                </SelectItem>
              ))}
            </Select>
            <FilterBarWide>
              <DateRangeField
                label={t('orders.period')}
                calendarLabel={t('filters.calendar')}
                value={{ start: draft.qsrq, end: draft.zzrq }}
                onChange={(range) => range && setDraft((d) => ({ ...d, qsrq: range.start, zzrq: range.end }))}
              />
            </FilterBarWide>
            <TextField label={t('filters.buyer')} placeholder={t('filters.buyerPlaceholder')} value={draft.gf} onChange={(gf) => setDraft((d) => ({ ...d, gf }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('orders.results')} extra={query.isSuccess ? <Count>{t('orders.count', { count: rows.length })}</Count> : undefined}>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={8} columns={7} aria-label={t('orders.loading')} />
        ) : query.isError ? (
          <Empty
            title={t('orders.loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('inquiry.retry')}
              </Button>
            }
          />
        ) : (
          <Table aria-label={t('orders.results')} columns={columns} rows={rows} rowKey="id" isLoading={query.isFetching} maxHeight={560} />
        )}
      </Panel>
    </PageFrame>
  );
}
