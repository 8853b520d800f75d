import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  DownloadButton,
  Empty,
  formatDate,
  formatDateTime,
  formatMoney,
  Icon,
  InvoiceTicket,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  Tag,
  useConfirm,
  useMessage,
  type TableColumn,
  type TicketColumn,
} from '../../../design-system';
import styled from 'styled-components';
import { downloadFile } from '../../../platform/api/download';
import type { RequestStore } from '../../../platform/api/requestOnce';
import type { Area } from '../../../platform/routing';
import { canCopyInvoice, canRedInvoice, issueEntryPath } from '../../invoice-issue';
import { invoiceKind, invoiceStatusFilter, invoiceType, lookupEntry, lookupKey, orderStatus } from '../../lookups';
import { PermissionNote, permCodes, usePermission } from '../../navigation';
import { redSheetPaths, sheetKindOf } from '../../red-letter';
import { amountInWords, formatNumber } from '../../validators';
import type { InvoiceDetail, InvoiceLine, Order, OrderEvent } from '../api';
import { useGetInvoiceDetailsQuery, useGetOrderListQuery, useVoidInvoiceMutation } from '../hooks/orderTags';
import { errorText } from '../../../platform/api/errorText';
import { inquiryPath } from '../rules/paths';
import { voidRefusal, voidRefusalKey } from '../rules/void';
import { PushInvoiceDialog } from './PushInvoiceDialog';

/** Fully-digital types, issued on fullpower/positive. */
const digitalTypes = new Set(['81', '82', '85', '86']);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

// A block (it holds an Alert, itself a block): a <p> may hold only phrasing content.
const Note = styled.div`
  margin: ${space[3]} 0 0;
`;

export interface InvoiceDetailsProps {
  area: Area;
  /** The invoice code ('' for a fully digital invoice) and number from the address. */
  invoiceCode: string;
  invoiceNumber: string;
  /** The clock the void rule reads (stories fix it). @default now */
  now?: Date;
}

/** The rate as printed: 6%, 1.5%; 免税 / 不征税 for a zero rate with its preferential mark (spec 01 §4 tax-rate policy). */
function rateText(line: InvoiceLine, t: (key: string) => string): string {
  if (Number(line.taxRate) === 0 && line.lslbs === '1') return t('details.exempt');
  if (Number(line.taxRate) === 0 && line.lslbs === '2') return t('details.notTaxable');
  const percent = formatNumber(String(Number(line.taxRate) * 100));
  return `${percent}%`;
}

/**
 * An issued invoice (spec 02 §7.3 invoice details, export, push): drawn as its ticket, with downloads (PDF, OFD, XML) and sending to the buyer.
 * The address names the invoice by code and number; the list call finds its order, whose details are then loaded.
 */
