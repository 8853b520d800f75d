import type { Browser, Download } from 'playwright';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zh from '../../locales/zh-CN/batchIssue.json';
import { BATCH_STEP_MS } from '../../mocks/handlers/batchIssue';
import { batchColumns, type BatchField } from '../../features/batch-issue/rules';
import { launch } from './browser';
import { signedInPage } from './session';

// 批量开票 (docs/workbench/batch-issue.md) in the assembled portal on the embedded backend, in Chromium: a real .xlsx written here is
// uploaded through the file input, read and checked in the page's worker, a row fixed in place, the wrong one
// removed, the batch issued (clicked twice, the page reloaded mid-batch: one batch), its progress moved on the page's
// clock (Playwright's page.clock: no real seconds waited), the failed invoice retried and the results downloaded.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Line = Partial<Record<BatchField, string>>;
const base: Line = { invoiceType: '026', drawer: '张会计', showName: '*纸制品*打印纸', spbm: '1060201070000000000', quantity: '2', price: '100', amount: '200.00', rate: '13%' };

/** Five invoices in six lines: 000101 of two lines, 000103 without its buyer's name, 000105 with a rate that does not read. */
const lines: Line[] = [
  { ...base, documentNo: '000101', buyerTaxerName: '上海批量一号有限公司', buyerTaxerId: '091310000MA1FL0XX1' },
  { ...base, documentNo: '000101', invoiceType: '', drawer: '', showName: '*信息技术服务*软件维护服务', spbm: '3040201030000000000', quantity: '1', price: '500', amount: '500.00', rate: '6%' },
  { ...base, documentNo: '000102', buyerTaxerName: '上海批量二号有限公司', buyerTaxerId: '12345678901234567890' },
  { ...base, documentNo: '000103', buyerTaxerName: '' },
  { ...base, documentNo: '000104', buyerTaxerName: '杭州演示失败有限公司' },
  { ...base, documentNo: '000105', buyerTaxerName: '上海批量五号有限公司', rate: '十三' },
];

async function workbook(): Promise<Buffer> {
  const data = [batchColumns.map((c) => zh.column[c.field]), ...lines.map((l) => batchColumns.map((c) => l[c.field] ?? ''))];
  return (await writeXlsxFile(data.map((r) => r.map((value) => ({ value, type: String }))), { sheet: '批量开票' }).toBuffer()) as Buffer;
}

async function sheetOf(download: Download): Promise<string[][]> {
  const path = await download.path();
  const rows = (await readSheet(path)) as unknown[][];
  return rows.map((r) => r.map((c) => (c === null ? '' : String(c))));
}

