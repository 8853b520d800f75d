import { describe, expect, it } from 'vitest';
import { checkImportRows } from './index';
import { cellText, failedSheet, fileProblem, IMPORT_MAX_ROWS, importColumns, importPayload, readSheetRows, type ImportField } from './sheet';

const zh: Record<ImportField, string> = { taxerName: '企业名称', taxerId: '企业税号', dlsf: '账号身份', dlzh: '登录账号', dlmm: '登录密码', bsrysjhm: '实名手机号', mainAccountMobile: '企业主账号' };
const titles = Object.fromEntries(Object.entries(zh).map(([k, v]) => [k, [v, `${k}-en`]])) as unknown as Record<ImportField, string[]>;
const titleOf = (f: ImportField) => zh[f];
const rowsFromSheet = (data: unknown[][]) => readSheetRows(data, importColumns, titles, titleOf);
const header = importColumns.map((c) => zh[c.field]);
const good = ['上海示例科技有限公司', '91310115MA1K3YJ12X', 1, '13800001111', 'Passw0rd', 13900001111, ''];

describe('fileProblem', () => {
  it.each([
    [{ name: 'a.xlsx', size: 100 }, null],
    [{ name: 'A.XLSX', size: 100 }, null],
    [{ name: 'noext', size: 100, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, null],
    [{ name: 'a.xls', size: 100 }, 'enterpriseImport:file.notSpreadsheet'],
    [{ name: 'a.csv', size: 100 }, 'enterpriseImport:file.notSpreadsheet'],
    [{ name: 'photo.png', size: 100 }, 'enterpriseImport:file.notSpreadsheet'],
    [{ name: 'a.xlsx', size: 10 * 1024 * 1024 }, null],
    [{ name: 'a.xlsx', size: 10 * 1024 * 1024 + 1 }, 'enterpriseImport:file.tooLarge'],
    [{ name: 'a.xlsx', size: 0 }, 'enterpriseImport:file.empty'],
  ])('%j -> %s', (file, key) => {
    expect(fileProblem(file)?.key ?? null).toBe(key);
  });
});

describe('cellText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['  a ', '  a '],
    [13900001111, '13900001111'],
    [1.5, '1.5'],
    [Number.NaN, ''],
    [true, 'TRUE'],
    [new Date('2025-06-30T00:00:00Z'), '2025-06-30'],
  ])('%j -> %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});

describe('readSheetRows with the enterprise columns', () => {
  it('maps columns by their titles in any order, skips blank rows, keeps every cell as text', () => {
    const reordered = [...header].reverse();
    const result = rowsFromSheet([[], reordered, [...good].reverse(), [null, '', '  '], [...good].reverse()]);
    expect(result.rows).toEqual([
      { taxerName: '上海示例科技有限公司', taxerId: '91310115MA1K3YJ12X', dlsf: '1', dlzh: '13800001111', dlmm: 'Passw0rd', bsrysjhm: '13900001111', mainAccountMobile: '' },
      { taxerName: '上海示例科技有限公司', taxerId: '91310115MA1K3YJ12X', dlsf: '1', dlzh: '13800001111', dlmm: 'Passw0rd', bsrysjhm: '13900001111', mainAccountMobile: '' },
    ]);
  });

  it('accepts the English titles and an absent optional column', () => {
    const result = rowsFromSheet([importColumns.slice(0, 6).map((c) => `${c.field}-en`), good.slice(0, 6)]);
    expect(result.rows?.[0]?.mainAccountMobile).toBe('');
  });

  it.each([
    ['an empty sheet', [], 'enterpriseImport:file.empty'],
    ['only blank rows', [[null], ['']], 'enterpriseImport:file.empty'],
    ['a header and no data', [header], 'enterpriseImport:file.empty'],
    ['no known title', [['姓名', '年龄'], ['a', 1]], 'enterpriseImport:file.noHeaders'],
  ])('%s -> %s', (_name, data, key) => {
    expect(rowsFromSheet(data as unknown[][]).problem?.key).toBe(key);
  });

  it('names the missing required headers', () => {
    const result = rowsFromSheet([header.filter((h) => h !== '登录密码' && h !== '企业税号'), good]);
    expect(result.problem).toEqual({ key: 'enterpriseImport:file.missingHeaders', params: { columns: ['企业税号', '登录密码'] } });
  });

  it('refuses over 5,000 data rows and accepts exactly 5,000', () => {
    const ok = rowsFromSheet([header, ...Array.from({ length: IMPORT_MAX_ROWS }, () => good)]);
    expect(ok.rows).toHaveLength(IMPORT_MAX_ROWS);
    const over = rowsFromSheet([header, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => good)]);
    expect(over.problem).toEqual({ key: 'enterpriseImport:file.tooManyRows', params: { max: 5000, count: 5001 } });
  });
});

describe('failedSheet and importPayload', () => {
  it('lists only the failed rows with their messages', () => {
    const rows = rowsFromSheet([header, good, ['', good[1], 1, '13800002222', 'Passw0rd', 13900001111, ''], good]).rows!;
    const results = checkImportRows(rows);
    expect(failedSheet(importColumns, rows, results, titleOf, '校验结果', (r) => r.key)).toEqual([
      [...header, '校验结果'],
      ['', '91310115MA1K3YJ12X', '1', '13800002222', 'Passw0rd', '13900001111', '', 'enterpriseImport:row.nameRequired'],
      ['上海示例科技有限公司', '91310115MA1K3YJ12X', '1', '13800001111', 'Passw0rd', '13900001111', '', 'enterpriseImport:row.duplicate'],
    ]);
  });

  it('leaves out an empty main account', () => {
    const row = { taxerName: 'a', taxerId: 'b', dlsf: '1', dlzh: 'c', dlmm: 'd', bsrysjhm: 'e', mainAccountMobile: ' ' };
    expect(importPayload(row)).not.toHaveProperty('mainAccountMobile');
    expect(importPayload({ ...row, mainAccountMobile: '15900001111' }).mainAccountMobile).toBe('15900001111');
  });
});
