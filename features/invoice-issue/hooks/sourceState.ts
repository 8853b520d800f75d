// A red invoice or a copy as the form's first state: buyer, lines, remark and review from the issued
// invoice; red negates the lines and names the blue invoice in its remark.
import type { InvoiceDetail } from '../../invoices';
import { linesFromInvoice, pickRedLines, redRemark } from '../rules/red';
import type { InvoiceType } from '../rules/types';
import { initialFormState, type IssueFormState } from './issueFormState';

export function stateFromInvoice(detail: InvoiceDetail, red: { redSheetNo: string; lines?: ReadonlyArray<{ index: number; amount: string }> } | null, includingTax: boolean, key: string, newId: () => string): IssueFormState {
  const o = detail.order;
  const source = red?.lines ? pickRedLines(detail.goodsList, red.lines) : detail.goodsList;
  const lines = linesFromInvoice(source, includingTax, red !== null, newId);
  const base = initialFormState(o.fplxdm as InvoiceType, key, lines[0] ?? { id: newId(), showName: '', spbm: '', ggxh: '', dw: '', quantity: '', price: '', amount: '', rate: '' });
  return {
    ...base,
    purchaserInfo: { buyerTaxerName: o.gfmc, buyerTaxerId: o.gfsh ?? '', buyerAddressTel: detail.gfdzdh ?? '', buyerBankAccount: detail.gfyhzh ?? '' },
    review: { payee: detail.review?.payee ?? '', checker: detail.review?.checker ?? '', drawer: detail.review?.drawer ?? '' },
    remark: red ? redRemark(o.fpdm ?? '', o.fphm ?? '') : (detail.remark ?? ''),
    lines: lines.length > 0 ? lines : base.lines,
    extras: red ? { ...base.extras, kind: 1, blue: { code: o.fpdm ?? '', number: o.fphm ?? '', redSheetNo: red.redSheetNo } } : base.extras,
  };
}
