// Reading and checking a batch file (docs/workbench/batch-issue.md), the same steps in the worker (readBatch.worker.ts, off the main
// thread) and, where no Worker exists (jsdom tests), on the main thread between yields. Reports its progress: the
// reading (one step of the spreadsheet library), then the invoices checked.
import { checkInvoice, groupInvoices, numericCellsOf, readBatchSheet, type BatchContext, type BatchField, type BatchFileProblem, type BatchRow, type InvoiceCheck, type SheetRead } from '../rules';

export interface ReadRequest {
  file: Blob;
  /** Every accepted title per column (both languages). */
  titles: Record<BatchField, string[]>;
  context: BatchContext;
}

/** Checking rows already read again (another default type): the rows, their numeric id cells by index. */
export interface CheckRequest {
  rows: BatchRow[];
  numeric: SheetRead['numeric'];
  context: BatchContext;
}

export type ReadMessage =
  | { type: 'progress'; phase: 'read' | 'check'; done: number; total: number }
  | { type: 'problem'; problem: BatchFileProblem }
  | { type: 'done'; sheet: SheetRead; checks: InvoiceCheck[] };

/** Invoices checked between two progress reports. */
const CHUNK = 50;

export async function readAndCheck(request: ReadRequest, readSheet: (file: Blob) => Promise<unknown[][]>, post: (message: ReadMessage) => void, pause?: () => Promise<void>): Promise<void> {
  post({ type: 'progress', phase: 'read', done: 0, total: 1 });
  let data: unknown[][];
  try {
    data = await readSheet(request.file);
  } catch {
    post({ type: 'problem', problem: { key: 'enterpriseImport:file.notSpreadsheet' } });
    return;
  }
  const sheet = readBatchSheet(data, request.titles);
  if ('problem' in sheet) {
    post({ type: 'problem', problem: sheet.problem });
    return;
  }
  await checkAll(sheet, request.context, post, pause);
}

/** Checks every invoice of rows already read, reporting the progress, then posts them with their checks. */
export async function checkAll(sheet: SheetRead, context: BatchContext, post: (message: ReadMessage) => void, pause?: () => Promise<void>): Promise<void> {
  const invoices = groupInvoices(sheet.rows);
  const numeric = numericCellsOf(sheet.rows, sheet.numeric);
  const checks: InvoiceCheck[] = [];
  post({ type: 'progress', phase: 'check', done: 0, total: invoices.length });
  for (let i = 0; i < invoices.length; i++) {
    checks.push(checkInvoice(sheet.rows, invoices[i]!, context, numeric));
    if ((i + 1) % CHUNK === 0 && i + 1 < invoices.length) {
      post({ type: 'progress', phase: 'check', done: i + 1, total: invoices.length });
      if (pause) await pause();
    }
  }
  post({ type: 'progress', phase: 'check', done: invoices.length, total: invoices.length });
  post({ type: 'done', sheet, checks });
}
