import type { Browser } from 'playwright';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// Enterprise batch import (spec 02 §2.1 item 10, §5) in the assembled portal on the embedded backend: a real .xlsx of 200 rows
// written here with write-excel-file, read in Chromium with read-excel-file.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header = ['企业名称', '企业税号', '账号身份', '登录账号', '登录密码', '实名手机号', '企业主账号'];

/** 200 rows, five of them wrong: rows 10 (tax ID), 50 (mobile), 100 (no name), 150 (identity), 200 (repeats 199). */
async function sheet(): Promise<Buffer> {
  const rows: string[][] = [];
  for (let i = 1; i <= 200; i++) {
    const n = String(i).padStart(4, '0');
    rows.push([`导入测试企业${n}有限公司`, `91310115MA1K${n}X0`, String([1, 2, 3, 4, 5, 7][i % 6]), `1380000${n}`, `Passw0rd${i}`, `1390000${n}`, i % 3 === 0 ? '' : `1590000${n}`]);
  }
  rows[9]![1] = '91310115ma1k0010x0';
  rows[49]![5] = '12812345678';
  rows[99]![0] = '';
  rows[149]![2] = '6';
  rows[199] = [...rows[198]!];
  const data = [header, ...rows].map((r) => r.map((value) => ({ value, type: String })));
  return (await writeXlsxFile(data, { sheet: '企业' }).toBuffer()) as Buffer;
}

describe('enterprise batch import', () => {
  it('an agency imports a 200-row .xlsx with 5 bad rows, fixes 2 in place and submits the valid ones', async () => {
    const page = await signedInPage(browser, 'agency');
    // From the side navigation: 客户管理 > 企业管理.
    await page.getByRole('link', { name: '企业管理' }).click();
    await page.waitForURL((url) => url.pathname === '/account/enterpriseManage');
    const list = page.getByRole('grid', { name: '企业列表' });
    await list.waitFor();
    const totalText = page.getByText(/^共 \d+ 条$/);
    await totalText.waitFor();
    // The count is read once the list has loaded (a fresh-clone run read it while the first page was still coming).
    await list.getByRole('row').nth(1).waitFor();
    await expect.poll(() => list.getAttribute('aria-busy')).toBeNull();
    const before = Number(/\d+/.exec((await totalText.textContent()) ?? '')?.[0]);

    await page.getByRole('button', { name: '批量导入' }).click();
    const dialog = page.getByRole('dialog', { name: '批量导入企业' });
    await dialog.waitFor();

    // A file that is not a spreadsheet is refused with a message and changes nothing.
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'enterprises.csv', mimeType: 'text/csv', buffer: Buffer.from('企业名称,企业税号\n') });
    await dialog.getByText('文件不是有效的 Excel 表格，请上传 .xlsx 格式的文件（可先下载模板）').waitFor();

    // The template downloads as an .xlsx.
    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载模板' }).click();
    expect((await template).suggestedFilename()).toBe('企业导入模板.xlsx');

    await dialog.locator('input[type="file"]').setInputFiles({ name: 'enterprises.xlsx', mimeType: XLSX, buffer: await sheet() });
    const summary = dialog.getByRole('status').filter({ hasText: /^共 \d+ 行/ });
    await expect.poll(() => summary.textContent()).toBe('共 200 行，正确 195 行，有误 5 行');

    await dialog.getByText('只看有误的行').click();
    const rows = dialog.getByRole('grid', { name: '导入数据' });
    await expect.poll(async () => (await rows.getByRole('row').count()) - 1).toBe(5);
    for (const text of ['企业税号有误', '手机号码有误', '企业名称不能为空', '账号身份有误', '数据重复']) await rows.getByText(text, { exact: true }).first().waitFor();

    // Fix two cells in place: each row is checked again as it is typed.
    const taxId = rows.getByRole('textbox', { name: '第 10 行 企业税号' });
    await taxId.fill('91310115MA1K0010X0');
    await expect.poll(() => summary.textContent()).toBe('共 200 行，正确 196 行，有误 4 行');
    const mobile = rows.getByRole('textbox', { name: '第 50 行 实名手机号' });
    await mobile.fill('13900000050');
    await expect.poll(() => summary.textContent()).toBe('共 200 行，正确 197 行，有误 3 行');

    // The failed rows download with their messages.
    const failed = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载有误的行' }).click();
    expect((await failed).suggestedFilename()).toBe('企业导入有误的行.xlsx');

    const request = page.waitForRequest((r) => r.url().includes('/v1/enterprise/import') && r.method() === 'POST');
    await dialog.getByRole('button', { name: '导入正确的行（197）' }).click();
    const sent = JSON.parse((await request).postData() ?? '{}') as { list: unknown[] };
    expect(sent.list).toHaveLength(197);
    // Only the three failed rows stay, to fix or download; row 200 repeated row 199, which has gone, so it is
    // checked again on its own.
    await expect.poll(() => summary.textContent()).toBe('共 3 行，正确 1 行，有误 2 行');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await expect.poll(async () => Number(/\d+/.exec((await totalText.textContent()) ?? '')?.[0])).toBe(before + 197);
    await list.getByText('导入测试企业0001有限公司').waitFor();
    await page.context().close();
  });
});
