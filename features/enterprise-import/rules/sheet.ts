// Reading an enterprise-import spreadsheet (spec 02 §2.1 item 10, §3 'Enterprise import row'). Pure: the
// sheet arrives as a 2-D array of cells (read by the browser's spreadsheet library), the result is rows or one
// problem with its message key. Limits: 5,000 rows, 10 MB; only .xlsx (the reader reads no .xls or .csv).

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The template's columns in order: the field and the key of its title (namespace enterpriseImport). */
export const importColumns = [
  { field: 'taxerName', key: 'enterpriseImport:column.taxerName', required: true },
  { field: 'taxerId', key: 'enterpriseImport:column.taxerId', required: true },
  { field: 'dlsf', key: 'enterpriseImport:column.dlsf', required: true },
  { field: 'dlzh', key: 'enterpriseImport:column.dlzh', required: true },
  { field: 'dlmm', key: 'enterpriseImport:column.dlmm', required: true },
  { field: 'bsrysjhm', key: 'enterpriseImport:column.bsrysjhm', required: true },
  { field: 'mainAccountMobile', key: 'enterpriseImport:column.mainAccountMobile', required: false },
] as const;

export type ImportField = (typeof importColumns)[number]['field'];

/** A row as the dialog keeps it: every cell as text, as it will be imported. */
export type ImportTextRow = Record<ImportField, string>;

export type SheetProblem =
  | { key: 'enterpriseImport:file.notSpreadsheet' }
  | { key: 'enterpriseImport:file.tooLarge'; params: { max: number } }
  | { key: 'enterpriseImport:file.empty' }
  | { key: 'enterpriseImport:file.noHeaders' }
  | { key: 'enterpriseImport:file.missingHeaders'; params: { columns: string[] } }
  | { key: 'enterpriseImport:file.tooManyRows'; params: { max: number; count: number } };

/** Checks a chosen file before reading it: an .xlsx (by name or type) of at most 10 MB. */
export function fileProblem(file: { name: string; size: number; type?: string }): SheetProblem | null {
  const isXlsx = /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (!isXlsx) return { key: 'enterpriseImport:file.notSpreadsheet' };
  if (file.size > IMPORT_MAX_BYTES) return { key: 'enterpriseImport:file.tooLarge', params: { max: IMPORT_MAX_BYTES / 1024 / 1024 } };
  if (file.size === 0) return { key: 'enterpriseImport:file.empty' };
  return null;
}

/** A cell as text: numbers as written (phone numbers and IDs), dates as YYYY-MM-DD, nothing as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? (Number.isInteger(value) ? BigInt(value).toString() : String(value)) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

const blankRow = (cells: readonly unknown[]) => cells.every((c) => cellText(c).trim() === '');

/** A column of an import template: the field it fills and whether the sheet must have it. */
export interface SheetColumn<F extends string> {
  field: F;
  required: boolean;
}

/**
 * The rows of a sheet whose first non-blank row is the header (the template's titles, in any order; extra columns
 * are ignored), for any template's columns (the goods library's import reads its sheets with it too). `titleOf` gives
 * a column's title in the user's language; every accepted title per field is in `titles`. Blank rows are skipped.
 */
export function readSheetRows<F extends string>(
  data: readonly (readonly unknown[])[],
  columns: readonly SheetColumn<F>[],
  titles: Readonly<Record<F, readonly string[]>>,
  titleOf: (field: F) => string,
): { rows: Record<F, string>[]; problem?: undefined } | { rows?: undefined; problem: SheetProblem } {
  let head = 0;
  while (head < data.length && blankRow(data[head]!)) head++;
  if (head >= data.length) return { problem: { key: 'enterpriseImport:file.empty' } };
  const header = data[head]!.map((c) => cellText(c).trim());
  const position = {} as Record<F, number>;
  const missing: string[] = [];
  let found = 0;
  for (const column of columns) {
    const index = header.findIndex((h) => titles[column.field].includes(h));
    position[column.field] = index;
    if (index >= 0) found++;
    else if (column.required) missing.push(titleOf(column.field));
  }
  if (found === 0) return { problem: { key: 'enterpriseImport:file.noHeaders' } };
  if (missing.length > 0) return { problem: { key: 'enterpriseImport:file.missingHeaders', params: { columns: missing } } };

  const rows: Record<F, string>[] = [];
  let count = 0;
  for (let r = head + 1; r < data.length; r++) {
    const cells = data[r]!;
    if (blankRow(cells)) continue;
    count++;
    if (count > IMPORT_MAX_ROWS) continue;
    const row = {} as Record<F, string>;
    for (const column of columns) {
      const index = position[column.field];
      row[column.field] = index >= 0 ? cellText(cells[index]) : '';
    }
    rows.push(row);
  }
  if (count > IMPORT_MAX_ROWS) return { problem: { key: 'enterpriseImport:file.tooManyRows', params: { max: IMPORT_MAX_ROWS, count } } };
  if (rows.length === 0) return { problem: { key: 'enterpriseImport:file.empty' } };
  return { rows };
}

/** The failed rows of any template as a sheet to download: its titles plus a result column, then each failed row. */
export function failedSheet<F extends string, R extends { status: string; key: string }>(
  columns: readonly SheetColumn<F>[],
  rows: readonly Record<F, string>[],
  results: readonly R[],
  titleOf: (field: F) => string,
  resultTitle: string,
  say: (result: R, index: number) => string,
): string[][] {
  const sheet: string[][] = [[...columns.map((c) => titleOf(c.field)), resultTitle]];
  results.forEach((result, i) => {
    if (result.status === 'ok') return;
    const row = rows[i]!;
    sheet.push([...columns.map((c) => row[c.field]), say(result, i)]);
  });
  return sheet;
}

/** A row for the server: the optional main account left out when empty. */
export function importPayload(row: ImportTextRow): Omit<ImportTextRow, 'mainAccountMobile'> & { mainAccountMobile?: string } {
  const { mainAccountMobile, ...rest } = row;
  return mainAccountMobile.trim() === '' ? rest : { ...rest, mainAccountMobile };
}
