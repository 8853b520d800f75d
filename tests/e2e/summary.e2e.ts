import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, tabTo } from './session';
import { launch } from './browser';

// The invoicing statistics end to end (开票汇总 and its pages): reached from the side navigation by keyboard, the
// charts drawn, the figures equal to the invoice inquiry's for the same filters, the drill-down to an enterprise and
// its invoice summary table, and the .xlsx export holding the figures shown.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Arrow down the side navigation's entries to the one titled `title` and follow it with Enter. */
async function followInNavigation(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: '功能导航' });
  const entry = nav.getByRole('link', { name: new RegExp(`^${title}`) });
  await entry.waitFor();
  await tabTo(page, nav.getByRole('link').first());
  for (let i = 0; i < 40 && !(await entry.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The text of the overview's figure named `name` (开票份数, 价税合计...). */
async function figure(page: Page, name: string): Promise<string> {
  const term = page.locator('dt', { hasText: name });
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

/** Both charts drawn (ECharts loads with the page). */
async function chartsDrawn(page: Page) {
  await page.getByRole('img', { name: /按月价税合计柱状图/ }).waitFor();
  await page.getByRole('img', { name: /各发票类型份数占比图/ }).waitFor();
  await page.locator('[data-chart-ready]').nth(1).waitFor();
}

describe('开票汇总', () => {
  it('an agency reads the year by month and type, checks the figures in the inquiry, drills into an enterprise and its summary table, and exports', async () => {
    const page = await signedInPage(browser, 'agency');
    await followInNavigation(page, '开票汇总');
    await page.waitForURL((url) => url.pathname === '/account/summary');
    await page.getByRole('heading', { level: 1, name: '开票汇总' }).waitFor();
    await chartsDrawn(page);

    // The year's issued invoices only: the figures shown once the server has counted them.
    await page.getByRole('button', { name: /发票状态/ }).click();
    await page.getByRole('option', { name: '已开具' }).click();
    const counted = page.waitForResponse((r) => r.url().includes('/v2/tax/stats/invoice') && new URL(r.url()).searchParams.get('fpzt') === '3');
    await page.getByRole('button', { name: '统计', exact: true }).click();
    const { data } = (await (await counted).json()) as { data: { totals: { count: number } } };
    const count = String(data.totals.count);
    await page.locator('dd', { hasText: `${count} 份` }).waitFor();
    expect(new URL(page.url()).searchParams.get('fpzt')).toBe('3');
    const total = await figure(page, '价税合计');
    const amount = await figure(page, '金额（不含税）');
    expect(data.totals.count).toBeGreaterThan(0);

    // The inquiry, with the same filters, counts and sums the same invoices.
    await page.getByRole('link', { name: '在发票查询中核对' }).click();
    await page.waitForURL((url) => url.pathname === '/account/inquire' && url.searchParams.get('fpzt') === '3');
    await page.getByText(`共 ${count} 张`).waitFor();
    await page.getByText(`价税合计：${total}`).waitFor();
    await page.getByText(`金额合计：${amount}`).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/account/summary');
    await chartsDrawn(page);

    // The months' table is the bar chart's figures; the enterprise with the most opens its own statistics.
    await page.getByRole('tab', { name: '按月份' }).click();
    const months = page.getByRole('grid', { name: '按月份统计' });
    expect(await months.getByRole('row').count()).toBeGreaterThan(2);
    await page.getByRole('tab', { name: '按企业' }).click();
    const enterprises = page.getByRole('grid', { name: '按企业统计' });
    const first = enterprises.getByRole('row').nth(1);
    const name = ((await first.getByRole('gridcell').first().textContent()) ?? '').replace(/\s*91\w+$/, '');
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/account/summaryDetail/') && url.searchParams.get('fpzt') === '3');
    await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
    await chartsDrawn(page);
    await page.getByRole('grid', { name: '按终端统计' }).waitFor();

    // Its invoice summary table (发票汇总) for the same period.
    await page.getByRole('navigation', { name: '相关统计' }).getByRole('link', { name: '发票汇总' }).click();
    await page.waitForURL((url) => url.pathname === '/account/InvoiceSum' && /^\w+$/.test(url.searchParams.get('taxerId') ?? ''));
    const table = page.getByRole('grid', { name: '发票汇总表' });
    await table.getByRole('row').filter({ hasText: /^合计/ }).waitFor();
    await page.getByRole('link', { name: '返回汇总明细' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/account/summaryDetail/'));
    await chartsDrawn(page);

    // The export: one sheet per dimension, the totals sheet holding the figures shown.
    const shownTotal = await figure(page, '价税合计');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^汇总明细_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await readFile((await download.path()) as string);
    const totals = await readSheet(file, '汇总');
    expect(totals[0]).toEqual([null, '份数', '份数占比', '金额', '税额', '价税合计']);
    expect(Number(totals[1]?.[5]).toFixed(2)).toBe(shownTotal.replace(/,/g, ''));
    expect((await readSheet(file, '按终端'))[0]?.slice(0, 2)).toEqual(['终端', '税盘编号']);
    await page.context().close();
  });

  it("a member reads the enterprise's statistics by terminal and opens the invoice summary table", async () => {
    const page = await signedInPage(browser, 'member');
    await followInNavigation(page, '平台统计');
    await page.waitForURL((url) => url.pathname === '/member/platform/statistics');
    await chartsDrawn(page);
    const terminals = page.getByRole('grid', { name: '按终端统计' });
    await terminals.getByRole('row').filter({ hasText: /^合计/ }).waitFor();
    expect(await terminals.getByRole('row').count()).toBeGreaterThan(2);

    await page.getByRole('link', { name: '发票汇总表' }).click();
    await page.waitForURL((url) => url.pathname === '/member/summaryDetail');
    await page.getByRole('heading', { level: 1, name: '发票汇总' }).waitFor();
    await page.getByRole('grid', { name: '发票汇总表' }).getByRole('row').filter({ hasText: /^合计/ }).waitFor();
    await page.context().close();
  });
});
