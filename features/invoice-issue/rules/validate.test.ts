import { describe, expect, it } from 'vitest';
import type { RuleIssue } from '../../../platform/rules';
import { allInvoiceTypes, contextFor, digitalTypes, draftFor, goodsLine, goodsLines, taxDeviceTypes } from './fixtures';
import { deductionNote, validateInvoiceDraft, type GoodsLine, type InvoiceDraft, type InvoiceType, type IssueContext } from './index';

type Edit = (draft: InvoiceDraft, ctx: IssueContext) => void;

function run(type: InvoiceType, edit?: Edit, base?: (type: InvoiceType) => InvoiceDraft): RuleIssue[] {
  const draft = base ? base(type) : draftFor(type);
  const ctx = contextFor(type);
  edit?.(draft, ctx);
  return validateInvoiceDraft(draft, ctx);
}

const lines = (draft: InvoiceDraft, edit: Partial<GoodsLine>, index = 0) => {
  draft.goodsList[index] = { ...draft.goodsList[index]!, ...edit };
};

// Valid specific-business drafts on a full-electronic normal invoice (82); each passes clean.
const specific: Record<string, (type: InvoiceType) => InvoiceDraft> = {
  '01': (t) => draftFor(t, { tdyslxdm: '01', goodsList: [goodsLine({ spbm: '1070101010100000000', showName: '*Refined oil*Gasoline 92', dw: 't' })] }),
  '03': (t) =>
    draftFor(t, {
      tdyslxdm: '03',
      tdywxx: { jzfw: { jzfwfsd: 'Shanghai Pudong', jzxmmc: 'Tower A', kdsbz: 'N' } },
      goodsList: [goodsLine({ spbm: '3050100000000000000', showName: '*Construction*Civil works', taxRate: '0.09', taxAmount: '9.00' })],
    }),
  '04': (t) =>
    draftFor(t, {
      tdyslxdm: '04',
      tdywxx: { hwysfw: [{ ysgjzl: '1', ysgjph: 'HuA12345', qyd: 'Shanghai', ddd: 'Beijing', yshwmc: 'Steel' }] },
      goodsList: [goodsLine({ spbm: '3010102020100000000', showName: '*Transport*Road freight', taxRate: '0.09', taxAmount: '9.00' })],
    }),
  '05': (t) =>
    draftFor(t, {
      tdyslxdm: '05',
      tdywxx: { bdcxsfw: { bdcdz: 'Shanghai Pudong', xxdz: '世纪大道100号', kdsbz: 'N', mjdw: '1', cqzsh: 'HF2024001', sjcjhsje: '1000000' } },
      goodsList: [goodsLine({ spbm: '5010101000000000000', showName: '*Real estate*Flat', taxRate: '0.09', taxAmount: '9.00' })],
    }),
  '06': (t) =>
    draftFor(t, {
      tdyslxdm: '06',
      tdywxx: {
        bdcjyzlfwList: [{ bdcdz: 'Shanghai Pudong', xxdz: '张江路8号', kdsbz: 'N', mjdw: '1', cqzsh: 'HF2024002', zlqq: '2024-01-01', zlqz: '2024-12-31' }],
      },
      goodsList: [goodsLine({ spbm: '3040502020101000000', showName: '*Lease*Office rent', taxRate: '0.09', taxAmount: '9.00' })],
    }),
  '09': (t) => draftFor(t, { tdyslxdm: '09', goodsList: [goodsLine({ spbm: '3010101020101010000', showName: '*Transport*Coach ticket', taxRate: '0.09', taxAmount: '9.00' })] }),
  '13': (t) => draftFor(t, { tdyslxdm: '13', tdywxx: { tljhlhsgjfw: { fdjhm: 'E1234567' } } }),
  '14': (t) => draftFor(t, { tdyslxdm: '14', tdywxx: { tljhlhsgjfw: { dphm: 'LSVAB2BR5JN012345' } } }),
  '16': (t) => draftFor(t, { tdyslxdm: '16', xfbcxx: { gj: '156', zjlx: '201', zjhm: '11010519491231002X' } }),
  '24': (t) =>
    draftFor(t, {
      tdyslxdm: '24',
      purchaserInfo: { buyerTaxerName: 'Scrap Recycling Co', buyerTaxerId: 'ABC123' },
      xfbcxx: { gj: '156', zjlx: '201', zjhm: '11010519491231002X', dz: 'Shanghai', dh: '021-12345678' },
    }),
};

describe('valid drafts pass clean', () => {
  it.each(allInvoiceTypes)('invoice type %s', (type) => {
    expect(run(type)).toEqual([]);
  });
  it.each(Object.keys(specific))('specific business %s on 82', (business) => {
    expect(run('82', undefined, specific[business])).toEqual([]);
  });
  it.each(taxDeviceTypes)('a red %s within 184 remark bytes', (type) => {
    expect(run(type, (d, c) => ((c.isRed = true), (d.remark = 'A'.repeat(184))))).toEqual([]);
  });
  it('a small-scale 3 % invoice with its reason', () => {
    expect(run('007', (d, c) => ((c.taxpayerType = '08'), (d.sslkjly = '2'), lines(d, { taxRate: '0.03', taxAmount: '3.00' })))).toEqual([]);
  });
  it('exempt and non-taxable lines on ordinary invoices', () => {
    for (const type of ['007', '026', '82', '86'] as const) {
      expect(run(type, (d) => (d.goodsList = [goodsLine({ taxRate: '0', lslbs: '1', taxAmount: '0' }), goodsLine({ taxRate: '0', lslbs: '2', taxAmount: '0' })]))).toEqual([]);
    }
  });
});

