// The spreadsheet libraries, each loaded on first use (only the import dialog uses them): read-excel-file reads .xlsx
// in the browser, write-excel-file writes it (README 'Runtime dependencies').

/** The first sheet of an .xlsx as rows of cells; rejects when the bytes are not a readable workbook. */
export async function readFirstSheet(file: Blob): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  return readSheet(file);
}

/** An .xlsx of one sheet whose every cell is text (tax IDs and phone numbers keep their digits as typed). */
export async function writeTextSheet(rows: readonly (readonly string[])[], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = rows.map((row) => row.map((value) => ({ value, type: String })));
  const widths = (rows[0] ?? []).map((_, c) => ({ width: Math.min(40, Math.max(12, ...rows.slice(0, 200).map((r) => (r[c] ?? '').length * 2))) }));
  return writeXlsxFile(data, { sheet, columns: widths }).toBlob();
}
