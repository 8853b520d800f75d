// Batch issuing from a spreadsheet (docs/workbench/batch-issue.md): the template's columns, the sheet's
// rows grouped into invoices by their document number, and each invoice checked with the issuing form's own
// pre-submission rules (features/invoice-issue: validateInvoiceDraft), every problem placed on a row and a cell.
// Pure: no React, no i18n; messages are keys. The worker (../worker) and the page run the same functions.
import { rateOptionOfText, toGoodsLine, validateInvoiceDraft, invoiceTypes, type EditLine, type InvoiceDraft, type InvoiceType, type IssueContext } from '../../invoice-issue';
import type { RuleIssue, Severity } from '../../../platform/rules';

/** At most this many invoices (document numbers) per file (docs/workbench/batch-issue.md). */
export const BATCH_MAX_INVOICES = 1000;
/** At most this many lines per file (1,000 invoices of 20 lines). */
export const BATCH_MAX_ROWS = 20000;

/**
 * The template's columns in order (namespace batchIssue, `column.<field>`). The header fields (type, buyer, receiver,
 * remark, review) are read from an invoice's first line; its other lines may repeat them or leave them empty.
 * Amounts and prices are without tax (金额 不含税), as the issuing form's default.
 */
export const batchColumns = [
  { field: 'documentNo', required: true, header: true },
  { field: 'invoiceType', required: false, header: true },
  { field: 'buyerTaxerName', required: true, header: true },
  { field: 'buyerTaxerId', required: false, header: true },
  { field: 'buyerAddressTel', required: false, header: true },
  { field: 'buyerBankAccount', required: false, header: true },
  { field: 'receiver', required: false, header: true },
  { field: 'remark', required: false, header: true },
  { field: 'payee', required: false, header: true },
  { field: 'checker', required: false, header: true },
  { field: 'drawer', required: false, header: true },
  { field: 'sslkjly', required: false, header: true },
  { field: 'showName', required: true, header: false },
  { field: 'spbm', required: false, header: false },
  { field: 'ggxh', required: false, header: false },
  { field: 'dw', required: false, header: false },
  { field: 'quantity', required: false, header: false },
  { field: 'price', required: false, header: false },
  { field: 'amount', required: true, header: false },
  { field: 'rate', required: true, header: false },
] as const;

export type BatchField = (typeof batchColumns)[number]['field'];
/** A line of the sheet as the page keeps it: every cell as text, as read (tax ids and codes keep their zeros). */
export type BatchRow = Record<BatchField, string>;

const headerFields = batchColumns.filter((c) => c.header).map((c) => c.field);
/** Cells that hold ids and codes: a number typed into them loses digits in the spreadsheet (docs/workbench/batch-issue.md). */
export const textOnlyFields: ReadonlySet<BatchField> = new Set(['documentNo', 'buyerTaxerId', 'spbm']);

/** Message keys of the batch's own checks (namespace batchIssue). */
export const batchMessages = {
  documentNoRequired: 'batchIssue:check.documentNoRequired',
  headerMismatch: 'batchIssue:check.headerMismatch',
  typeNotOffered: 'batchIssue:check.typeNotOffered',
  numberAsText: 'batchIssue:check.numberAsText',
  rateInvalid: 'batchIssue:check.rateInvalid',
} as const;

/** An invoice of the sheet: its document number and its lines (indexes into the rows, in order). */
export interface BatchInvoice {
  /** The document number; a line without one forms an invoice of its own, keyed by its row (`#<index>`). */
  key: string;
  documentNo: string;
  rows: number[];
}

/** A problem of a cell: the row (index into the rows), the column, the message key and its values. */
export interface CellIssue {
  row: number;
  field: BatchField;
  key: string;
  params?: Record<string, unknown>;
  /** `error` blocks issuing; `confirm` is a warning the user may issue through (spec 01 §5 tax id). */
  severity: Exclude<Severity, 'dialog'>;
}

export interface InvoiceCheck {
  key: string;
  /** 'error' when any cell has an error, 'warning' when only warnings, else 'ok'. */
  status: 'ok' | 'warning' | 'error';
  issues: CellIssue[];
}

/**
 * The cells of id columns the spreadsheet held as numbers (digits past the 15th are lost there), by row object: an
 * edited row is a new object, so retyping the cell clears it.
 */
export type NumericCells = WeakMap<BatchRow, ReadonlySet<BatchField>>;

/** A checked invoice as kept between checks: the row objects and indexes it was checked with. */
export interface CheckedInvoice {
  rows: readonly BatchRow[];
  indexes: readonly number[];
  check: InvoiceCheck;
}

