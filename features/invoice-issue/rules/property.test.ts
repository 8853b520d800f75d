import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleIssue } from '../../../platform/rules';
import { createI18n } from '../../../platform/i18n';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import { allInvoiceTypes, contextFor, draftFor, goodsLines } from './fixtures';
import {
  allowedTaxRates,
  cancelExempt,
  dutyFreeOf,
  setExempt,
  specialBusinessOf,
  validateInvoiceDraft,
  type GoodsLine,
  type InvoiceDraft,
  type IssueContext,
} from './index';

const zh = createI18n('zh-CN');

// Anything a form, an import or a stale draft might hold in a field.
const junk = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.oneof(arb, junk);
const text = (...samples: string[]) => maybe(fc.oneof(fc.constantFrom(...samples), fc.string({ unit: 'grapheme', maxLength: 120 })));
const record = <T extends Record<string, fc.Arbitrary<unknown>>>(shape: T) => maybe(fc.record(shape, { requiredKeys: [] }));

const line = record({
  spbm: text('1060201070000000000', '1020101000000000000', '3050100000000000000', '3010102020000000000', '1070101050000000000', '3040502020200000000', ''),
  zxbm: text('10201990000000000001', ''),
  name: text('Paper', ''),
  showName: text('*Paper*Copy', '', '中'.repeat(60)),
  ggxh: text('A4', ''),
  dw: text('box', '', 't'),
  quantity: text('1', '', '-2'),
  amount: text('100', '0', '-100', '', '1e5', '12.345'),
  taxAmount: text('13', '0', ''),
  taxRate: text('0.13', '0.03', '0.01', '0', '13%', '', 'x'),
  taxRateList: maybe(fc.array(text('0.13', '0.09', '0.03'), { maxLength: 4 })),
  lslbs: text('', '1', '2', '3'),
  hsbz: text('0', '1'),
  mtzlDm: text('01', ''),
  fphxz: text('0', '1', '2'),
  checked: maybe(fc.boolean()),
});

const draft = record({
  purchaserInfo: record({
    buyerTaxerName: text('Acme', '', 'A<B'),
    buyerTaxerId: text('91310000MA1FL8XQ30', '', 'abc'),
    buyerAddressTel: text('x'),
    buyerBankAccount: text('x'),
    dfgtgmbq: text('Y', 'N'),
  }),
  receiver: text('a@b.cn', '13812345678', ''),
  review: record({ payee: text('Li', ''), checker: text('Wu', ''), drawer: text('Wang', '') }),
  remark: text('', 'note'),
  kce: text('100', '', '0'),
  goodsList: maybe(fc.array(line, { maxLength: 25 })),
  curInvoiceType: text(...allInvoiceTypes),
  tdyslxdm: text('', '01', '03', '04', '05', '06', '09', '13', '14', '16', '24'),
  tdywxx: record({
    jzfw: record({ jzfwfsd: text('x', ''), jzxmmc: text('x', ''), kdsbz: text('Y', 'N', ''), kqysssxbgglbm: text('x', '') }),
    bdcjyzlfwList: maybe(fc.array(record({ bdcdz: text('x'), xxdz: text('1号', 'x'), kdsbz: text('N'), mjdw: text('1'), cqzsh: text('x') }), { maxLength: 3 })),
    bdcxsfw: record({ bdcdz: text('x'), xxdz: text('1号'), kdsbz: text('N'), mjdw: text('1'), cqzsh: text('x'), sjcjhsje: text('1') }),
    tljhlhsgjfw: record({ fdjhm: text('x', ''), dphm: text('x', '') }),
    hwysfw: maybe(fc.array(record({ ysgjzl: text('1'), ysgjph: text('x'), qyd: text('x'), ddd: text('x'), yshwmc: text('x') }), { maxLength: 3 })),
  }),
  xfbcxx: record({ gj: text('156'), zjlx: text('201', '227'), zjhm: text('11010519491231002X', 'x'), dz: text('x'), dh: text('021-12345678', 'x') }),
  gtgmfList: maybe(fc.array(record({ zjlx: text('201'), zjhm: text('x') }), { maxLength: 3 })),
  minerals: maybe(fc.boolean()),
  sslkjly: text('', '1'),
});

const context = record({
  invoiceType: text(...allInvoiceTypes),
  taxpayerType: text('01', '02', '04', '05', '08'),
  diskType: maybe(fc.constantFrom(2, 4, 6, 7)),
  diskId: text('917000123456', '661000123456'),
  tsp: text('IT200', 'IT300'),
  isRed: maybe(fc.boolean()),
  receiverMayBeMobile: maybe(fc.boolean()),
  boundToTaxBureau: maybe(fc.boolean()),
  seller: record({ name: text('S', ''), taxId: text('T', ''), addressPhone: text('A', ''), bankAccount: text('B', '') }),
});

const severities = new Set(['error', 'confirm', 'dialog']);

