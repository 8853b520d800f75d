import { describe, expect, it } from 'vitest';
import type { InvoiceType } from '../rules/types';
import { issueGates } from './issueGates';

describe('issueGates: what the invoice type and the draft kind open on the form', () => {
  it.each<[InvoiceType, 0 | 1 | 2, Partial<ReturnType<typeof issueGates>>]>([
    ['82', 0, { family: 'digital', special: false, red: false, blankVoid: false, specialBusiness: true, remarkMax: 400 }],
    ['81', 1, { family: 'digital', special: true, red: true, blankVoid: false, specialBusiness: false }],
    ['004', 0, { family: 'tax', special: true, red: false, blankVoid: false, specialBusiness: false, remarkMax: 230 }],
    ['007', 1, { family: 'tax', special: false, red: true, specialBusiness: false, remarkMax: 184 }],
    ['026', 2, { family: 'tax', special: false, red: false, blankVoid: true, specialBusiness: false }],
  ])('type %s, kind %i', (type, kind, expected) => {
    expect(issueGates(type, { kind, kce: '' })).toMatchObject({ kind, ...expected });
  });

  it('leaves less room in a paper or electronic remark for the deduction note', () => {
    expect(issueGates('007', { kind: 0, kce: '100.00' }).remarkMax).toBeLessThan(230);
    expect(issueGates('82', { kind: 0, kce: '100.00' }).remarkMax).toBe(400);
  });
});