interface Case {
  name: string;
  type: InvoiceType;
  edit: Edit;
  base?: (type: InvoiceType) => InvoiceDraft;
  expected: RuleIssue;
}

const e = (field: string, key: string, params?: Record<string, unknown>, severity: RuleIssue['severity'] = 'error'): RuleIssue =>
  params ? { field, key, params, severity } : { field, key, severity };

const cases: Case[] = [
  // Buyer (spec 01 §5)
  { name: 'buyer name empty', type: '007', edit: (d) => (d.purchaserInfo.buyerTaxerName = ''), expected: e('purchaserInfo.buyerTaxerName', 'invoice:buyer.nameRequired') },
  { name: 'buyer name blank (82)', type: '82', edit: (d) => (d.purchaserInfo.buyerTaxerName = '   '), expected: e('purchaserInfo.buyerTaxerName', 'invoice:buyer.nameRequired') },
  { name: 'buyer name missing', type: '004', edit: (d) => delete d.purchaserInfo.buyerTaxerName, expected: e('purchaserInfo.buyerTaxerName', 'invoice:buyer.nameRequired') },
  { name: 'buyer name special characters', type: '026', edit: (d) => (d.purchaserInfo.buyerTaxerName = 'Acme <Co>'), expected: e('purchaserInfo.buyerTaxerName', 'invoice:buyer.nameSpecialCharacters') },
  { name: 'buyer name 101 bytes', type: '007', edit: (d) => (d.purchaserInfo.buyerTaxerName = 'A'.repeat(101)), expected: e('purchaserInfo.buyerTaxerName', 'invoice:buyer.nameMaxBytes', { max: 100 }) },
  { name: 'buyer name 51 Chinese characters', type: '028', edit: (d) => (d.purchaserInfo.buyerTaxerName = '中'.repeat(51)), expected: e('purchaserInfo.buyerTaxerName', 'invoice:buyer.nameMaxBytes', { max: 100 }) },
  { name: 'buyer name 201 bytes (82)', type: '82', edit: (d) => (d.purchaserInfo.buyerTaxerName = 'A'.repeat(201)), expected: e('purchaserInfo.buyerTaxerName', 'invoice:buyer.nameMaxBytes', { max: 200 }) },
  ...(['004', '028', '81', '85'] as const).map((type) => ({
    name: `buyer tax id required on ${type}`,
    type,
    edit: ((d) => (d.purchaserInfo.buyerTaxerId = '')) as Edit,
    expected: e('purchaserInfo.buyerTaxerId', 'invoice:buyer.taxIdRequired'),
  })),
  { name: 'buyer tax id 21 bytes', type: '007', edit: (d) => (d.purchaserInfo.buyerTaxerId = 'A'.repeat(21)), expected: e('purchaserInfo.buyerTaxerId', 'invoice:buyer.taxIdMaxBytes', { max: 20 }) },
  { name: 'buyer tax id 21 bytes (86)', type: '86', edit: (d) => (d.purchaserInfo.buyerTaxerId = 'A'.repeat(21)), expected: e('purchaserInfo.buyerTaxerId', 'invoice:buyer.taxIdMaxBytes', { max: 20 }) },
  { name: 'buyer tax id of 16 characters', type: '007', edit: (d) => (d.purchaserInfo.buyerTaxerId = '1234567890123456'), expected: e('purchaserInfo.buyerTaxerId', 'invoice:buyer.taxIdConfirm', undefined, 'confirm') },
  { name: 'buyer tax id in lower case', type: '81', edit: (d) => (d.purchaserInfo.buyerTaxerId = '91310000ma1fl8xq30'), expected: e('purchaserInfo.buyerTaxerId', 'invoice:buyer.taxIdConfirm', undefined, 'confirm') },
  { name: 'buyer address-phone 101 bytes', type: '004', edit: (d) => (d.purchaserInfo.buyerAddressTel = 'A'.repeat(101)), expected: e('purchaserInfo.buyerAddressTel', 'invoice:buyer.addressTelMaxBytes', { max: 100 }) },
  { name: 'buyer address-phone 201 bytes (81)', type: '81', edit: (d) => (d.purchaserInfo.buyerAddressTel = 'A'.repeat(201)), expected: e('purchaserInfo.buyerAddressTel', 'invoice:buyer.addressTelMaxBytes', { max: 200 }) },
  { name: 'buyer bank 101 bytes', type: '025', edit: (d) => (d.purchaserInfo.buyerBankAccount = 'A'.repeat(101)), expected: e('purchaserInfo.buyerBankAccount', 'invoice:buyer.bankAccountMaxBytes', { max: 100 }) },
  { name: 'buyer bank 201 bytes (85)', type: '85', edit: (d) => (d.purchaserInfo.buyerBankAccount = 'A'.repeat(201)), expected: e('purchaserInfo.buyerBankAccount', 'invoice:buyer.bankAccountMaxBytes', { max: 200 }) },

  // Remark
  { name: 'remark 231 bytes', type: '007', edit: (d) => (d.remark = 'A'.repeat(231)), expected: e('remark', 'invoice:remark.maxBytes', { max: 230 }) },
  { name: 'remark 116 Chinese characters', type: '026', edit: (d) => (d.remark = '备'.repeat(116)), expected: e('remark', 'invoice:remark.maxBytes', { max: 230 }) },
  { name: 'red remark 185 bytes', type: '004', edit: (d, c) => ((c.isRed = true), (d.remark = 'A'.repeat(185))), expected: e('remark', 'invoice:remark.maxBytes', { max: 184 }) },
  // 差额征税：100.00。 is 18 bytes: 230 - 18 = 212; 差额征税：1234.50。 is 19: 184 - 19 = 165.
  { name: 'remark with a deduction', type: '007', edit: (d) => ((d.kce = '100'), (d.remark = 'A'.repeat(213))), expected: e('remark', 'invoice:remark.maxBytes', { max: 212 }) },
  { name: 'red remark with a deduction', type: '007', edit: (d, c) => ((c.isRed = true), (d.kce = '1234.5'), (d.remark = 'A'.repeat(166))), expected: e('remark', 'invoice:remark.maxBytes', { max: 165 }) },
  { name: 'remark 401 bytes (82)', type: '82', edit: (d) => (d.remark = 'A'.repeat(401)), expected: e('remark', 'invoice:remark.maxBytes', { max: 400 }) },

  // Review
  ...(['004', '028'] as const).flatMap((type) => [
    { name: `payee required on ${type}`, type, edit: ((d) => (d.review.payee = '')) as Edit, expected: e('review.payee', 'invoice:review.payeeRequired') },
    { name: `checker required on ${type}`, type, edit: ((d) => (d.review.checker = '')) as Edit, expected: e('review.checker', 'invoice:review.checkerRequired') },
  ]),
  ...allInvoiceTypes.map((type) => ({ name: `drawer required on ${type}`, type, edit: ((d) => (d.review.drawer = ' ')) as Edit, expected: e('review.drawer', 'invoice:review.drawerRequired') })),
  { name: 'drawer of 17 characters', type: '007', edit: (d) => (d.review.drawer = '王'.repeat(17)), expected: e('review.drawer', 'invoice:review.drawerMaxChars', { max: 16 }) },
  { name: 'payee of 17 characters', type: '004', edit: (d) => (d.review.payee = 'A'.repeat(17)), expected: e('review.payee', 'invoice:review.payeeMaxChars', { max: 16 }) },
  { name: 'checker of 33 bytes (81)', type: '81', edit: (d) => (d.review.checker = 'A'.repeat(33)), expected: e('review.checker', 'invoice:review.checkerMaxBytes', { max: 32 }) },
  { name: 'payee of 17 Chinese characters (82)', type: '82', edit: (d) => (d.review.payee = '王'.repeat(17)), expected: e('review.payee', 'invoice:review.payeeMaxBytes', { max: 32 }) },

  // Receiver
  { name: 'receiver not an e-mail', type: '026', edit: (d) => (d.receiver = 'not-an-email'), expected: e('receiver', 'invoice:receiver.email') },
  { name: 'receiver a mobile where not allowed', type: '82', edit: (d) => (d.receiver = '13812345678'), expected: e('receiver', 'invoice:receiver.email') },
  { name: 'receiver neither where a mobile is allowed', type: '82', edit: (d, c) => ((c.receiverMayBeMobile = true), (d.receiver = '1381234')), expected: e('receiver', 'invoice:receiver.emailOrMobile') },

  // Goods
  { name: 'no goods line', type: '007', edit: (d) => (d.goodsList = []), expected: e('goodsList', 'invoice:goods.empty') },
  { name: 'no goods line (81)', type: '81', edit: (d) => (d.goodsList = []), expected: e('goodsList', 'invoice:goods.empty') },
  { name: 'line amount empty', type: '004', edit: (d) => lines(d, { amount: '' }), expected: e('goodsList.0.amount', 'invoice:goods.amountRequired', { row: 1 }) },
  { name: 'line amount not a number', type: '82', edit: (d) => lines(d, { amount: '12,5' }), expected: e('goodsList.0.amount', 'invoice:goods.amountInvalid', { row: 1 }) },
  { name: 'total with tax 0', type: '007', edit: (d) => lines(d, { amount: '0', taxAmount: '0' }), expected: e('goodsList', 'invoice:goods.totalZero') },
  {
    name: 'lines cancelling out to 0',
    type: '82',
    edit: (d) => (d.goodsList = [goodsLine(), goodsLine({ amount: '-100.00', taxAmount: '-13.00', fphxz: '1' })]),
    expected: e('goodsList', 'invoice:goods.totalZero'),
  },
  {
    // one line sums in cents, the other (3 decimals, no tax amount) in decimals: together they are 0
    name: 'lines cancelling out to 0, in cents and in decimals',
    type: '82',
    edit: (d) => (d.goodsList = [goodsLine({ amount: '100.00', taxAmount: '13.00' }), goodsLine({ amount: '-100.000', taxAmount: undefined, taxRate: '0.13', fphxz: '1' })]),
    expected: e('goodsList', 'invoice:goods.totalZero'),
  },
  {
    // the tax of a line without a tax amount, in cents: 0.50 at 3 % is 0.015, rounded half up to 0.02
    name: 'lines cancelling out to 0, the tax worked out in cents',
    type: '82',
    edit: (d) =>
      (d.goodsList = [
        goodsLine({ amount: '100.00', taxAmount: undefined, taxRate: '0.13' }),
        goodsLine({ amount: '0.50', taxAmount: undefined, taxRate: '0.03' }),
        goodsLine({ amount: '-113.52', taxAmount: '0.00', fphxz: '1' }),
      ]),
    expected: e('goodsList', 'invoice:goods.totalZero'),
  },
  { name: 'line name empty', type: '007', edit: (d) => lines(d, { showName: '', name: '' }), expected: e('goodsList.0.showName', 'invoice:goods.nameRequired', { row: 1 }) },
  { name: 'line name empty (82, row 2)', type: '82', edit: (d) => ((d.goodsList = goodsLines(2)), lines(d, { showName: ' ', name: '' }, 1)), expected: e('goodsList.1.showName', 'invoice:goods.nameRequired', { row: 2 }) },
  { name: 'line without tax code', type: '81', edit: (d) => lines(d, { spbm: '', zxbm: '' }), expected: e('goodsList.0.spbm', 'invoice:goods.taxCodeRequired', { row: 1 }) },
  { name: 'line without tax code (026)', type: '026', edit: (d) => lines(d, { spbm: undefined }), expected: e('goodsList.0.spbm', 'invoice:goods.taxCodeRequired', { row: 1 }) },
  { name: 'line without rate', type: '007', edit: (d) => lines(d, { taxRate: '' }), expected: e('goodsList.0.taxRate', 'invoice:goods.taxRateRequired', { row: 1 }) },
  { name: 'line name 101 bytes', type: '007', edit: (d) => lines(d, { showName: 'A'.repeat(101) }), expected: e('goodsList.0.showName', 'invoice:goods.nameMaxBytes', { row: 1, max: 100 }) },
  { name: 'line name 87 bytes over 8 lines', type: '007', edit: (d) => ((d.goodsList = goodsLines(9)), lines(d, { showName: 'A'.repeat(87) }, 4)), expected: e('goodsList.4.showName', 'invoice:goods.nameMaxBytes', { row: 5, max: 86 }) },
  { name: 'line name 93 bytes on a golden-tax disk', type: '004', edit: (d, c) => ((c.diskType = 4), lines(d, { showName: 'A'.repeat(93) })), expected: e('goodsList.0.showName', 'invoice:goods.nameMaxBytes', { row: 1, max: 92 }) },
  { name: 'line spec 37 bytes', type: '007', edit: (d) => lines(d, { ggxh: 'A'.repeat(37) }), expected: e('goodsList.0.ggxh', 'invoice:goods.specMaxBytes', { row: 1, max: 36 }) },
  { name: 'line spec 41 bytes on a golden-tax disk', type: '007', edit: (d, c) => ((c.diskType = 4), lines(d, { ggxh: 'A'.repeat(41) })), expected: e('goodsList.0.ggxh', 'invoice:goods.specMaxBytes', { row: 1, max: 40 }) },
  { name: 'line unit 33 bytes', type: '026', edit: (d) => lines(d, { dw: 'A'.repeat(33) }), expected: e('goodsList.0.dw', 'invoice:goods.unitMaxBytes', { row: 1, max: 32 }) },
  { name: 'line unit 15 bytes over 8 lines', type: '026', edit: (d) => ((d.goodsList = goodsLines(9)), lines(d, { dw: 'A'.repeat(15) }, 8)), expected: e('goodsList.8.dw', 'invoice:goods.unitMaxBytes', { row: 9, max: 14 }) },
  { name: 'line unit 23 bytes on a golden-tax disk', type: '028', edit: (d, c) => ((c.diskType = 4), lines(d, { dw: 'A'.repeat(23) })), expected: e('goodsList.0.dw', 'invoice:goods.unitMaxBytes', { row: 1, max: 22 }) },

  // Rates
  { name: 'special 004 exempt', type: '004', edit: (d) => lines(d, { taxRate: '0', lslbs: '1', taxAmount: '0' }), expected: e('goodsList.0.taxRate', 'invoice:goods.specialInvoiceZeroRate', { row: 1 }) },
  { name: 'special 028 zero rate', type: '028', edit: (d) => lines(d, { taxRate: '0', lslbs: '3', taxAmount: '0' }), expected: e('goodsList.0.taxRate', 'invoice:goods.specialInvoiceZeroRate', { row: 1 }) },
  { name: 'special 81 non-taxable', type: '81', edit: (d) => lines(d, { taxRate: '0', lslbs: '2', taxAmount: '0' }), expected: e('goodsList.0.taxRate', 'invoice:goods.specialInvoiceZeroRate', { row: 1 }) },
  { name: 'special 85 rate 0 without lslbs', type: '85', edit: (d) => lines(d, { taxRate: 0, lslbs: '', taxAmount: '0' }), expected: e('goodsList.0.taxRate', 'invoice:goods.specialInvoiceZeroRate', { row: 1 }) },
  { name: 'general taxpayer at 1 %', type: '007', edit: (d) => lines(d, { taxRate: '0.01', taxAmount: '1.00' }), expected: e('goodsList.0.taxRate', 'invoice:goods.generalOnePercent', { row: 1 }) },
  { name: 'tutoring general taxpayer at 1 % (82)', type: '82', edit: (d, c) => ((c.taxpayerType = '02'), lines(d, { taxRate: '0.01', taxAmount: '1.00' })), expected: e('goodsList.0.taxRate', 'invoice:goods.generalOnePercent', { row: 1 }) },
  { name: 'small-scale at 13 %', type: '007', edit: (_d, c) => (c.taxpayerType = '08'), expected: e('goodsList.0.taxRate', 'invoice:goods.smallScaleThirteenPercent', { row: 1 }) },
  { name: 'converted taxpayer at 13 % (86)', type: '86', edit: (_d, c) => (c.taxpayerType = '05'), expected: e('goodsList.0.taxRate', 'invoice:goods.smallScaleThirteenPercent', { row: 1 }) },

  // Minerals and coal
  { name: 'mineral without unit', type: '007', edit: (d) => ((d.minerals = true), lines(d, { dw: '' })), expected: e('goodsList.0.dw', 'invoice:goods.mineralUnitRequired', { row: 1 }) },
  { name: 'mineral without quantity', type: '82', edit: (d) => ((d.minerals = true), lines(d, { quantity: '' })), expected: e('goodsList.0.quantity', 'invoice:goods.mineralQuantityRequired', { row: 1 }) },
  { name: 'coal without coal type', type: '82', edit: (d) => lines(d, { spbm: '1020101000000000000' }), expected: e('goodsList.0.mtzlDm', 'invoice:goods.coalTypeRequired', { row: 1 }) },
  { name: 'coal without unit', type: '81', edit: (d) => lines(d, { spbm: '1020199000000000000', mtzlDm: '01', dw: '' }), expected: e('goodsList.0.dw', 'invoice:goods.coalUnitRequired', { row: 1 }) },
  { name: 'coal by zxbm (20 digits, first 19 used)', type: '86', edit: (d) => lines(d, { spbm: '', zxbm: '10201020000000000001' }), expected: e('goodsList.0.mtzlDm', 'invoice:goods.coalTypeRequired', { row: 1 }) },

  // Ukey line limit
  { name: 'Ukey 917 over 20 lines', type: '007', edit: (d, c) => ((c.diskType = 6), (c.diskId = '917000123456'), (d.goodsList = goodsLines(21))), expected: e('goodsList', 'invoice:goods.ukeyLineLimit', { max: 20 }) },

  // Dialogs
  { name: 'small-scale at 3 % without reason', type: '007', edit: (d, c) => ((c.taxpayerType = '08'), lines(d, { taxRate: '0.03', taxAmount: '3.00' })), expected: e('sslkjly', 'invoice:sslkjly.required', undefined, 'dialog') },
  { name: 'converted at 3 % without reason (82)', type: '82', edit: (d, c) => ((c.taxpayerType = '05'), lines(d, { taxRate: '0.030', taxAmount: '3.00' })), expected: e('sslkjly', 'invoice:sslkjly.required', undefined, 'dialog') },
  ...allInvoiceTypes.map((type) => ({ name: `seller without bank account on ${type}`, type, edit: ((_d, c) => (c.seller.bankAccount = '')) as Edit, expected: e('seller', 'invoice:seller.incomplete', undefined, 'dialog') })),
  { name: 'seller without tax id', type: '82', edit: (_d, c) => delete c.seller.taxId, expected: e('seller', 'invoice:seller.incomplete', undefined, 'dialog') },
  ...digitalTypes.map((type) => ({ name: `not bound to the tax bureau on ${type}`, type, edit: ((_d, c) => (c.boundToTaxBureau = false)) as Edit, expected: e('', 'invoice:taxBureau.notBound', undefined, 'dialog') })),

  // Tax-code business match (full-electronic)
  { name: 'construction invoice with other goods', type: '82', base: specific['03'], edit: (d) => d.goodsList.push(goodsLine()), expected: e('goodsList.1.spbm', 'invoice:goods.notOfSpecialBusiness', { row: 2, code: '03' }) },
  { name: 'freight invoice with passenger line', type: '81', base: specific['04'], edit: (d) => lines(d, { spbm: '3010101020101010000' }), expected: e('goodsList.0.spbm', 'invoice:goods.notOfSpecialBusiness', { row: 1, code: '04' }) },
  { name: 'ordinary invoice with a construction line', type: '82', edit: (d) => lines(d, { spbm: '3050200000000000000' }), expected: e('goodsList.0.spbm', 'invoice:goods.notSpecialBusiness', { row: 1, code: '03' }) },
  { name: 'ordinary invoice with refined oil', type: '86', edit: (d) => lines(d, { spbm: '1070101080000000000' }), expected: e('goodsList.0.spbm', 'invoice:goods.notSpecialBusiness', { row: 1, code: '01' }) },
  { name: 'ordinary invoice with a lease line', type: '85', edit: (d) => lines(d, { spbm: '3040502020200000000' }), expected: e('goodsList.0.spbm', 'invoice:goods.notSpecialBusiness', { row: 1, code: '06' }) },
  { name: 'ordinary invoice with passenger transport', type: '81', edit: (d) => lines(d, { spbm: '3010301010100000000' }), expected: e('goodsList.0.spbm', 'invoice:goods.notSpecialBusiness', { row: 1, code: '09' }) },

  // Quantity for 05/06
  { name: 'property sale line without quantity', type: '82', base: specific['05'], edit: (d) => lines(d, { quantity: '' }), expected: e('goodsList.0.quantity', 'invoice:goods.quantityRequired', { row: 1 }) },
  { name: 'property lease line without quantity', type: '81', base: specific['06'], edit: (d) => lines(d, { quantity: undefined }), expected: e('goodsList.0.quantity', 'invoice:goods.quantityRequired', { row: 1 }) },

  // Specific business information (spec 01 §5)
  { name: '03 without place', type: '82', base: specific['03'], edit: (d) => (d.tdywxx!.jzfw!.jzfwfsd = ''), expected: e('tdywxx.jzfw.jzfwfsd', 'invoice:specific.construction.jzfwfsd') },
  { name: '03 without project name', type: '82', base: specific['03'], edit: (d) => delete d.tdywxx!.jzfw!.jzxmmc, expected: e('tdywxx.jzfw.jzxmmc', 'invoice:specific.construction.jzxmmc') },
  { name: '03 without cross-city flag', type: '82', base: specific['03'], edit: (d) => (d.tdywxx!.jzfw!.kdsbz = ''), expected: e('tdywxx.jzfw.kdsbz', 'invoice:specific.construction.kdsbz') },
  { name: '03 cross-city without report number', type: '82', base: specific['03'], edit: (d) => (d.tdywxx!.jzfw!.kdsbz = 'Y'), expected: e('tdywxx.jzfw.kqysssxbgglbm', 'invoice:specific.construction.kqysssxbgglbm') },
  { name: '04 without transport rows', type: '82', base: specific['04'], edit: (d) => (d.tdywxx!.hwysfw = []), expected: e('tdywxx.hwysfw', 'invoice:specific.freight.required') },
  ...(['ysgjzl', 'ysgjph', 'qyd', 'ddd', 'yshwmc'] as const).map((field) => ({
    name: `04 without ${field}`,
    type: '82' as InvoiceType,
    base: specific['04'],
    edit: ((d) => (d.tdywxx!.hwysfw![0]![field] = '')) as Edit,
    expected: e(`tdywxx.hwysfw.0.${field}`, `invoice:specific.freight.${field}`, { row: 1 }),
  })),
  ...(['bdcdz', 'xxdz', 'kdsbz', 'mjdw', 'cqzsh', 'sjcjhsje'] as const).map((field) => ({
    name: `05 without ${field}`,
    type: '82' as InvoiceType,
    base: specific['05'],
    edit: ((d) => (d.tdywxx!.bdcxsfw![field] = '')) as Edit,
    expected: e(`tdywxx.bdcxsfw.${field}`, `invoice:specific.realEstate.${field}`),
  })),
  { name: '05 detailed address without a keyword', type: '82', base: specific['05'], edit: (d) => (d.tdywxx!.bdcxsfw!.xxdz = 'Century Avenue 100'), expected: e('tdywxx.bdcxsfw.xxdz', 'invoice:specific.realEstate.xxdzKeyword') },
  { name: '06 without lease rows', type: '82', base: specific['06'], edit: (d) => (d.tdywxx!.bdcjyzlfwList = []), expected: e('tdywxx.bdcjyzlfwList', 'invoice:specific.realEstate.leaseRequired') },
  ...(['bdcdz', 'xxdz', 'kdsbz', 'mjdw', 'cqzsh'] as const).map((field) => ({
    name: `06 without ${field}`,
    type: '81' as InvoiceType,
    base: specific['06'],
    edit: ((d) => (d.tdywxx!.bdcjyzlfwList![0]![field] = '')) as Edit,
    expected: e(`tdywxx.bdcjyzlfwList.0.${field}`, `invoice:specific.realEstate.${field}`),
  })),
  { name: '06 detailed address without a keyword', type: '82', base: specific['06'], edit: (d) => (d.tdywxx!.bdcjyzlfwList![0]!.xxdz = '张江高科园区'), expected: e('tdywxx.bdcjyzlfwList.0.xxdz', 'invoice:specific.realEstate.xxdzKeyword') },
  { name: '05 joint purchase without co-buyers', type: '82', base: specific['05'], edit: (d) => (d.purchaserInfo.dfgtgmbq = 'Y'), expected: e('gtgmfList', 'invoice:specific.coBuyer.required') },
  { name: '06 co-buyer without id type', type: '82', base: specific['06'], edit: (d) => ((d.purchaserInfo.dfgtgmbq = 'Y'), (d.gtgmfList = [{ gmfmc: 'A', zjlx: '201', zjhm: '11010519491231002X' }, { gmfmc: 'B', zjhm: '1' }])), expected: e('gtgmfList.1.zjlx', 'invoice:specific.coBuyer.zjlx', { row: 2 }) },
  { name: '05 co-buyer without id number', type: '82', base: specific['05'], edit: (d) => (d.gtgmfList = [{ gmfmc: 'A', zjlx: '201' }]), expected: e('gtgmfList.0.zjhm', 'invoice:specific.coBuyer.zjhm', { row: 1 }) },
  { name: '13 without engine or chassis number', type: '82', base: specific['13'], edit: (d) => (d.tdywxx = { tljhlhsgjfw: {} }), expected: e('tdywxx.tljhlhsgjfw.fdjhm', 'invoice:specific.tractor.engineOrChassis') },
  { name: '14 without engine number or VIN', type: '81', base: specific['14'], edit: (d) => (d.tdywxx!.tljhlhsgjfw!.dphm = ' '), expected: e('tdywxx.tljhlhsgjfw.fdjhm', 'invoice:specific.vehicle.engineOrVin') },
  ...(['gj', 'zjlx', 'zjhm'] as const).flatMap((field) =>
    (['16', '24'] as const).map((business) => ({
      name: `${business} without seller ${field}`,
      type: '82' as InvoiceType,
      base: specific[business],
      edit: ((d) => (d.xfbcxx![field] = '')) as Edit,
      expected: e(`xfbcxx.${field}`, `invoice:specific.naturalSeller.${field}`),
    })),
  ),
  { name: '16 seller id card with a wrong check digit', type: '82', base: specific['16'], edit: (d) => (d.xfbcxx!.zjhm = '110105194912310021'), expected: e('xfbcxx.zjhm', 'invoice:specific.naturalSeller.zjhmInvalid') },
  { name: '24 without seller address', type: '82', base: specific['24'], edit: (d) => (d.xfbcxx!.dz = ''), expected: e('xfbcxx.dz', 'invoice:specific.naturalSeller.dz') },
  { name: '24 without seller phone', type: '82', base: specific['24'], edit: (d) => (d.xfbcxx!.dh = ''), expected: e('xfbcxx.dh', 'invoice:specific.naturalSeller.dh') },
  { name: '24 with a malformed seller phone', type: '82', base: specific['24'], edit: (d) => (d.xfbcxx!.dh = '12-34'), expected: e('xfbcxx.dh', 'invoice:specific.naturalSeller.dhInvalid') },
];