/** A caller can show every issue: known severity, a dotted field path, a key in both locales that renders. */
function expectWellFormed(issues: RuleIssue[]): void {
  expect(Array.isArray(issues)).toBe(true);
  for (const i of issues) {
    expect(severities.has(i.severity)).toBe(true);
    expect(i.field).toMatch(/^$|^[A-Za-z]+(\.[A-Za-z0-9]+)*$/);
    expect(keyExistsEverywhere(i.key)).toBe(true);
    if (i.params !== undefined) {
      expect(Object.keys(i.params).length).toBeGreaterThan(0);
      // Rows are 1-based; a limit may reach 0 when an absurd deduction note fills the whole remark.
      if ('row' in i.params) expect(Number.isInteger(i.params.row) && (i.params.row as number) >= 1).toBe(true);
      if ('max' in i.params) expect(Number.isInteger(i.params.max) && (i.params.max as number) >= 0).toBe(true);
    }
    const shown = zh.t(i.key, { ...i.params });
    expect(shown).not.toMatch(/\{\{|\$t\(|invoice:/);
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe('validateInvoiceDraft on arbitrary input', () => {
  it('never throws and returns well-formed issues (draft-shaped input)', () => {
    fc.assert(
      fc.property(draft, context, (d, c) => {
        expectWellFormed(validateInvoiceDraft(deepFreeze(d) as unknown as InvoiceDraft, deepFreeze(c) as unknown as IssueContext));
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (d, c) => {
        expectWellFormed(validateInvoiceDraft(d as unknown as InvoiceDraft, c as unknown as IssueContext));
      }),
    );
  });

  it('gives the same answer twice (pure)', () => {
    fc.assert(
      fc.property(draft, context, (d, c) => {
        expect(validateInvoiceDraft(d as unknown as InvoiceDraft, c as unknown as IssueContext)).toEqual(validateInvoiceDraft(d as unknown as InvoiceDraft, c as unknown as IssueContext));
      }),
    );
  });

  it('rows in params point at lines that exist', () => {
    fc.assert(
      fc.property(draft, context, (d, c) => {
        for (const i of validateInvoiceDraft(d as unknown as InvoiceDraft, c as unknown as IssueContext)) {
          const match = /^goodsList\.(\d+)\./.exec(i.field);
          if (match) expect(i.params?.row).toBe(Number(match[1]) + 1);
        }
      }),
    );
  });

  it('handles very long text in every field', () => {
    const long = '长'.repeat(100_000);
    for (const type of allInvoiceTypes) {
      const d = draftFor(type, {
        purchaserInfo: { buyerTaxerName: long, buyerTaxerId: long, buyerAddressTel: long, buyerBankAccount: long },
        receiver: `${'a'.repeat(100_000)}@example.com`,
        review: { payee: long, checker: long, drawer: long },
        remark: long,
        kce: '9'.repeat(60),
        goodsList: goodsLines(3, { showName: long, ggxh: long, dw: long, spbm: long, amount: '9'.repeat(100_000), taxRate: long }),
        sslkjly: long,
      });
      const issues = validateInvoiceDraft(d, contextFor(type, { diskId: long, tsp: long }));
      expectWellFormed(issues);
      expect(issues.map((i) => i.field)).toEqual(expect.arrayContaining(['purchaserInfo.buyerTaxerName', 'remark', 'review.drawer', 'goodsList.0.amount']));
    }
  });
});

describe('rate policy on arbitrary input', () => {
  it('always offers 0.01, 0.03 and 0; never exempt or non-taxable on 85, 81, 004, 028', () => {
    fc.assert(
      fc.property(context, line, (c, l) => {
        const options = allowedTaxRates(c as unknown as IssueContext, l as GoodsLine);
        const values = options.map((o) => o.value);
        expect(values).toEqual(expect.arrayContaining(['0.01', '0.03', '0']));
        expect(new Set(values).size).toBe(values.length);
        const type = (c as { invoiceType?: unknown } | null)?.invoiceType;
        const special = ['85', '81', '004', '028'].includes(type as string);
        expect(values.includes('exempt')).toBe(!special);
        expect(values.includes('nonTaxable')).toBe(!special);
        for (const o of options) expect(keyExistsEverywhere(o.label.key)).toBe(true);
      }),
    );
  });

  it('batch exempt and cancel never throw, keep the length and leave their input untouched', () => {
    fc.assert(
      fc.property(maybe(fc.array(line, { maxLength: 10 })), context, (goods, c) => {
        const frozen = deepFreeze(goods) as GoodsLine[];
        const set = setExempt(frozen, c as unknown as IssueContext);
        const cancelled = cancelExempt(frozen, c as unknown as IssueContext);
        const length = Array.isArray(goods) ? goods.length : 0;
        expect(set).toHaveLength(length);
        expect(cancelled).toHaveLength(length);
        expect(setExempt(set, c as unknown as IssueContext)).toEqual(set);
      }),
    );
  });

  it('after cancel, no targeted line is still exempt unless no rate applies', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.constantFrom(...allInvoiceTypes), fc.constantFrom('01', '02', '08', '05', '04' as const), (goods, type, taxpayerType) => {
        const lines = goods.map((g) => (typeof g === 'object' && g !== null && !Array.isArray(g) ? { ...(g as GoodsLine), checked: false } : {}));
        const result = cancelExempt(lines, contextFor(type, { taxpayerType }));
        for (const l of result) expect(dutyFreeOf(l)).not.toBe(1);
      }),
    );
  });

  it('specialBusinessOf never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        expect([null, '01', '03', '04', '06', '09']).toContain(specialBusinessOf(s));
      }),
    );
  });
});
