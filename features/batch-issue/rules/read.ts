// Reading a batch-issuing spreadsheet (docs/workbench/batch-issue.md): the first sheet as a 2-D array of cells (read-excel-file, in a
// worker) turned into rows of text under the template's titles, or one problem with its message key. Ids and codes
// stay text: a cell the spreadsheet holds as text keeps its leading zeros and its 20 digits; one it holds as a number
// is read as written and remembered, since digits past the 15th are already lost in the file.
import { BATCH_MAX_INVOICES, BATCH_MAX_ROWS, batchColumns, textOnlyFields, type BatchField, type BatchRow } from './sheet';

export type BatchFileProblem =
  | { key: 'enterpriseImport:file.notSpreadsheet' }
  | { key: 'enterpriseImport:file.tooLarge'; params: { max: number } }
  | { key: 'enterpriseImport:file.empty' }
  | { key: 'enterpriseImport:file.noHeaders' }
  | { key: 'batchIssue:file.missingHeaders'; params: { columns: BatchField[] } }
  | { key: 'batchIssue:file.tooManyRows'; params: { max: number; count: number } }
  | { key: 'batchIssue:file.tooManyInvoices'; params: { max: number; count: number } };

export const BATCH_MAX_BYTES = 10 * 1024 * 1024;

/** A chosen file checked before reading: an .xlsx (by name or type) of at most 10 MB, as the enterprise import's. */
export function batchFileProblem(file: { name: string; size: number; type?: string }): BatchFileProblem | null {
  const isXlsx = /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (!isXlsx) return { key: 'enterpriseImport:file.notSpreadsheet' };
  if (file.size > BATCH_MAX_BYTES) return { key: 'enterpriseImport:file.tooLarge', params: { max: BATCH_MAX_BYTES / 1024 / 1024 } };
  if (file.size === 0) return { key: 'enterpriseImport:file.empty' };
  return null;
}

/**
 * A cell as text: text as it is (leading zeros and 20-digit numbers kept), whole numbers in all their digits, dates as
 * YYYY-MM-DD, nothing as ''. (The enterprise import's reading; here without its React half, for the worker.)
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? (Number.isInteger(value) ? BigInt(value).toString() : String(value)) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

export interface SheetRead {
  rows: BatchRow[];
  /** Row index -> the id cells the spreadsheet held as numbers. */
  numeric: Array<[number, BatchField[]]>;
}

const blank = (cells: readonly unknown[]) => cells.every((c) => cellText(c).trim() === '');

/**
 * The rows of a sheet whose first non-blank row holds the template's titles (any order; extra columns ignored; every
 * accepted title per field in `titles`, both languages). Blank rows are skipped; at most BATCH_MAX_ROWS lines and
 * BATCH_MAX_INVOICES document numbers.
 */
export function readBatchSheet(data: readonly (readonly unknown[])[], titles: Readonly<Record<BatchField, readonly string[]>>): SheetRead | { problem: BatchFileProblem } {
  let head = 0;
  while (head < data.length && blank(data[head]!)) head++;
  if (head >= data.length) return { problem: { key: 'enterpriseImport:file.empty' } };
  const header = data[head]!.map((c) => cellText(c).trim());
  const position = {} as Record<BatchField, number>;
  const missing: BatchField[] = [];
  let found = 0;
  for (const column of batchColumns) {
    const index = header.findIndex((h) => titles[column.field].includes(h));
    position[column.field] = index;
    if (index >= 0) found++;
    else if (column.required) missing.push(column.field);
  }
  if (found === 0) return { problem: { key: 'enterpriseImport:file.noHeaders' } };
  if (missing.length > 0) return { problem: { key: 'batchIssue:file.missingHeaders', params: { columns: missing } } };

  const rows: BatchRow[] = [];
  const numeric: Array<[number, BatchField[]]> = [];
  const documents = new Set<string>();
  let count = 0;
  for (let r = head + 1; r < data.length; r++) {
    const cells = data[r]!;
    if (blank(cells)) continue;
    count++;
    if (count > BATCH_MAX_ROWS) continue;
    const row = {} as BatchRow;
    let numbers: BatchField[] | null = null;
    for (const column of batchColumns) {
      const index = position[column.field];
      const cell = index >= 0 ? cells[index] : undefined;
      row[column.field] = cellText(cell);
      if (typeof cell === 'number' && textOnlyFields.has(column.field) && Math.abs(cell) >= 1e15) (numbers ??= []).push(column.field);
    }
    if (numbers) numeric.push([rows.length, numbers]);
    const documentNo = row.documentNo.trim();
    documents.add(documentNo === '' ? `#${rows.length}` : documentNo);
    rows.push(row);
  }
  if (count > BATCH_MAX_ROWS) return { problem: { key: 'batchIssue:file.tooManyRows', params: { max: BATCH_MAX_ROWS, count } } };
  if (documents.size > BATCH_MAX_INVOICES) return { problem: { key: 'batchIssue:file.tooManyInvoices', params: { max: BATCH_MAX_INVOICES, count: documents.size } } };
  if (rows.length === 0) return { problem: { key: 'enterpriseImport:file.empty' } };
  return { rows, numeric };
}

/** The remembered numeric cells as the checks read them (by row object). */
export function numericCellsOf(rows: readonly BatchRow[], numeric: SheetRead['numeric']): WeakMap<BatchRow, ReadonlySet<BatchField>> {
  const out = new WeakMap<BatchRow, ReadonlySet<BatchField>>();
  for (const [index, fields] of numeric) {
    const row = rows[index];
    if (row) out.set(row, new Set(fields));
  }
  return out;
}