describe('each rule broken one at a time', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(run(c.type, c.edit, c.base)).toEqual([c.expected]);
  });
});

describe('boundaries and exceptions that stay clean', () => {
  const clean: Array<[string, InvoiceType, Edit, ((t: InvoiceType) => InvoiceDraft)?]> = [
    ['buyer name of exactly 100 bytes', '007', (d) => (d.purchaserInfo.buyerTaxerName = '中'.repeat(50))],
    ['buyer name of exactly 200 bytes (82)', '82', (d) => (d.purchaserInfo.buyerTaxerName = 'A'.repeat(200))],
    ['no buyer tax id on an ordinary invoice', '007', (d) => (d.purchaserInfo.buyerTaxerId = '')],
    ['no buyer tax id on 82', '82', (d) => delete d.purchaserInfo.buyerTaxerId],
    ...(['15', '17', '20'] as const).map((n): [string, InvoiceType, Edit] => [`buyer tax id of ${n} characters`, '004', (d) => (d.purchaserInfo.buyerTaxerId = '1'.repeat(Number(n)))]),
    ['an odd buyer tax id on 24 scrap purchase', '82', (d) => (d.purchaserInfo.buyerTaxerId = 'XYZ'), specific['24']],
    ['remark of exactly 230 bytes', '007', (d) => (d.remark = '备'.repeat(115))],
    ['remark of 212 bytes with a 100.00 deduction', '007', (d) => ((d.kce = 100), (d.remark = 'A'.repeat(212)))],
    ['remark of 400 bytes with a deduction (82)', '82', (d) => ((d.kce = '100'), (d.remark = 'A'.repeat(400)))],
    ['no payee nor checker on 007', '007', (d) => (d.review = { drawer: 'Wang' })],
    ['no payee nor checker on 81', '81', (d) => (d.review = { drawer: 'Wang' })],
    ['drawer of 16 Chinese characters', '004', (d) => (d.review.drawer = '王'.repeat(16))],
    ['no receiver', '026', (d) => delete d.receiver],
    ['a mobile receiver where allowed', '026', (d, c) => ((c.receiverMayBeMobile = true), (d.receiver = '13812345678'))],
    ['line name of 100 bytes', '007', (d) => lines(d, { showName: 'A'.repeat(100) })],
    ['line name of 300 bytes on full-electronic', '82', (d) => lines(d, { showName: 'A'.repeat(300), ggxh: 'A'.repeat(100), dw: 'A'.repeat(50) })],
    ['line spec of 40 bytes on a golden-tax disk', '004', (d, c) => ((c.diskType = 4), lines(d, { ggxh: 'A'.repeat(40) }))],
    ['Ukey 917 with 20 lines', '007', (d, c) => ((c.diskType = 6), (c.diskId = '917000123456'), (d.goodsList = goodsLines(20)))],
    ['Ukey 917 over 20 lines on IT200', '007', (d, c) => ((c.diskType = 6), (c.diskId = '917000123456'), (c.tsp = 'IT200'), (d.goodsList = goodsLines(25)))],
    ['Ukey not 917 over 20 lines', '026', (d, c) => ((c.diskType = 6), (c.diskId = '661000123456'), (d.goodsList = goodsLines(25)))],
    ['golden-tax disk over 20 lines', '004', (d, c) => ((c.diskType = 4), (c.diskId = '917000123456'), (d.goodsList = goodsLines(25)))],
    ['general taxpayer at 3 % needs no reason', '007', (d) => lines(d, { taxRate: '0.03', taxAmount: '3.00' })],
    ['small-scale red invoice at 3 %', '007', (d, c) => ((c.taxpayerType = '08'), (c.isRed = true), lines(d, { taxRate: '0.03', taxAmount: '3.00' }))],
    ['small-scale at 1 %', '82', (d, c) => ((c.taxpayerType = '08'), lines(d, { taxRate: '0.01', taxAmount: '1.00' }))],
    ['coal on a tax-control device', '007', (d) => lines(d, { spbm: '1020101000000000000' })],
    ['coal with type and unit', '82', (d) => lines(d, { spbm: '1020102000000000000', mtzlDm: '02', dw: 't' })],
    ['construction line on a tax-control device', '007', (d) => lines(d, { spbm: '3050100000000000000' })],
    ['not bound on a tax-control device', '004', (_d, c) => (c.boundToTaxBureau = false)],
    ['a tax-inclusive line', '007', (d) => lines(d, { hsbz: '1', amount: '113.00', taxAmount: undefined })],
    ['rate as a number', '007', (d) => lines(d, { taxRate: 0.13, amount: 100 })],
    ['a mineral with unit and quantity', '004', (d) => (d.minerals = true)],
  ];
  it.each(clean.map(([name, type, edit, base]) => [name, type, edit, base] as const))('%s', (_name, type, edit, base) => {
    expect(run(type, edit, base)).toEqual([]);
  });
});

