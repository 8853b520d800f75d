// The enterprise import benchmark page: scripts/bench/import.mjs builds it, opens it in Chromium and calls
// window.__importBench. A 5,000-row .xlsx (written here, before the clock starts) is read with read-excel-file,
// turned into rows and checked, exactly as the import dialog does (features/enterprise-import).
import writeXlsxFile from 'write-excel-file/browser';
import { readFirstSheet } from '../../../features/enterprise-import/hooks/spreadsheet';
import { checkImportRows, importColumns, readSheetRows, type ImportField } from '../../../features/enterprise-import/rules';

const ROWS = 5000;
const titles: Record<ImportField, string> = { taxerName: '企业名称', taxerId: '企业税号', dlsf: '账号身份', dlzh: '登录账号', dlmm: '登录密码', bsrysjhm: '实名手机号', mainAccountMobile: '企业主账号' };

async function workbook(): Promise<Blob> {
  const data = [importColumns.map((c) => titles[c.field])];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(5, '0');
    // A sprinkle of mistakes, as a real sheet has.
    data.push([
      i % 97 === 0 ? `企业(${n})` : `导入企业${n}有限公司`,
      i % 89 === 0 ? `91310115ma${n}x` : `91310115MA1K${n}X`,
      String([1, 2, 3, 4, 5, 7, 99][i % 7]),
      `138${n}000`,
      `Passw0rd${i}`,
      i % 83 === 0 ? '12800000000' : `139${n}000`,
      i % 3 === 0 ? '' : `159${n}000`,
    ]);
  }
  return writeXlsxFile(data.map((r) => r.map((value) => ({ value, type: String }))), { sheet: '企业' }).toBlob();
}

const file = workbook();

async function run(): Promise<{ ms: number; rows: number; errors: number; bytes: number }> {
  const blob = await file;
  const start = performance.now();
  const sheet = await readFirstSheet(blob);
  const read = readSheetRows(sheet, importColumns, Object.fromEntries(Object.entries(titles).map(([k, v]) => [k, [v]])) as Record<ImportField, string[]>, (f) => titles[f]);
  if (!read.rows) throw new Error(`sheet refused: ${read.problem.key}`);
  const results = checkImportRows(read.rows);
  const ms = performance.now() - start;
  return { ms, rows: read.rows.length, errors: results.filter((r) => r.status !== 'ok').length, bytes: blob.size };
}

(window as unknown as { __importBench: { run: typeof run } }).__importBench = { run };
