// The statistics' export: an .xlsx written in the browser by write-excel-file, loaded on first use (README 'Runtime
// dependencies'). The figures on screen are what the file holds.

/** A cell: text, or money / a count as a number (money keeps its two decimals: under 10^13 a decimal string with two
 * places survives the number exactly, and the cell is formatted #,##0.00). */
export type SheetCell = { text: string } | { money: string } | { count: number };

export interface Sheet {
  name: string;
  rows: ReadonlyArray<readonly SheetCell[]>;
}

/** The workbook of the sheets, as a Blob. */
export async function writeSheets(sheets: readonly Sheet[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const cell = (c: SheetCell) =>
    'text' in c ? { value: c.text, type: String } : 'money' in c ? { value: Number(c.money), type: Number, format: '#,##0.00' } : { value: c.count, type: Number };
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      data: sheet.rows.map((row) => row.map(cell)),
      columns: (sheet.rows[0] ?? []).map((_, i) => ({ width: i === 0 ? 36 : 18 })),
    })),
  ).toBlob();
}
