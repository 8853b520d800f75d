import { describe, expect, it } from 'vitest';
import { locateIssues } from '../components/fieldIssues';
import { validateInvoiceDraft } from '../rules/validate';
import type { IssueContext } from '../rules/types';
import { draftOf, emptyLine, hasContent, initialFormState, isFormState, issueFormReducer, type IssueFormState } from './issueFormState';
import { submitFailureOf } from './useIssueOrder';

const start = (): IssueFormState => initialFormState('82', 'draft-key-1', emptyLine('L1', '0.06'));

const ctx: IssueContext = {
  invoiceType: '004',
  taxpayerType: '01',
  diskType: 2,
  diskId: '661000000001',
  tsp: 'IT100',
  isRed: false,
  receiverMayBeMobile: false,
  boundToTaxBureau: true,
  seller: { name: 'S', taxId: '91310000MA1G000001', addressPhone: 'A 1', bankAccount: 'B 2' },
};

describe('the issuing form state', () => {
  it('fills the amount as quantity and price are typed, and the price when the amount is typed', () => {
    let s = issueFormReducer(start(), { type: 'line', id: 'L1', field: 'quantity', value: '4' });
    s = issueFormReducer(s, { type: 'line', id: 'L1', field: 'price', value: '12.5' });
    expect(s.lines[0]).toMatchObject({ quantity: '4', price: '12.5', amount: '50.00' });
    s = issueFormReducer(s, { type: 'line', id: 'L1', field: 'amount', value: '60' });
    expect(s.lines[0]).toMatchObject({ price: '15', amount: '60' });
  });

  it('adds a line after a given one and deletes by id', () => {
    let s = issueFormReducer(start(), { type: 'addLine', line: emptyLine('L2') });
    s = issueFormReducer(s, { type: 'addLine', after: 'L1', line: emptyLine('L3') });
    expect(s.lines.map((l) => l.id)).toEqual(['L1', 'L3', 'L2']);
    s = issueFormReducer(s, { type: 'deleteLine', id: 'L3' });
    expect(s.lines.map((l) => l.id)).toEqual(['L1', 'L2']);
  });

  it('builds the draft the rules read, with tax computed per line', () => {
    let s = issueFormReducer(start(), { type: 'buyer', field: 'buyerTaxerName', value: '上海示例贸易有限公司' });
    s = issueFormReducer(s, { type: 'line', id: 'L1', field: 'amount', value: '106' });
    const draft = draftOf(s, true);
    expect(draft.curInvoiceType).toBe('82');
    expect(draft.purchaserInfo.buyerTaxerName).toBe('上海示例贸易有限公司');
    expect(draft.goodsList[0]).toMatchObject({ amount: '100.00', taxAmount: '6.00', taxRate: '0.06', hsbz: '0' });
  });

  it('knows an untouched form from one with content, and a stored state from junk', () => {
    expect(hasContent(start())).toBe(false);
    expect(hasContent(issueFormReducer(start(), { type: 'remark', value: 'x' }))).toBe(true);
    expect(isFormState(start())).toBe(true);
    expect(isFormState({ invoiceType: '82' })).toBe(false);
    expect(isFormState(null)).toBe(false);
  });

  it('gets a new idempotency key only when asked', () => {
    const s = issueFormReducer(start(), { type: 'remark', value: 'r' });
    expect(s.idempotencyKey).toBe('draft-key-1');
    expect(issueFormReducer(s, { type: 'newKey', key: 'draft-key-2' }).idempotencyKey).toBe('draft-key-2');
  });
});

describe('where issues show', () => {
  it('orders them as the page lays them out and places line issues in their cell', () => {
    let s = issueFormReducer(initialFormState('004', 'k-123456', emptyLine('L1', '0.13')), { type: 'addLine', line: emptyLine('L2', '0.13') });
    s = issueFormReducer(s, { type: 'line', id: 'L1', field: 'showName', value: '*纸制品*打印纸' });
    s = issueFormReducer(s, { type: 'line', id: 'L1', field: 'amount', value: '10' });
    s = issueFormReducer(s, { type: 'review', field: 'drawer', value: '张会计' });
    const located = locateIssues(validateInvoiceDraft(draftOf(s, false), ctx).filter((i) => i.severity === 'error'), s.lines);
    expect(located.map((l) => l.field ?? `${l.cell?.lineId}:${l.cell?.column}`)).toEqual([
      'purchaserInfo.buyerTaxerName',
      'purchaserInfo.buyerTaxerId',
      'L1:spbm',
      'L2:showName',
      'L2:spbm',
      'L2:amount',
      'review.payee',
      'review.checker',
    ]);
  });
});

describe('why a submit failed', () => {
  it('tells offline, server errors and refusals apart', () => {
    expect(submitFailureOf({ status: 'FETCH_ERROR', error: 'x' })).toEqual({ kind: 'offline' });
    expect(submitFailureOf({ status: 503, data: null })).toEqual({ kind: 'server', status: 503 });
    expect(submitFailureOf({ status: 'BUSINESS_ERROR', code: 202500010, msg: '收款人不能为空', data: null })).toEqual({ kind: 'refused', message: '收款人不能为空', code: 202500010 });
    expect(submitFailureOf({ status: 404, data: null })).toEqual({ kind: 'other' });
  });
});
