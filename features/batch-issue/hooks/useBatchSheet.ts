// The uploaded sheet of the batch page (docs/workbench/batch-issue.md): read and checked in a worker with a progress that moves, then
// kept here as rows of text; a cell fixed in place re-checks only its invoice, an invoice removed takes its lines.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import zhTexts from '../../../locales/zh-CN/batchIssue.json';
import enTexts from '../../../locales/en-US/batchIssue.json';
import {
  batchColumns,
  batchFileProblem,
  checkInvoices,
  groupInvoices,
  numericCellsOf,
  type BatchContext,
  type BatchField,
  type BatchFileProblem,
  type BatchInvoice,
  type BatchRow,
  type CheckedInvoice,
  type NumericCells,
} from '../rules';
import type { CheckRequest, ReadMessage, ReadRequest } from '../worker/readBatch';

/** Every title a column is recognised by: the template's in both languages (a sheet made in either is read). */
export const acceptedTitles = Object.fromEntries(
  batchColumns.map((c) => [c.field, [...new Set([zhTexts.column[c.field], enTexts.column[c.field]])]]),
) as Record<BatchField, string[]>;

/** The rate words a sheet may use, in both languages. */
export const acceptedRateLabels = { exempt: [zhTexts.rate.exempt, enTexts.rate.exempt], nonTaxable: [zhTexts.rate.nonTaxable, enTexts.rate.nonTaxable] };

export type ReadProgress = { phase: 'read' | 'check'; done: number; total: number };

export interface BatchSheetState {
  fileName: string;
  rows: BatchRow[];
  invoices: BatchInvoice[];
  checked: Map<string, CheckedInvoice>;
}

/** Runs the reading (or a check of rows read) in a module worker, or on this thread where there is none (jsdom). */
function startWork(request: ReadRequest | CheckRequest, onMessage: (m: ReadMessage) => void): () => void {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('../worker/readBatch.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ReadMessage>) => onMessage(event.data);
    worker.onerror = () => onMessage({ type: 'problem', problem: { key: 'enterpriseImport:file.notSpreadsheet' } });
    worker.postMessage(request);
    return () => worker.terminate();
  }
  let stopped = false;
  void (async () => {
    const [{ readAndCheck, checkAll }, { readSheet }] = await Promise.all([import('../worker/readBatch'), import('read-excel-file/browser')]);
    const post = (m: ReadMessage) => !stopped && onMessage(m);
    const pause = () => new Promise<void>((r) => setTimeout(r, 0));
    if ('file' in request) await readAndCheck(request, (file) => readSheet(file) as Promise<unknown[][]>, post, pause);
    else await checkAll({ rows: request.rows, numeric: request.numeric }, request.context, post, pause);
  })();
  return () => void (stopped = true);
}

export function useBatchSheet(context: BatchContext | null) {
  const [sheet, setSheet] = useState<BatchSheetState | null>(null);
  const [progress, setProgress] = useState<(ReadProgress & { fileName: string }) | null>(null);
  const [problem, setProblem] = useState<BatchFileProblem | null>(null);
  const numeric = useRef<NumericCells>(new WeakMap());
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const choose = useCallback(
    (file: File) => {
      if (!context) return;
      const refused = batchFileProblem(file);
      if (refused) {
        setProblem(refused);
        return;
      }
      stop.current?.();
      setProblem(null);
      setProgress({ phase: 'read', done: 0, total: 1, fileName: file.name });
      stop.current = startWork({ file, titles: acceptedTitles, context }, (message) => {
        if (message.type === 'progress') setProgress({ phase: message.phase, done: message.done, total: message.total, fileName: file.name });
        else if (message.type === 'problem') {
          stop.current?.();
          stop.current = null;
          setProgress(null);
          setProblem(message.problem);
        } else {
          stop.current?.();
          stop.current = null;
          const { rows } = message.sheet;
          numeric.current = numericCellsOf(rows, message.sheet.numeric);
          const invoices = groupInvoices(rows);
          const checked = new Map<string, CheckedInvoice>();
          invoices.forEach((invoice, i) => checked.set(invoice.key, { rows: invoice.rows.map((r) => rows[r]!), indexes: invoice.rows, check: message.checks[i]! }));
          setProgress(null);
          setSheet({ fileName: file.name, rows, invoices, checked });
        }
      });
    },
    [context],
  );

  /** New rows: regrouped, and only the invoices whose lines changed are checked again. */
  const update = useCallback(
    (next: (rows: BatchRow[]) => BatchRow[]) => {
      if (!context) return;
      setSheet((current) => {
        if (!current) return current;
        const rows = next(current.rows);
        const invoices = groupInvoices(rows);
        return { ...current, rows, invoices, checked: checkInvoices(rows, invoices, context, current.checked, numeric.current) };
      });
    },
    [context],
  );

  const edit = useCallback(
    (index: number, field: BatchField, value: string) => update((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value } : row))),
    [update],
  );

  const remove = useCallback(
    (keys: ReadonlySet<string>) =>
      update((rows) => {
        const gone = new Set<number>();
        for (const invoice of groupInvoices(rows)) if (keys.has(invoice.key)) invoice.rows.forEach((r) => gone.add(r));
        return rows.filter((_, i) => !gone.has(i));
      }),
    [update],
  );

  // Another default type (or terminal) checks everything again, in the worker, with its progress.
  const contextRef = useRef(context);
  const sheetRef = useRef(sheet);
  sheetRef.current = sheet;
  useEffect(() => {
    if (contextRef.current === context) return;
    contextRef.current = context;
    const current = sheetRef.current;
    if (!context || !current) return;
    const { rows, invoices, fileName } = current;
    const numericList: CheckRequest['numeric'] = [];
    rows.forEach((row, i) => {
      const fields = numeric.current.get(row);
      if (fields) numericList.push([i, [...fields]]);
    });
    stop.current?.();
    setProgress({ phase: 'check', done: 0, total: invoices.length, fileName });
    stop.current = startWork({ rows, numeric: numericList, context }, (message) => {
      if (message.type === 'progress') setProgress({ phase: message.phase, done: message.done, total: message.total, fileName });
      else if (message.type === 'done') {
        stop.current?.();
        stop.current = null;
        setProgress(null);
        // The rows are this page's own objects (the worker's are copies), so later edits reuse these checks.
        setSheet((latest) => {
          if (!latest || latest.rows !== rows) return latest;
          const checked = new Map<string, CheckedInvoice>();
          invoices.forEach((invoice, i) => checked.set(invoice.key, { rows: invoice.rows.map((r) => rows[r]!), indexes: invoice.rows, check: message.checks[i]! }));
          return { ...latest, checked };
        });
      }
    });
  }, [context]);

  const clear = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setSheet(null);
    setProgress(null);
    setProblem(null);
  }, []);

  const counts = useMemo(() => {
    if (!sheet) return null;
    let ok = 0;
    let warnings = 0;
    let errors = 0;
    for (const { check } of sheet.checked.values()) {
      if (check.status === 'error') errors++;
      else {
        ok++;
        if (check.status === 'warning') warnings++;
      }
    }
    return { invoices: sheet.invoices.length, rows: sheet.rows.length, ok, warnings, errors };
  }, [sheet]);

  return { sheet, progress, problem, dismissProblem: () => setProblem(null), choose, edit, remove, clear, counts };
}
