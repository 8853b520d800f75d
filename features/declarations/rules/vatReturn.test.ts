import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateGroupOf, salesEntriesOf, vatFigures, type SalesEntry } from './vatReturn';

const none = { count: 0, amount: '0.00', tax: '0.00' };

describe('rateGroupOf', () => {
  it.each([
    ['0.13', '', '13'],
    ['0.09', undefined, '9'],
    ['0.06', '', '6'],
    ['0.03', '', '3'],
    ['0.05', '', 'other'],
    ['0.015', '', 'other'],
    ['0', '1', 'exempt'],
    ['0', '3', 'other'],
    ['', '', 'other'],
    ['abc', '', 'other'],
  ] as const)('%s with lslbs %s is %s', (rate, lslbs, group) => {
    expect(rateGroupOf(rate, lslbs)).toBe(group);
  });
});

describe('vatFigures', () => {
  const entries: SalesEntry[] = [
    { taxRate: '0.13', amount: '1000.00', tax: '130.00' },
    { taxRate: '0.13', amount: '-200.00', tax: '-26.00' },
    { taxRate: '0.06', amount: '500.00', tax: '30.00' },
    { taxRate: '0.03', amount: '100.00', tax: '3.00' },
    { taxRate: '0', lslbs: '1', amount: '80.00', tax: '0.00' },
  ];

  it('sums sales by rate, output tax, simple-levy tax, the VAT due and the surtaxes', () => {
    const f = vatFigures(entries, 4, { count: 2, amount: '300.00', tax: '39.00' });
    expect(f.rows).toEqual([
      { rate: '13', amount: '800.00', tax: '104.00' },
      { rate: '9', amount: '0.00', tax: '0.00' },
      { rate: '6', amount: '500.00', tax: '30.00' },
      { rate: '3', amount: '100.00', tax: '3.00' },
      { rate: 'other', amount: '0.00', tax: '0.00' },
      { rate: 'exempt', amount: '80.00', tax: '0.00' },
    ]);
    expect(f.salesTotal).toBe('1480.00');
    expect(f.taxTotal).toBe('137.00');
    expect(f.outputTax).toBe('134.00');
    expect(f.simpleTax).toBe('3.00');
    expect(f.payableGeneral).toBe('95.00');
    expect(f.carryForward).toBe('0.00');
    expect(f.vatPayable).toBe('98.00');
    expect([f.urbanTax, f.educationSurcharge, f.localEducationSurcharge, f.surtaxTotal]).toEqual(['6.86', '2.94', '1.96', '11.76']);
    expect(f.totalDue).toBe('109.76');
  });

  it('carries the input tax over the output forward and still owes the simple-levy tax', () => {
    const f = vatFigures(entries, 4, { count: 9, amount: '5000.00', tax: '650.00' });
    expect(f.payableGeneral).toBe('0.00');
    expect(f.carryForward).toBe('516.00');
    expect(f.vatPayable).toBe('3.00');
  });

  it('files a zero return for a period without sales or input', () => {
    const f = vatFigures([], 0, none);
    expect(f.totalDue).toBe('0.00');
    expect(f.rows.every((r) => r.amount === '0.00')).toBe(true);
  });

  it('always adds up: the rows sum to the totals, and the totals to the entries, to the fen', () => {
    const entry = fc.record({
      taxRate: fc.constantFrom('0.13', '0.09', '0.06', '0.03', '0.05', '0.01', '0', ''),
      lslbs: fc.constantFrom(undefined, '1', '3'),
      cents: fc.integer({ min: -5_000_000, max: 50_000_000 }),
      taxCents: fc.integer({ min: -500_000, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (list) => {
        const entries = list.map((e) => ({ taxRate: e.taxRate, ...(e.lslbs ? { lslbs: e.lslbs } : {}), amount: new Decimal(e.cents).div(100).toFixed(2), tax: new Decimal(e.taxCents).div(100).toFixed(2) }));
        const f = vatFigures(entries, entries.length, none);
        const sum = (values: string[]) => values.reduce((s, v) => s.add(v), new Decimal(0)).toFixed(2);
        expect(sum(f.rows.map((r) => r.amount))).toBe(f.salesTotal);
        expect(sum(f.rows.map((r) => r.tax))).toBe(f.taxTotal);
        expect(sum(entries.map((e) => e.amount))).toBe(f.salesTotal);
        expect(sum(entries.map((e) => e.tax))).toBe(f.taxTotal);
        expect(sum([f.outputTax, f.simpleTax])).toBe(f.taxTotal);
      }),
    );
  });
});

describe('salesEntriesOf', () => {
  it('signs the positive lines of a red invoice like the invoice', () => {
    const entries = salesEntriesOf({ amount: '-300.00', taxAmount: '-33.00', lines: [{ taxRate: '0.13', amount: '100.00', taxAmount: '13.00' }, { taxRate: '0.1', amount: '200.00', taxAmount: '20.00' }] });
    expect(entries).toEqual([
      { taxRate: '0.13', amount: '-100.00', tax: '-13.00' },
      { taxRate: '0.1', amount: '-200.00', tax: '-20.00' },
    ]);
  });

  it('takes a blue invoice with a discount line as its lines', () => {
    const entries = salesEntriesOf({ amount: '90.00', taxAmount: '11.70', lines: [{ taxRate: '0.13', amount: '100.00', taxAmount: '13.00' }, { taxRate: '0.13', amount: '-10.00', taxAmount: '-1.30' }] });
    expect(entries.map((e) => e.amount)).toEqual(['100.00', '-10.00']);
  });

  it('takes an invoice whose lines do not add up as one entry at their single rate, else under other rates', () => {
    expect(salesEntriesOf({ amount: '50.00', taxAmount: '3.00', lines: [{ taxRate: '0.06', amount: '40.00', taxAmount: '2.40' }] })).toEqual([{ taxRate: '0.06', amount: '50.00', tax: '3.00' }]);
    expect(salesEntriesOf({ amount: '50.00', taxAmount: '3.00', lines: [] })).toEqual([{ taxRate: '', amount: '50.00', tax: '3.00' }]);
  });
});
