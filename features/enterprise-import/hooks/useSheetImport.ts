// The reading half of every spreadsheet import (enterprise import, goods import; shown by the design system's
// SheetImportDialog): a chosen .xlsx checked, read and turned into rows of text, or refused with its problem; the
// template and the rows in error written back as .xlsx. The caller checks the rows and sends them.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetImportDialogProps, SheetImportText, SheetRowStatus } from '../../../design-system';
import { failedSheet, fileProblem, readSheetRows, type SheetColumn, type SheetProblem } from '../rules';
import { readFirstSheet, writeTextSheet } from './spreadsheet';

export interface SheetImportOptions<F extends string, R extends SheetRowStatus & { key: string }> {
  /** The template's columns. */
  columns: readonly SheetColumn<F>[];
  /**
   * Where the words are: `${dialog}.<text>` for the dialog's texts and .templateName, .templateSheet, .failedName;
   * `${column}.<field>` for the columns' titles and .index, .result.
   */
  keys: { dialog: string; column: string };
  /** Each row's result, in order; a new function checks the rows again. */
  check(rows: readonly Record<F, string>[]): R[];
  /** A result as the user reads it. */
  describe(result: R): string;
  /** Rows of the template under its titles (an example to follow). */
  example?: readonly (readonly string[])[];
  /** Called when a file's rows replace the loaded ones. */
  onLoad?(): void;
}

type DialogPart<R extends SheetRowStatus> = Pick<
  SheetImportDialogProps<R>,
  'text' | 'fetchTemplate' | 'onChooseFile' | 'problem' | 'onDismissProblem' | 'results' | 'describe' | 'fetchFailed'
>;

export function useSheetImport<F extends string, R extends SheetRowStatus & { key: string }>({
  columns, keys, check, describe, example = [], onLoad,
}: SheetImportOptions<F, R>) {
  const { t } = useTranslation('enterpriseImport');
  const [rows, setRows] = useState<Record<F, string>[]>([]);
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const results = useMemo(() => check(rows), [check, rows]);
  const titleOf = useCallback((field: F) => t(`${keys.column}.${field as string}`), [t, keys.column]);
  const text = useCallback(
    (key: SheetImportText, values?: Record<string, string | number>) => t(key === 'index' || key === 'result' ? `${keys.column}.${key}` : `${keys.dialog}.${key}`, values ?? {}),
    [t, keys.column, keys.dialog],
  );

  const refuse = (refused: SheetProblem) => (setProblem(refused), false);
  const onChooseFile = async (file: File): Promise<boolean> => {
    const refused = fileProblem(file);
    if (refused) return refuse(refused);
    let data: unknown[][];
    try {
      data = await readFirstSheet(file);
    } catch {
      return refuse({ key: 'enterpriseImport:file.notSpreadsheet' });
    }
    const titles = Object.fromEntries(columns.map((c) => [c.field, [titleOf(c.field)]])) as unknown as Record<F, string[]>;
    const read = readSheetRows(data, columns, titles, titleOf);
    if (read.problem) return refuse(read.problem);
    setProblem(null);
    setRows(read.rows);
    onLoad?.();
    return true;
  };

  const sheetFile = async (sheet: string[][], name: string) => ({ blob: await writeTextSheet(sheet, t(`${keys.dialog}.templateSheet`)), name: t(`${keys.dialog}.${name}`) });
  const dialog: DialogPart<R> = {
    text,
    onChooseFile,
    problem:
      problem &&
      (problem.key === 'enterpriseImport:file.missingHeaders'
        ? t(problem.key, { columns: problem.params.columns.join(t('file.listSeparator')) })
        : t(problem.key, 'params' in problem ? problem.params : {})),
    onDismissProblem: () => setProblem(null),
    results,
    describe,
    fetchTemplate: () => sheetFile([columns.map((c) => titleOf(c.field)), ...example.map((row) => [...row])], 'templateName'),
    fetchFailed: () => sheetFile(failedSheet(columns, rows, results, titleOf, t(`${keys.column}.result`), describe), 'failedName'),
  };
  return { rows, setRows, results, titleOf, dialog };
}
