import { useTranslation } from 'react-i18next';
import { Button, Dialog, Empty, Skeleton } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import { InvoiceFace, type InvoiceDetail, type Order } from '../../invoices';
import type { PurchaseInvoiceDetail } from '../api';
import { useGetPurchaseInvoiceQuery } from '../hooks/inputVatApi';

/**
 * A purchase invoice as the issued ones show (the invoice face of features/invoices): we are the buyer, the seller is
 * the supplier. The purchase invoice is read into the issued invoice's shape (status issued, kind blue).
 */
export function toInvoiceDetail(detail: PurchaseInvoiceDetail): InvoiceDetail {
  const inv = detail.invoice;
  const order: Order = {
    id: inv.id,
    diskId: '',
    taxerId: inv.xfsh,
    xfmc: inv.xfmc,
    gfmc: detail.buyerName,
    gfsh: detail.buyerTaxNo,
    fplxdm: inv.fplxdm as Order['fplxdm'],
    ddzt: 4,
    fpzt: 3,
    kind: 0,
    fpdm: inv.fpdm,
    fphm: inv.fphm,
    amount: inv.amount,
    taxAmount: inv.taxAmount,
    totalAmount: inv.totalAmount,
    createTime: `${inv.issueDate}T00:00:00+08:00`,
    issueTime: `${inv.issueDate}T00:00:00+08:00`,
  };
  return {
    order,
    xfsh: inv.xfsh,
    remark: detail.remark ?? '',
    goodsList: detail.lines.map((line) => ({
      showName: line.name,
      ...(line.spec ? { ggxh: line.spec } : {}),
      ...(line.unit ? { dw: line.unit } : {}),
      ...(line.quantity ? { quantity: line.quantity } : {}),
      ...(line.price ? { price: line.price } : {}),
      amount: line.amount,
      taxRate: line.taxRate,
      taxAmount: line.taxAmount,
    })),
  };
}

export interface PurchaseTicketDialogProps {
  /** The invoice shown, or null when the dialog is closed. */
  invoiceId: string | null;
  onClose(): void;
}

/** A collected or ticked purchase invoice opened as its ticket. */
export function PurchaseTicketDialog({ invoiceId, onClose }: PurchaseTicketDialogProps) {
  const { t } = useTranslation(['inputVat', 'errors']);
  const query = useGetPurchaseInvoiceQuery({ id: invoiceId ?? '' }, { skip: !invoiceId });
  if (!invoiceId) return null;
  const detail = query.data?.data.invoice.id === invoiceId ? query.data.data : null;
  return (
    <Dialog title={t('ticket.title')} width="large" isOpen onOpenChange={(open) => !open && onClose()} okText={t('ticket.close')} showCancel={false} onOk={onClose}>
      {detail ? (
        <InvoiceFace detail={toInvoiceDetail(detail)} />
      ) : query.isError ? (
        <Empty
          title={t('ticket.loadFailed')}
          description={errorText(t, query.error)}
          action={
            <Button variant="primary" onPress={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton variant="table" rows={4} columns={6} aria-label={t('ticket.loading')} />
      )}
    </Dialog>
  );
}
