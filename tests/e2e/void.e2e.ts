import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// Voiding paper invoices end to end (spec 01 §2 invalid, batchVoid; docs/workbench/void.md): the assembled portal on
// the embedded backend, in Chromium. The seed gives the member's and the agency's default terminal (661000000001) a
// stock of paper invoices and ten paper invoices issued this month (mocks/data/invoiceStock.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: '功能导航' });

/** Picks a segment of the stock by its code and voids the run from its first unused number to `last`. */
async function voidBlankRun(page: Page, code: string, last: string): Promise<void> {
  const stock = page.getByRole('grid', { name: '发票库存' });
  await stock.getByText(code, { exact: true }).click();
  const lastField = page.getByRole('textbox', { name: /终止号码/ });
  await lastField.fill(last);
  await page.getByRole('button', { name: '作废', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定作废' }).click();
}

describe('voiding paper invoices', () => {
  it('a member voids two blank invoices from the side navigation, and the inquiry it goes back to lists them without a reload', async () => {
    // The inquiry of the normal invoices' roll, blank voided: none yet.
    const page = await signedInPage(browser, 'member', '/member/inquire?kind=2&fpdm=031002700000');
    await page.getByText('共 0 张').waitFor();

    await nav(page).getByRole('link', { name: /^空白发票作废/ }).click();
    await page.getByRole('heading', { name: '空白发票作废' }).waitFor();
    await page.getByRole('grid', { name: '发票库存' }).getByText('20000007').waitFor();
    // A mistyped number is refused at its field and kept.
    await page.getByRole('grid', { name: '发票库存' }).getByText('031002700000', { exact: true }).click();
    await page.getByRole('textbox', { name: /终止号码/ }).fill('2000008');
    await page.getByRole('button', { name: '作废', exact: true }).click();
    await page.getByText('发票号码为8位数字').waitFor();
    expect(await page.getByRole('textbox', { name: /终止号码/ }).inputValue()).toBe('2000008');

    await voidBlankRun(page, '031002700000', '20000008');
    await page.getByText('已作废 增值税普通发票（代码 031002700000）号码 20000007 至 20000008，共 2 张。').waitFor();
    // The stock shrinks: the segment now starts at 20000009.
    await page.getByRole('grid', { name: '发票库存' }).getByText('20000009').waitFor();

    // Back to the inquiry (the same page of the app, no reload): both numbers are there, blank voided.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/member/inquire');
    await page.getByText('共 2 张').waitFor();
    const grid = page.getByRole('grid', { name: '查询结果' });
    await grid.getByText('20000007').waitFor();
    await grid.getByText('20000008').waitFor();
    expect(await grid.getByText('空白作废').count()).toBe(2);
    await page.context().close();
  });

  it('a member voids issued paper invoices in a batch, reads each result, retries the failure, and the inquiry follows', async () => {
    // The inquiry of this month's issued normal paper invoices, opened first (it stays cached while the user works elsewhere).
    const page = await signedInPage(browser, 'member', '/member/inquire?fpzt=3&fplxdm=007');
    const inquiry = page.getByRole('grid', { name: '查询结果' });
    await inquiry.getByText('宁波远航物流有限公司').waitFor();

    // By keyboard: the side navigation's entry, then Enter.
    await nav(page).getByRole('link', { name: /^批量作废/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '批量作废' }).waitFor();
    // Only normal paper invoices.
    await page.getByRole('button', { name: /发票类型/ }).click();
    await page.getByRole('option', { name: '增值税普通发票', exact: true }).click();
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('fplxdm') === '007');
    const grid = page.getByRole('grid', { name: '可作废发票' });
    const row = (buyer: string) => grid.getByRole('row').filter({ hasText: buyer });
    await row('宁波远航物流有限公司').waitFor();
    // The search's own result (not the previous one, kept while the new one loads).
    await page.locator('[role="grid"][aria-label="可作废发票"]:not([aria-busy="true"])').waitFor();
    await row('宁波远航物流有限公司').getByRole('checkbox').click();
    await row('上海演示失败商贸有限公司').getByRole('checkbox').click();
    await page.getByText('已选 2 张，其中可作废 2 张').waitFor();
    await page.getByRole('button', { name: '作废所选（2 张）' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('确定作废所选的 2 张发票吗？作废后不可恢复。').waitFor();
    await confirm.getByRole('button', { name: '确定作废' }).click();

    // One voided, one failed with the server's reason; the retry voids it.
    const outcome = page.getByRole('grid', { name: '作废结果' });
    await page.getByText('已作废 1 张，失败 1 张').waitFor();
    await outcome.getByText('税盘连接异常，请稍后重试').waitFor();
    await page.getByRole('button', { name: '重试失败的发票（1 张）' }).click();
    await page.getByText('已作废 2 张，失败 0 张').waitFor();
    // The list of issued invoices follows: both are voided now, and have left it.
    await row('宁波远航物流有限公司').waitFor({ state: 'detached' });
    // (the retried one leaves with the list fetched after the retry: waited for, not counted at once)
    await row('上海演示失败商贸有限公司').waitFor({ state: 'detached' });

    // Back to the inquiry of issued invoices (through the batch page's own searches): the two voided ones have left it, without a reload.
    for (let i = 0; i < 4 && new URL(page.url()).pathname !== '/member/inquire'; i += 1) await page.goBack();
    await page.waitForURL((url) => url.pathname === '/member/inquire');
    await inquiry.getByText('宁波远航物流有限公司').waitFor({ state: 'detached' });
    await inquiry.getByText('苏州瑞科电子有限公司').waitFor();
    expect(await inquiry.getByText('上海演示失败商贸有限公司').count()).toBe(0);
    await page.context().close();
  });

  it('an agency voids a blank special invoice of its current terminal', async () => {
    const page = await signedInPage(browser, 'agency', '/account/invalid');
    await page.getByRole('heading', { name: '空白发票作废' }).waitFor();
    await page.getByRole('grid', { name: '发票库存' }).getByText('10000003').waitFor();
    await voidBlankRun(page, '031002600000', '10000003');
    await page.getByText('已作废 增值税专用发票（代码 031002600000）号码 10000003 至 10000003，共 1 张。').waitFor();
    await page.getByRole('grid', { name: '发票库存' }).getByText('10000004').waitFor();
    await page.context().close();
  });
});