/** What the checks need besides the rows: the terminal's context, the types the page offers and the default. */
export interface BatchContext {
  issue: Omit<IssueContext, 'invoiceType'>;
  /** The types this page issues (paper and electronic, or fully-digital). */
  offered: readonly InvoiceType[];
  /** The type of an invoice whose type cell is empty. */
  defaultType: InvoiceType;
  /** The labels of the exempt and non-taxable rates the sheet may use (both languages). */
  rateLabels: { exempt: readonly string[]; nonTaxable: readonly string[] };
}

/** Groups lines into invoices by their document number, in the order each number first appears. */
export function groupInvoices(rows: readonly BatchRow[]): BatchInvoice[] {
  const byNo = new Map<string, BatchInvoice>();
  const out: BatchInvoice[] = [];
  rows.forEach((row, index) => {
    const documentNo = row.documentNo.trim();
    if (documentNo === '') {
      out.push({ key: `#${index}`, documentNo: '', rows: [index] });
      return;
    }
    let invoice = byNo.get(documentNo);
    if (!invoice) {
      invoice = { key: documentNo, documentNo, rows: [] };
      byNo.set(documentNo, invoice);
      out.push(invoice);
    }
    invoice.rows.push(index);
  });
  return out;
}

/** The first non-empty value of a header field among an invoice's lines, with the row it came from. */
function headerOf(rows: readonly BatchRow[], invoice: BatchInvoice, field: BatchField): { value: string; row: number } {
  for (const i of invoice.rows) {
    const value = rows[i]![field].trim();
    if (value !== '') return { value, row: i };
  }
  return { value: '', row: invoice.rows[0]! };
}

function rateOption(cell: string, labels: BatchContext['rateLabels']): string {
  const s = cell.trim();
  if (labels.exempt.includes(s)) return 'exempt';
  if (labels.nonTaxable.includes(s)) return 'nonTaxable';
  return rateOptionOfText(s, { exempt: 'exempt', nonTaxable: 'nonTaxable' });
}

/** The invoice type of an invoice: its type cell, else the page's. */
export function typeOf(rows: readonly BatchRow[], invoice: BatchInvoice, ctx: BatchContext): InvoiceType {
  const cell = headerOf(rows, invoice, 'invoiceType').value;
  return cell !== '' && Object.hasOwn(invoiceTypes, cell) ? (cell as InvoiceType) : ctx.defaultType;
}

/** An invoice of the sheet as the issuing form's draft (what the rules check and the server issues). */
export function draftOf(rows: readonly BatchRow[], invoice: BatchInvoice, ctx: BatchContext): InvoiceDraft {
  const h = (field: BatchField) => headerOf(rows, invoice, field).value;
  const lines = invoice.rows.map((i) => {
    const row = rows[i]!;
    const line: EditLine = {
      id: `r${i}`,
      showName: row.showName.trim(),
      spbm: row.spbm.trim(),
      ggxh: row.ggxh.trim(),
      dw: row.dw.trim(),
      quantity: row.quantity.trim(),
      price: row.price.trim(),
      amount: row.amount.trim(),
      rate: rateOption(row.rate, ctx.rateLabels),
    };
    return toGoodsLine(line, false);
  });
  const sslkjly = h('sslkjly');
  return {
    curInvoiceType: typeOf(rows, invoice, ctx),
    purchaserInfo: { buyerTaxerName: h('buyerTaxerName'), buyerTaxerId: h('buyerTaxerId'), buyerAddressTel: h('buyerAddressTel'), buyerBankAccount: h('buyerBankAccount') },
    review: { payee: h('payee'), checker: h('checker'), drawer: h('drawer') },
    receiver: h('receiver'),
    remark: h('remark'),
    goodsList: lines,
    ...(sslkjly ? { sslkjly } : {}),
  };
}

/** Where a rule's field path lands in the sheet. */
const lineFieldOf: Record<string, BatchField> = {
  showName: 'showName',
  name: 'showName',
  spbm: 'spbm',
  zxbm: 'spbm',
  mtzlDm: 'spbm',
  ggxh: 'ggxh',
  dw: 'dw',
  quantity: 'quantity',
  price: 'price',
  taxPrice: 'price',
  amount: 'amount',
  totalAmount: 'amount',
  taxAmount: 'amount',
  taxRate: 'rate',
  lslbs: 'rate',
};