describe('batch issuing', () => {
  it('a member uploads a sheet, fixes a row, removes the wrong invoice, issues the batch once, retries the failed one and downloads the results', async () => {
    const page = await signedInPage(browser, 'member');
    // The page's clock stands still (its timers still run): the embedded backend's batch moves on only when the test
    // moves the clock (its steps are due by Date.now()).
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await page.reload();

    // From the side navigation: 发票开具 > 批量开票.
    await page.getByRole('navigation').getByRole('link', { name: '批量开票' }).click();
    await page.waitForURL((url) => url.pathname === '/member/invoice/newBatchInvoicing');
    await page.getByRole('heading', { name: '批量开票', level: 1 }).waitFor();
    // The seeded batch is listed (real work before any upload).
    await page.getByRole('grid', { name: '最近的批次' }).getByText('批量开票示例.xlsx').waitFor();

    // The template downloads as .xlsx, its example's document number kept as text.
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载模板' }).click();
    const templateFile = await template;
    expect(templateFile.suggestedFilename()).toBe('批量开票模板.xlsx');
    const templateRows = await sheetOf(templateFile);
    expect(templateRows[0]).toEqual(batchColumns.map((c) => zh.column[c.field]));
    expect(templateRows[1]![0]).toBe('000123');

    await page.locator('input[type="file"]').setInputFiles({ name: '批量开票.xlsx', mimeType: XLSX, buffer: await workbook() });
    // Read and checked in the page's worker, then shown.
    const summary = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
    await summary('共 5 张发票（6 行），正确 3 张，有误 2 张，已选 3 张');
    const grid = page.getByRole('grid', { name: '待开发票' });
    // Ids stay text: the leading zero and the 20 digits as typed.
    expect(await grid.getByRole('textbox', { name: '第 1 行 购买方纳税人识别号' }).inputValue()).toBe('091310000MA1FL0XX1');
    expect(await grid.getByRole('textbox', { name: '第 3 行 购买方纳税人识别号' }).inputValue()).toBe('12345678901234567890');
    await grid.getByText('购买方名称：购买方名称不能为空').waitFor();
    await grid.getByText(/税率：税率“十三”有误/).waitFor();

    // Fix row 4 in place: its invoice is checked again as it is typed.
    await grid.getByRole('textbox', { name: '第 4 行 购买方名称' }).fill('上海批量三号有限公司');
    await summary('共 5 张发票（6 行），正确 4 张，有误 1 张，已选 4 张');
    await page.getByRole('button', { name: '删除有误的发票' }).click();
    await summary('共 4 张发票（5 行），正确 4 张，有误 0 张，已选 4 张');

    // Two clicks, one batch.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v2/tax/invoice/batch/issue') && r.method() === 'POST') posts.push(String((JSON.parse(r.postData() ?? '{}') as { idempotencyKey?: string }).idempotencyKey));
    });
    await page.getByRole('button', { name: '开具所选（4）' }).dblclick();
    const heading = page.getByRole('heading', { name: /^批次 / });
    await heading.waitFor();
    const batchId = ((await heading.textContent()) ?? '').replace('批次 ', '');
    expect(new Set(posts).size).toBe(1);
    const progress = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
    await progress('已处理 0/4 张：成功 0 张，失败 0 张');

    // A reload mid-batch finds the batch again on the server.
    await page.reload();
    await heading.waitFor();
    expect(await heading.textContent()).toBe(`批次 ${batchId}`);

    // The clock moves the batch on: four steps; its progress is pushed.
    await page.clock.setFixedTime(start + BATCH_STEP_MS * 5);
    await progress('已处理 4/4 张：成功 3 张，失败 1 张');
    const results = page.getByRole('grid', { name: '开具结果' });
    await results.getByRole('row').filter({ hasText: '000104' }).getByText(/税局校验未通过/).waitFor();
    expect(await results.getByRole('row').count()).toBe(5);

    await page.getByRole('button', { name: '重试失败的发票（1）' }).click();
    await page.clock.setFixedTime(start + BATCH_STEP_MS * 8);
    await progress('已处理 4/4 张：成功 4 张，失败 0 张');
    // The pushed progress can come before the results list is fetched again: the download is taken once the retried
    // invoice's row shows it issued, as the user sees it.
    await results.getByRole('row').filter({ hasText: '000104' }).getByText('开具成功').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载结果' }).click();
    const resultFile = await download;
    expect(resultFile.suggestedFilename()).toBe(`批量开票结果-${batchId}.xlsx`);
    const sheet = await sheetOf(resultFile);
    expect(sheet.slice(1).map((r) => [r[0], r[4]])).toEqual([
      ['000101', '开具成功'],
      ['000102', '开具成功'],
      ['000103', '开具成功'],
      ['000104', '开具成功'],
    ]);
    for (const row of sheet.slice(1)) expect(row[6]).toMatch(/^\d{8}$/);

    // One batch was made: back on the upload page the list holds it beside the seeded one.
    await page.getByRole('button', { name: '继续批量开票' }).click();
    const recent = page.getByRole('grid', { name: '最近的批次' });
    await recent.getByText(batchId).waitFor();
    expect(await recent.getByRole('row').count()).toBe(3);
    await page.context().close();
  });

  it("an agency finds its seeded batch on the fully-digital page, retries its failed invoices and sees them issued", async () => {
    const page = await signedInPage(browser, 'agency');
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await page.reload();
    // From the side navigation: 数电发票 > 数电批量开票.
    await page.getByRole('navigation').getByRole('link', { name: '数电批量开票' }).click();
    await page.waitForURL((url) => url.pathname === '/account/fullpower/newBatchInvoicing');
    await page.getByRole('heading', { name: '数电批量开票', level: 1 }).waitFor();
    await page.getByRole('button', { name: '查看 批次 SB-U3001' }).click();
    await page.getByRole('heading', { name: '批次 SB-U3001' }).waitFor();
    const progress = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
    await page.getByRole('button', { name: '重试失败的发票（2）' }).click();
    await page.clock.setFixedTime(start + BATCH_STEP_MS * 3);
    await progress('成功 8 张，失败 0 张');
    await page.context().close();
  });
});