export function InvoiceDetails({ area, invoiceCode, invoiceNumber, now }: InvoiceDetailsProps) {
  const { t } = useTranslation(['invoices', 'lookups', 'errors', 'issueForm']);
  const confirm = useConfirm();
  const message = useMessage();
  const [voidInvoice, voiding] = useVoidInvoiceMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore() as unknown as RequestStore;
  const [pushOpen, setPushOpen] = useState(false);
  // The role's permissions (spec 01 §6): an action it lacks is disabled, its reason below the actions.
  const mayVoid = usePermission(permCodes.void);
  const mayRed = usePermission(permCodes.red);
  const mayExport = usePermission(permCodes.export);
  const found = useGetOrderListQuery({ page: 1, pageSize: 1, fphm: invoiceNumber, ...(invoiceCode ? { fpdm: invoiceCode } : {}) });
  const order = found.data?.data.list[0];
  const details = useGetInvoiceDetailsQuery({ id: order?.id ?? '' }, { skip: !order });
  const from = (location.state as { inquiry?: string } | null)?.inquiry;
  const back = () => void navigate(from ?? `${inquiryPath(area)}${location.search}`);

  const failed = found.isError ? found : details.isError ? details : null;
  let body;
  if (found.isLoading || details.isLoading || (order && !details.data && !failed)) {
    body = <Skeleton variant="text" lines={12} aria-label={t('details.title')} />;
  } else if (failed) {
    body = (
      <Empty
        title={t('details.loadFailed')}
        description={errorText(t, failed.error)}
        action={
          <Button variant="primary" onPress={() => void failed.refetch()}>
            {t('inquiry.retry')}
          </Button>
        }
      />
    );
  } else if (!order || !details.data) {
    body = <Empty title={t('details.notFound')} />;
  } else {
    body = (
      <>
        <Ticket detail={details.data.data} />
        <History events={details.data.data.history ?? []} />
      </>
    );
  }

  // Void where allowed: an issued paper invoice of this month, after a confirm; the rule says why not.
  const refusal = order ? voidRefusal(order, now ?? new Date()) : null;
  const voidIt = async () => {
    if (!order) return;
    const which = [order.fpdm, order.fphm].filter(Boolean).join(' ');
    const sure = await confirm({ title: t('void.title'), content: t('void.confirm', { invoice: which }), okText: t('void.ok'), okVariant: 'danger', tone: 'warning' });
    if (!sure) return;
    const result = await voidInvoice({ id: order.id });
    // A refusal has been alerted (提示) with the server's words; the page shows the invoice as the server has it.
    // The void invalidates the invoice lists' tag (hooks/orderTags.ts): this page's order and details, and every list, follow.
    if (!('error' in result)) message.success(t('void.done'));
  };

  // Red invoice: directly for an ordinary invoice; a special or fully-digital one through its sheet (features/red-letter).
  const sheets = order && order.kind === 0 && order.fpzt === 3 && sheetKindOf(order.fplxdm) ? redSheetPaths(area, order) : null;
  let red: ReactNode = null;
  if (order && canRedInvoice(order)) {
    red = (
      <Button variant="danger" isDisabled={!mayRed.allowed} onPress={() => void navigate(issueEntryPath(area, { kind: 'red', code: order.fpdm ?? '', number: order.fphm ?? '', redSheetNo: '' }))}>
        {t('issueForm:entry.red')}
      </Button>
    );
  } else if (order && sheets) {
    const digital = sheetKindOf(order.fplxdm) === 'digital';
    red = (
      <>
        <Button variant="danger" isDisabled={!mayRed.allowed} onPress={() => void navigate(sheets.apply)}>
          {t(digital ? 'redSheet.applyDigital' : 'redSheet.apply')}
        </Button>
        <Button isDisabled={!mayRed.allowed} onPress={() => void navigate(sheets.pick)}>{t(digital ? 'redSheet.pickDigital' : 'redSheet.pick')}</Button>
      </>
    );
  }

  const file = (path: string, ext: string) => async () => {
    if (!order) return null;
    const result = await downloadFile(store, { url: path }, { endpoint: 'exportInvoiceFile', fallbackName: `${order.fphm ?? order.id}.${ext}` });
    return result.error ? null : { blob: result.file.blob, name: `${[order.fpdm, order.fphm].filter(Boolean).join('_')}.${ext}` };
  };

  return (
    <PageFrame
      title={t('details.title')}
      actions={
        <Button variant="text" icon={<Icon name="chevron-left" size={14} />} onPress={back}>
          {t('details.back')}
        </Button>
      }
    >
      {order && order.ddzt === 0 && (
        <Panel title={t('details.actions')}>
          <Actions>
            <DownloadButton variant="primary" isDisabled={!mayExport.allowed} fetchFile={file(`/v2/tax/invoice/url/pdf/${order.diskId}/${order.id}`, 'pdf')}>
              {t('download.pdf')}
            </DownloadButton>
            <DownloadButton isDisabled={!mayExport.allowed} fetchFile={file(`/v2/tax/invoice/export/ofd/${order.diskId}/${order.id}`, 'ofd')}>{t('download.ofd')}</DownloadButton>
            <DownloadButton isDisabled={!mayExport.allowed} fetchFile={file(`/v2/tax/invoice/export/xmlZIP/${order.diskId}/${order.id}`, 'zip')}>{t('download.xml')}</DownloadButton>
            <Button icon={<Icon name="mail" size={14} />} onPress={() => setPushOpen(true)}>
              {t('push.open')}
            </Button>
            {canCopyInvoice(order) && (
              <Button onPress={() => void navigate(issueEntryPath(area, { kind: 'copy', code: order.fpdm ?? '', number: order.fphm ?? '' }, digitalTypes.has(order.fplxdm)))}>
                {t('issueForm:entry.copy')}
              </Button>
            )}
            {red}
            {refusal === null && (
              <Button
                variant="danger"
                icon={<Icon name="close" size={14} />}
                isLoading={voiding.isLoading}
                isDisabled={!mayVoid.allowed}
                aria-describedby={mayVoid.reason ? 'void-permission' : undefined}
                onPress={() => void voidIt()}
              >
                {t('void.open')}
              </Button>
            )}
          </Actions>
          <PermissionNote permission={mayExport} />
          {(red !== null || sheets) && <PermissionNote permission={mayRed} />}
          {refusal === null && <PermissionNote permission={mayVoid} id="void-permission" />}
          {sheets && (
            <Note>
              <Alert tone="info">{t(sheetKindOf(order.fplxdm) === 'digital' ? 'redSheet.digitalNote' : 'redSheet.specialNote')}</Alert>
            </Note>
          )}
          {(refusal === 'notPaper' || refusal === 'otherMonth') && order.fpzt === 3 && (
            <Note>
              <Alert tone="info">{t(voidRefusalKey[refusal])}</Alert>
            </Note>
          )}
          <PushInvoiceDialog invoice={order} isOpen={pushOpen} onOpenChange={setPushOpen} />
        </Panel>
      )}
      {body}
    </PageFrame>
  );
}

