import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { issueFormReducer, type IssueFormState } from '../hooks/issueFormState';
import { emptyExtras } from '../hooks/issueExtras';
import { programmeActions, rectifyFieldLabel, valueAtPath } from './rectifyFields';

const state: IssueFormState = {
  invoiceType: '82',
  purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司', buyerTaxerId: '91310000MA1FL0XX1A', buyerAddressTel: '', buyerBankAccount: '' },
  review: { payee: '', checker: '', drawer: '张会计' },
  remark: '备注',
  receiver: 'buyer@example.com',
  lines: [],
  idempotencyKey: 'k',
  extras: { ...emptyExtras(), gmfZrrbs: 'N' },
};
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('the form as the rectify dialog shows it', () => {
  it.each([
    ['purchaserInfo.buyerTaxerName', '<issue:buyer.name>', '上海示例贸易有限公司'],
    ['purchaserInfo.buyerAddressTel', '<issue:buyer.addressTel>', ''],
    ['remark', '<issue:other.remark>', '备注'],
    ['receiver', '<issue:other.receiver>', 'buyer@example.com'],
    ['gmfZrrbs', '<issueForm:buyer.naturalPerson>', 'N'],
    ['review.drawer', 'drawer', ''],
  ])('%s', (path, label, value) => {
    expect(rectifyFieldLabel(path, t)).toBe(label);
    expect(valueAtPath(state, path)).toBe(value);
  });

  it('applies a programme through the form actions, in its order', () => {
    const actions = programmeActions({
      title: '1',
      changes: [
        { path: 'purchaserInfo.buyerTaxerId', value: '91310000MA1FL0XX2B' },
        { path: 'remark', value: '新备注' },
        { path: 'receiver', value: '13800000000' },
        { path: 'gmfZrrbs', value: 'Y' },
        { path: 'unknown.path', value: 'x' },
      ],
    });
    expect(actions.map((a) => a.type)).toEqual(['buyer', 'remark', 'receiver', 'extras']);
    const next = actions.reduce(issueFormReducer, state);
    expect(valueAtPath(next, 'purchaserInfo.buyerTaxerId')).toBe('91310000MA1FL0XX2B');
    expect(next.remark).toBe('新备注');
    expect(next.receiver).toBe('13800000000');
    expect(next.extras.gmfZrrbs).toBe('Y');
  });

  it('reads anything but Y as no natural-person buyer', () => {
    const [action] = programmeActions({ title: '1', changes: [{ path: 'gmfZrrbs', value: 'yes' }] });
    expect(issueFormReducer(state, action!).extras.gmfZrrbs).toBe('N');
  });
});
