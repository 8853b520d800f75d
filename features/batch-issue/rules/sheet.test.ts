import { describe, expect, it } from 'vitest';
import { batchColumns, checkInvoice, checkInvoices, draftOf, groupInvoices, numericCellsOf, readBatchSheet, resultSheet, batchProgress, type BatchContext, type BatchField, type BatchRow } from '.';
import zh from '../../../locales/zh-CN/batchIssue.json';

const context = (overrides: Partial<BatchContext> = {}): BatchContext => ({
  issue: {
    taxpayerType: '01',
    diskType: 2,
    diskId: '661000000001',
    tsp: 'IT300',
    isRed: false,
    receiverMayBeMobile: false,
    boundToTaxBureau: true,
    seller: { name: '销方', taxId: '91310115MA1K3YJ12X' },
  },
  offered: ['004', '007', '026', '028'],
  defaultType: '026',
  rateLabels: { exempt: ['免税', 'Exempt'], nonTaxable: ['不征税', 'Non-taxable'] },
  ...overrides,
});

const blank = Object.fromEntries(batchColumns.map((c) => [c.field, ''])) as BatchRow;
const line = (overrides: Partial<BatchRow>): BatchRow => ({
  ...blank,
  documentNo: 'DJ001',
  buyerTaxerName: '上海示例贸易有限公司',
  drawer: '张会计',
  showName: '*纸制品*打印纸',
  spbm: '1060201070000000000',
  quantity: '2',
  price: '100',
  amount: '200.00',
  rate: '13%',
  ...overrides,
});

const titles = Object.fromEntries(batchColumns.map((c) => [c.field, [zh.column[c.field]]])) as Record<BatchField, string[]>;
const header = batchColumns.map((c) => zh.column[c.field]);

describe('reading a batch sheet', () => {
  it('keeps ids and codes as text: leading zeros and 20 digits', () => {
    const row = batchColumns.map((c) => (c.field === 'documentNo' ? '000123' : c.field === 'buyerTaxerId' ? '01234567890123456789' : c.field === 'spbm' ? '1060201070000000000' : 'x'));
    const read = readBatchSheet([header, row], titles);
    expect('rows' in read && read.rows[0]).toMatchObject({ documentNo: '000123', buyerTaxerId: '01234567890123456789', spbm: '1060201070000000000' });
  });

  it('remembers an id the spreadsheet held as a number (digits lost) and the check says so until retyped', () => {
    const cells: unknown[] = batchColumns.map((c) => line({})[c.field]);
    cells[batchColumns.findIndex((c) => c.field === 'spbm')] = 1060201070000000000;
    const read = readBatchSheet([header, cells], titles);
    if (!('rows' in read)) throw new Error('refused');
    expect(read.numeric).toEqual([[0, ['spbm']]]);
    const numeric = numericCellsOf(read.rows, read.numeric);
    const [invoice] = groupInvoices(read.rows);
    expect(checkInvoice(read.rows, invoice!, context(), numeric).issues).toContainEqual(expect.objectContaining({ row: 0, field: 'spbm', key: 'batchIssue:check.numberAsText' }));
    const fixed = [{ ...read.rows[0]!, spbm: '1060201070000000000' }];
    expect(checkInvoice(fixed, invoice!, context(), numeric).status).toBe('ok');
  });

  it('refuses a sheet without its required titles, or with more than 1,000 invoices', () => {
    expect(readBatchSheet([['单据编号', '项目名称']], titles)).toEqual({ problem: { key: 'batchIssue:file.missingHeaders', params: { columns: ['buyerTaxerName', 'amount', 'rate'] } } });
    const many = Array.from({ length: 1001 }, (_, i) => batchColumns.map((c) => (c.field === 'documentNo' ? `D${i}` : 'x')));
    expect(readBatchSheet([header, ...many], titles)).toMatchObject({ problem: { key: 'batchIssue:file.tooManyInvoices', params: { max: 1000, count: 1001 } } });
  });
});