/** The order's status changes, oldest first, with their times. */
function History({ events }: { events: readonly OrderEvent[] }) {
  const { t } = useTranslation(['invoices', 'lookups']);
  const columns = useMemo<TableColumn<OrderEvent>[]>(
    () => [
      { key: 'time', title: t('history.time'), width: 200, render: (row) => formatDateTime(row.time) },
      {
        key: 'status',
        title: t('history.status'),
        width: 160,
        render: (row) => <Tag tone={lookupEntry(orderStatus, row.status)?.tone ?? 'neutral'}>{t(lookupKey(orderStatus, row.status))}</Tag>,
      },
      { key: 'reason', title: t('history.reason'), minWidth: 200, render: (row) => row.reason ?? '' },
    ],
    [t],
  );
  return (
    <Panel title={t('history.title')}>
      <Table aria-label={t('history.title')} columns={columns} rows={events} rowKey={(row) => `${row.time}-${row.status}`} maxHeight={280} emptyContent={t('history.empty')} />
    </Panel>
  );
}

export function Ticket({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation(['invoices', 'lookups']);
  const order: Order = detail.order;
  const columns = useMemo<TicketColumn[]>(
    () => [
      { key: 'name', title: t('details.lineName') },
      { key: 'spec', title: t('details.spec') },
      { key: 'unit', title: t('details.unit'), align: 'center' },
      { key: 'quantity', title: t('details.quantity'), align: 'end' },
      { key: 'price', title: t('details.price'), align: 'end' },
      { key: 'amount', title: t('details.amount'), align: 'end' },
      { key: 'rate', title: t('details.taxRate'), align: 'center' },
      { key: 'tax', title: t('details.taxAmount'), align: 'end' },
    ],
    [t],
  );
  const lines = detail.goodsList.map((line) => ({
    name: line.showName,
    spec: line.ggxh ?? '',
    unit: line.dw ?? '',
    quantity: line.quantity ? formatNumber(line.quantity) : '',
    price: line.price ? formatNumber(line.price) : '',
    amount: formatMoney(line.amount),
    rate: rateText(line, t),
    tax: formatMoney(line.taxAmount),
  }));
  const red = order.kind === 1 || order.kind === 4;
  return (
    <InvoiceTicket
      tone={red ? 'red' : 'blue'}
      title={t(lookupKey(invoiceType, order.fplxdm))}
      badges={
        <>
          <Tag tone={lookupEntry(invoiceKind, order.kind)?.tone ?? 'neutral'}>{t(lookupKey(invoiceKind, order.kind))}</Tag>
          <Tag tone={lookupEntry(invoiceStatusFilter, order.fpzt)?.tone ?? 'neutral'}>{t(lookupKey(invoiceStatusFilter, order.fpzt))}</Tag>
        </>
      }
      meta={[
        ...(order.fpdm ? [{ label: t('details.code'), value: order.fpdm }] : []),
        { label: t('details.number'), value: order.fphm ?? '' },
        { label: t('details.issueDate'), value: formatDate(order.issueTime ?? order.createTime) },
      ]}
      buyer={{
        title: t('details.buyer'),
        fields: [
          { label: t('details.name'), value: order.gfmc },
          { label: t('details.taxId'), value: order.gfsh ?? '' },
          { label: t('details.addressPhone'), value: detail.gfdzdh ?? '' },
          { label: t('details.bankAccount'), value: detail.gfyhzh ?? '' },
        ],
      }}
      seller={{
        title: t('details.seller'),
        fields: [
          { label: t('details.name'), value: order.xfmc },
          { label: t('details.taxId'), value: detail.xfsh ?? order.taxerId },
          { label: t('details.addressPhone'), value: detail.xfdzdh ?? '' },
          { label: t('details.bankAccount'), value: detail.xfyhzh ?? '' },
        ],
      }}
      linesLabel={t('details.lines')}
      columns={columns}
      lines={lines}
      sum={{ name: t('details.sum'), amount: `¥${formatMoney(order.amount)}`, tax: `¥${formatMoney(order.taxAmount)}` }}
      total={{
        label: t('details.totalInWords'),
        words: amountInWords(order.totalAmount) ?? '',
        figures: t('details.totalInFigures', { value: formatMoney(order.totalAmount) }),
      }}
      remark={{ label: t('details.remark'), value: detail.remark ?? '' }}
      signatures={[
        { label: t('details.payee'), value: detail.review?.payee ?? '' },
        { label: t('details.checker'), value: detail.review?.checker ?? '' },
        { label: t('details.drawer'), value: detail.review?.drawer ?? '' },
      ]}
    />
  );
}
