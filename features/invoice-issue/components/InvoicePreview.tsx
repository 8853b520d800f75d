import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, InvoiceTicket, Tag, formatDate, formatMoney, type TicketColumn } from '../../../design-system';
import { invoiceType as invoiceTypeTable, lookupKey } from '../../lookups';
import { formatNumber } from '../../validators';
import type { IssueFormState } from '../hooks/issueFormState';
import { lineFigures, rateOfOption, type InvoiceTotals } from '../rules/lineAmounts';
import type { SellerInfo } from '../rules/types';

export interface InvoicePreviewProps {
  state: IssueFormState;
  includingTax: boolean;
  totals: InvoiceTotals;
  seller: SellerInfo;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** 确认开具: submits; the dialog closes when it resolves. */
  onConfirm(): Promise<unknown>;
  /** The issue date shown (today when issued now; fixed in stories). */
  issueDate?: Date;
}

/** The rate as printed: 6%, 免税, 不征税. */
function rateText(option: string, t: (k: string) => string): string {
  if (option === 'exempt') return t('issueForm:preview.exempt');
  if (option === 'nonTaxable') return t('issueForm:preview.notTaxable');
  if (option === '') return '';
  return `${formatNumber(String(Number(rateOfOption(option).taxRate) * 100))}%`;
}

/**
 * 发票预览: the invoice as it will be issued — the ticket layout of an issued invoice (header, buyer
 * and seller, lines, totals, amount in words, remark, review), red for a red invoice — with 确认开具 and 返回修改.
 */
export function InvoicePreview({ state, includingTax, totals, seller, isOpen, onOpenChange, onConfirm, issueDate }: InvoicePreviewProps) {
  const { t } = useTranslation(['issueForm', 'lookups']);
  const columns = useMemo<TicketColumn[]>(
    () => [
      { key: 'name', title: t('issueForm:preview.name') },
      { key: 'spec', title: t('issueForm:preview.spec') },
      { key: 'unit', title: t('issueForm:preview.unit'), align: 'center' },
      { key: 'quantity', title: t('issueForm:preview.quantity'), align: 'end' },
      { key: 'price', title: t('issueForm:preview.price'), align: 'end' },
      { key: 'amount', title: t('issueForm:preview.amount'), align: 'end' },
      { key: 'rate', title: t('issueForm:preview.rate'), align: 'center' },
      { key: 'tax', title: t('issueForm:preview.tax'), align: 'end' },
    ],
    [t],
  );
  const lines = state.lines.map((line) => {
    const f = lineFigures(line, includingTax);
    return {
      name: line.showName,
      spec: line.ggxh,
      unit: line.dw,
      quantity: line.quantity ? formatNumber(line.quantity) : '',
      price: f.price ? formatNumber(f.price.abs().toFixed()) : '',
      amount: f.amount ? formatMoney(f.amount.toFixed(2)) : '',
      rate: rateText(line.rate, t),
      tax: f.tax ? formatMoney(f.tax.toFixed(2)) : '',
    };
  });
  const red = state.extras.kind === 1;
  const buyer = state.purchaserInfo;
  return (
    <Dialog
      title={t('issueForm:preview.title')}
      width="xlarge"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t('issueForm:preview.confirm')}
      cancelText={t('issueForm:preview.back')}
      onOk={onConfirm}
    >
      <InvoiceTicket
        tone={red ? 'red' : 'blue'}
        title={t(lookupKey(invoiceTypeTable, state.invoiceType))}
        badges={<Tag tone={red ? 'danger' : 'info'}>{t(red ? 'issueForm:preview.red' : 'issueForm:preview.blue')}</Tag>}
        meta={[{ label: t('issueForm:preview.draftDate'), value: formatDate((issueDate ?? new Date()).toISOString()) }]}
        buyer={{
          title: t('issueForm:preview.buyer'),
          fields: [
            { label: t('issueForm:seller.name'), value: buyer.buyerTaxerName },
            { label: t('issueForm:seller.taxId'), value: buyer.buyerTaxerId },
            { label: t('issueForm:seller.addressPhone'), value: buyer.buyerAddressTel },
            { label: t('issueForm:seller.bankAccount'), value: buyer.buyerBankAccount },
          ],
        }}
        seller={{
          title: t('issueForm:preview.seller'),
          fields: [
            { label: t('issueForm:seller.name'), value: seller.name ?? '' },
            { label: t('issueForm:seller.taxId'), value: seller.taxId ?? '' },
            { label: t('issueForm:seller.addressPhone'), value: seller.addressPhone ?? '' },
            { label: t('issueForm:seller.bankAccount'), value: seller.bankAccount ?? '' },
          ],
        }}
        linesLabel={t('issueForm:preview.lines')}
        columns={columns}
        lines={lines}
        sum={{ name: t('issueForm:preview.sum'), amount: `¥${formatMoney(totals.amount)}`, tax: `¥${formatMoney(totals.tax)}` }}
        total={{
          label: t('issueForm:preview.totalInWords'),
          words: totals.totalInWords,
          figures: t('issueForm:preview.totalInFigures', { value: formatMoney(totals.total) }),
        }}
        remark={{ label: t('issueForm:preview.remark'), value: state.remark }}
        signatures={[
          { label: t('issue:other.payee'), value: state.review.payee },
          { label: t('issue:other.checker'), value: state.review.checker },
          { label: t('issue:other.drawer'), value: state.review.drawer },
        ]}
      />
    </Dialog>
  );
}