describe('checking invoices', () => {
  it('groups lines by document number and builds the form draft from the first line', () => {
    const rows = [line({}), line({ documentNo: 'DJ002', buyerTaxerName: '乙公司' }), line({ buyerTaxerName: '', drawer: '', showName: '*信息技术服务*维护', amount: '100', quantity: '', price: '', rate: '6%' })];
    const invoices = groupInvoices(rows);
    expect(invoices.map((i) => [i.key, i.rows])).toEqual([
      ['DJ001', [0, 2]],
      ['DJ002', [1]],
    ]);
    const draft = draftOf(rows, invoices[0]!, context());
    expect(draft.purchaserInfo.buyerTaxerName).toBe('上海示例贸易有限公司');
    expect(draft.goodsList.map((g) => [g.amount, g.taxRate, g.taxAmount])).toEqual([
      ['200.00', '0.13', '26.00'],
      ['100.00', '0.06', '6.00'],
    ]);
    expect(checkInvoice(rows, invoices[0]!, context()).status).toBe('ok');
  });

  it('puts the form rules\' problems on their row and cell', () => {
    const rows = [line({ buyerTaxerName: '' }), line({ buyerTaxerName: '', amount: '', quantity: '', price: '' }), line({ buyerTaxerName: '', rate: '十三' })];
    const [invoice] = groupInvoices(rows);
    const check = checkInvoice(rows, invoice!, context());
    expect(check.status).toBe('error');
    expect(check.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 0, field: 'buyerTaxerName', key: 'invoice:buyer.nameRequired' }),
        expect.objectContaining({ row: 1, field: 'amount', key: 'invoice:goods.amountRequired' }),
        expect.objectContaining({ row: 2, field: 'rate', key: 'batchIssue:check.rateInvalid' }),
      ]),
    );
  });

  it('says when a later line differs from the first in a header field, a type is not offered, or the number is missing', () => {
    const rows = [line({ invoiceType: '82' }), line({ buyerTaxerName: '另一家公司' }), line({ documentNo: '' })];
    const invoices = groupInvoices(rows);
    const first = checkInvoice(rows, invoices[0]!, context());
    expect(first.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 1, field: 'buyerTaxerName', key: 'batchIssue:check.headerMismatch' }),
        expect.objectContaining({ row: 0, field: 'invoiceType', key: 'batchIssue:check.typeNotOffered' }),
      ]),
    );
    expect(checkInvoice(rows, invoices[1]!, context()).issues[0]).toMatchObject({ row: 2, field: 'documentNo', key: 'batchIssue:check.documentNoRequired' });
  });

  it('a special invoice needs the buyer tax id; exempt is refused on it', () => {
    const rows = [line({ invoiceType: '004', rate: '免税', payee: '王', checker: '李' })];
    const issues = checkInvoice(rows, groupInvoices(rows)[0]!, context()).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'buyerTaxerId', key: 'invoice:buyer.taxIdRequired' }),
        expect.objectContaining({ field: 'rate', key: 'invoice:goods.specialInvoiceZeroRate' }),
      ]),
    );
  });

  it('checks again only the invoices whose lines changed', () => {
    const rows = [line({}), line({ documentNo: 'DJ002', buyerTaxerName: '' })];
    const invoices = groupInvoices(rows);
    const before = checkInvoices(rows, invoices, context());
    const edited = [rows[0]!, { ...rows[1]!, buyerTaxerName: '乙公司' }];
    const after = checkInvoices(edited, groupInvoices(edited), context(), before);
    expect(after.get('DJ001')!.check).toBe(before.get('DJ001')!.check);
    expect(before.get('DJ002')!.check.status).toBe('error');
    expect(after.get('DJ002')!.check.status).toBe('ok');
  });
});

describe('results', () => {
  it('counts the progress and writes every cell of the results sheet as text', () => {
    expect(batchProgress({ total: 3, issued: 1, failed: 1 })).toEqual({ total: 3, issued: 1, failed: 1, settled: 2, percent: 66 });
    const sheet = resultSheet(
      { items: [{ documentNo: '000123', gfmc: '甲', fplxdm: '82', totalAmount: '113.00', status: 'issued', fpdm: '', fphm: '26312000000000000001', issueTime: '2026-11-27T02:00:00.000Z' }] },
      { title: (c) => c, status: (s) => s, type: (c) => `T${c}`, time: () => '2026-11-27 10:00:00' },
    );
    expect(sheet[1]).toEqual(['000123', '甲', 'T82', '113.00', 'issued', '', '26312000000000000001', '2026-11-27 10:00:00', '']);
  });
});
