import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, formatDateTime, formatMoney, Panel, Table, type TableColumn, Tag } from '../../../design-system';
import { invoiceType, lookupEntry, lookupKey, orderStatus } from '../../lookups';
import type { Order } from '../api';
import { useGetOrderListQuery } from '../hooks/orderTags';

import { RECENT_INVOICES, recentInvoicesArgs } from '../rules/recent';

export { RECENT_INVOICES } from '../rules/recent';

export interface RecentInvoicesProps {
  /** Only this disk's orders (member); all the account may see when absent (provider). */
  diskId?: string | null;
  /** Show the seller column (a provider sees many sellers). @default false */
  showSeller?: boolean;
}

/** The latest invoice orders, in a small table with loading, empty and failed states. */
export function RecentInvoices({ diskId, showSeller = false }: RecentInvoicesProps) {
  const { t } = useTranslation('home');
  const orders = useGetOrderListQuery(recentInvoicesArgs(diskId));
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      ...(showSeller ? [{ key: 'xfmc', title: t('invoices.seller'), ellipsis: true, minWidth: 160 }] : []),
      { key: 'gfmc', title: t('invoices.buyer'), ellipsis: true, minWidth: 160 },
      { key: 'fplxdm', title: t('invoices.type'), width: 200, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      // one money format everywhere (thousands separators, two decimals: design-system formatMoney)
      { key: 'totalAmount', title: t('invoices.total'), width: 140, align: 'end', render: (row) => formatMoney(row.totalAmount) },
      {
        key: 'ddzt',
        title: t('invoices.status'),
        // room for the longest status in English (Awaiting manual handling) instead of cutting it
        width: 210,
        render: (row) => <Tag tone={lookupEntry(orderStatus, row.ddzt)?.tone ?? 'neutral'}>{t(lookupKey(orderStatus, row.ddzt))}</Tag>,
      },
      { key: 'createTime', title: t('invoices.createTime'), width: 180, render: (row) => formatDateTime(row.createTime) },
    ],
    [t, showSeller],
  );
  return (
    <Panel title={t('invoices.title')}>
      <Table
        aria-label={t('invoices.title')}
        columns={columns}
        rows={orders.data?.data.list ?? []}
        rowKey="id"
        isLoading={orders.isFetching}
        maxHeight={41 + 40 * RECENT_INVOICES}
        emptyContent={
          orders.isError ? (
            <Empty
              size="compact"
              title={t('invoices.loadFailed')}
              action={
                <Button size="sm" onPress={() => void orders.refetch()}>
                  {t('ds:action.retry')}
                </Button>
              }
            />
          ) : undefined
        }
      />
    </Panel>
  );
}