function placeIssue(found: RuleIssue, rows: readonly BatchRow[], invoice: BatchInvoice): { row: number; field: BatchField } {
  const path = found.field.split('.');
  const first = invoice.rows[0]!;
  if (path[0] === 'goodsList' && path.length >= 3) {
    const row = invoice.rows[Number(path[1])] ?? first;
    return { row, field: lineFieldOf[path[2]!] ?? 'showName' };
  }
  if (path[0] === 'goodsList') return { row: first, field: 'amount' };
  const header = (field: BatchField) => ({ row: headerOf(rows, invoice, field).row, field });
  if (path[0] === 'purchaserInfo' && path[1] && (headerFields as readonly string[]).includes(path[1])) return header(path[1] as BatchField);
  if (path[0] === 'review' && path[1] && (headerFields as readonly string[]).includes(path[1])) return header(path[1] as BatchField);
  if (path[0] === 'receiver' || path[0] === 'remark' || path[0] === 'sslkjly') return header(path[0]);
  return { row: first, field: 'documentNo' };
}

/**
 * Every problem of one invoice, on its cells: the batch's own checks (document number, a header field that differs
 * between lines, a type the page does not issue, an id typed as a number, a rate that does not read), then the issuing
 * form's rules. The form's dialogs that are not about the invoice (the seller's details, the tax-bureau binding) are
 * the page's to say once; the 3 % reason is a cell of the sheet.
 */
export function checkInvoice(rows: readonly BatchRow[], invoice: BatchInvoice, ctx: BatchContext, numeric?: NumericCells): InvoiceCheck {
  const issues: CellIssue[] = [];
  const first = invoice.rows[0]!;
  if (invoice.documentNo === '') issues.push({ row: first, field: 'documentNo', key: batchMessages.documentNoRequired, severity: 'error' });
  for (const field of headerFields) {
    const { value } = headerOf(rows, invoice, field);
    for (const i of invoice.rows) {
      const own = rows[i]![field].trim();
      if (own !== '' && own !== value) issues.push({ row: i, field, key: batchMessages.headerMismatch, params: { first: value }, severity: 'error' });
    }
  }
  const typeCell = headerOf(rows, invoice, 'invoiceType');
  if (typeCell.value !== '' && !ctx.offered.includes(typeCell.value as InvoiceType)) {
    issues.push({ row: typeCell.row, field: 'invoiceType', key: batchMessages.typeNotOffered, params: { offered: ctx.offered.join(' / ') }, severity: 'error' });
  }
  for (const i of invoice.rows) {
    for (const field of textOnlyFields) if (numeric?.get(rows[i]!)?.has(field)) issues.push({ row: i, field, key: batchMessages.numberAsText, severity: 'error' });
    const rate = rows[i]!.rate.trim();
    const option = rate === '' ? '' : rateOption(rate, ctx.rateLabels);
    if (option !== '' && option !== 'exempt' && option !== 'nonTaxable' && !/^\d+(\.\d+)?$/.test(option)) {
      issues.push({ row: i, field: 'rate', key: batchMessages.rateInvalid, params: { value: rate }, severity: 'error' });
    }
  }
  const type = typeOf(rows, invoice, ctx);
  const found = validateInvoiceDraft(draftOf(rows, invoice, ctx), { ...ctx.issue, invoiceType: type });
  // A cell the batch's own checks have already refused is not told the form's message about it too.
  const said = new Set(issues.map((i) => `${i.row}:${i.field}`));
  for (const f of found) {
    if (f.severity === 'dialog' && f.field !== 'sslkjly') continue;
    const at = placeIssue(f, rows, invoice);
    if (said.has(`${at.row}:${at.field}`)) continue;
    issues.push({ ...at, key: f.key, ...(f.params ? { params: f.params } : {}), severity: f.severity === 'confirm' ? 'confirm' : 'error' });
  }
  const status = issues.some((i) => i.severity === 'error') ? 'error' : issues.length > 0 ? 'warning' : 'ok';
  return { key: invoice.key, status, issues };
}

/**
 * Checks every invoice, reusing a result whose lines are the very same row objects at the same places as before (an
 * edit replaces the row it changes, so only the invoices touched are checked again).
 */
export function checkInvoices(
  rows: readonly BatchRow[],
  invoices: readonly BatchInvoice[],
  ctx: BatchContext,
  previous?: ReadonlyMap<string, CheckedInvoice>,
  numeric?: NumericCells,
): Map<string, CheckedInvoice> {
  const out = new Map<string, CheckedInvoice>();
  for (const invoice of invoices) {
    const own = invoice.rows.map((i) => rows[i]!);
    const before = previous?.get(invoice.key);
    const same =
      before !== undefined &&
      before.rows.length === own.length &&
      before.rows.every((r, k) => r === own[k]) &&
      before.indexes.every((r, k) => r === invoice.rows[k]);
    out.set(invoice.key, { rows: own, indexes: invoice.rows, check: same ? before.check : checkInvoice(rows, invoice, ctx, numeric) });
  }
  return out;
}