describe('several issues together', () => {
  it('reports them in the order a user fixes the form, with 1-based rows', () => {
    const issues = run('004', (d, c) => {
      c.taxpayerType = '08';
      c.seller.name = '';
      d.purchaserInfo = {};
      d.review = {};
      d.goodsList = [goodsLine(), goodsLine({ amount: '', showName: '', name: '' }), goodsLine({ taxRate: '0.03', taxAmount: '3.00' })];
    });
    expect(issues.map((i) => [i.field, i.key, i.severity, i.params?.row])).toEqual([
      ['purchaserInfo.buyerTaxerName', 'invoice:buyer.nameRequired', 'error', undefined],
      ['purchaserInfo.buyerTaxerId', 'invoice:buyer.taxIdRequired', 'error', undefined],
      ['review.payee', 'invoice:review.payeeRequired', 'error', undefined],
      ['review.checker', 'invoice:review.checkerRequired', 'error', undefined],
      ['review.drawer', 'invoice:review.drawerRequired', 'error', undefined],
      ['goodsList.0.taxRate', 'invoice:goods.smallScaleThirteenPercent', 'error', 1],
      ['goodsList.1.showName', 'invoice:goods.nameRequired', 'error', 2],
      ['goodsList.1.amount', 'invoice:goods.amountRequired', 'error', 2],
      ['goodsList.1.taxRate', 'invoice:goods.smallScaleThirteenPercent', 'error', 2],
      ['sslkjly', 'invoice:sslkjly.required', 'dialog', undefined],
      ['seller', 'invoice:seller.incomplete', 'dialog', undefined],
    ]);
  });

  it('puts the tax-bureau binding first on full-electronic invoices', () => {
    const issues = run('81', (d, c) => ((c.boundToTaxBureau = false), (d.purchaserInfo.buyerTaxerName = '')));
    expect(issues.map((i) => i.key)).toEqual(['invoice:taxBureau.notBound', 'invoice:buyer.nameRequired']);
  });

  it('reads the invoice type from the draft when the context lacks it', () => {
    const draft = draftFor('004', { review: { drawer: 'Wang' } });
    const ctx = { ...contextFor('004'), invoiceType: undefined } as unknown as IssueContext;
    expect(validateInvoiceDraft(draft, ctx).map((i) => i.field)).toEqual(['review.payee', 'review.checker']);
  });

  it('does not change its input', () => {
    const draft = draftFor('82');
    const copy = structuredClone(draft);
    validateInvoiceDraft(draft, contextFor('82'));
    expect(draft).toEqual(copy);
  });
});

describe('deductionNote', () => {
  it.each([
    ['100', '差额征税：100.00。'],
    [1234.5, '差额征税：1234.50。'],
    ['0.005', '差额征税：0.01。'],
    ['', ''],
    [null, ''],
    ['0', ''],
    ['abc', ''],
  ])('%s -> %s', (kce, note) => {
    expect(deductionNote(kce)).toBe(note);
  });
});
