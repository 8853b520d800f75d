import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// 负数发票开具 end to end (spec 01 §2 negative, fullpower/negative; docs/workbench/negative-printers.md): the assembled
// portal on the embedded backend, in Chromium. The seeded blue invoices are mocks/data/negative.ts's.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The seeded electronic invoice to 上海星辰科技有限公司, partly reversed already (1,000.00 of line 1, one monitor). */
const PARTLY = '88000001';
/** A fully-digital special invoice (81) of the default terminal without a sheet (mocks/data/redLetter.ts). */
const DIGITAL = '26310000000090000007';
/** The seeded special paper invoice (004) to 苏州启明电子科技有限公司: reversed only with an information sheet. */
const SPECIAL = '88000004';

async function linesOf(page: Page) {
  const grid = page.getByRole('grid', { name: '蓝字发票商品行' });
  await grid.waitFor();
  return grid;
}

describe('负数发票开具', () => {
  it('a member finds a partly reversed invoice by its buyer, reverses part of a line and the rest of the others on the issuing form, and sees what is left', async () => {
    const page = await signedInPage(browser, 'member');
    // Through the side navigation: 发票开具 > 负数发票开具.
    await page.getByRole('navigation').getByRole('link', { name: '负数发票开具' }).click();
    await page.getByRole('heading', { name: '负数发票开具' }).waitFor();
    await page.getByRole('textbox', { name: '购买方' }).fill('星辰');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const list = page.getByRole('grid', { name: '可冲红的蓝字发票' });
    const row = list.getByRole('row').filter({ hasText: PARTLY });
    // Only the buyer's invoices once the search has answered.
    await list.getByRole('row').filter({ hasText: '88000002' }).waitFor({ state: 'detached' });
    await row.filter({ hasText: '部分冲红' }).waitFor();

    // Its lines: what each had, what earlier red invoices took, what is left, all of it picked at first.
    await row.getByRole('button', { name: `冲红发票 ${PARTLY}` }).click();
    const lines = await linesOf(page);
    await lines.getByRole('row').filter({ hasText: '软件维护服务' }).filter({ hasText: /6,000\.00[\s\S]*1,000\.00[\s\S]*5,000\.00/ }).waitFor();
    const amount = page.getByRole('textbox', { name: '第 1 行本次冲红金额' });
    expect(await amount.inputValue()).toBe('5000.00');

    // More than the line has left: the message at the cell, the focus there, what was typed kept, nothing sent.
    await amount.fill('6000');
    await page.getByRole('button', { name: '开具负数发票' }).click();
    await page.locator('#negative-amount-0:focus').waitFor();
    await page.getByText('冲红金额不能超过剩余可冲红金额').first().waitFor();
    expect(await amount.inputValue()).toBe('6000');
    expect(new URL(page.url()).pathname).toBe('/member/negative');

    // Part of the first line, all that is left of the others.
    await amount.fill('500');
    await page.getByRole('status').filter({ hasText: '本次冲红：金额 -3,452.00' }).waitFor();
    await page.getByRole('button', { name: '开具负数发票' }).click();
    await page.waitForURL((url) => url.pathname === '/member/positive' && url.searchParams.get('red') === '1');
    const url = new URL(page.url());
    expect(url.searchParams.get('blueInvoiceNumber')).toBe(PARTLY);
    expect(url.searchParams.get('redLines')).toBe('0:500.00,1:2697.00,2:255.00');

    // The issuing form is the red invoice of those lines: the partial line by amount, the others as issued.
    await page.getByText(new RegExp(`号码 ${PARTLY}）的红字发票`)).waitFor();
    await page.getByLabel(/^\*?开票人$/).fill('张会计');
    await page.getByRole('button', { name: '开具', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '发票预览' });
    await preview.waitFor();
    await preview.getByRole('button', { name: '确认开具' }).click();
    await page.getByText('发票已开具').waitFor();

    // Back on the page (the address kept the search and the invoice): what is left follows.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/member/negative' && u.searchParams.get('id') === 'NB0001');
    const after = await linesOf(page);
    await after.getByRole('row').filter({ hasText: '软件维护服务' }).filter({ hasText: /1,500\.00[\s\S]*4,500\.00/ }).waitFor();
    await after.getByRole('row').filter({ hasText: '打印纸' }).filter({ hasText: /255\.00[\s\S]*255\.00[\s\S]*0\.00/ }).waitFor();
    const reds = page.getByRole('region', { name: '已开具的负数发票' });
    await reds.getByRole('listitem').nth(2).waitFor();
    expect(await reds.getByRole('listitem').count()).toBe(3);
    await page.context().close();
  });

  it('an agency is led to the information sheet of a special invoice, with the lines it picked, instead of being refused at the end', async () => {
    const page = await signedInPage(browser, 'agency', `/account/negative?fphm=${SPECIAL}&id=NB0004`);
    await page.getByRole('heading', { name: '负数发票开具' }).waitFor();
    await page.getByText('增值税专用发票须凭红字信息表开具负数发票', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: '开具负数发票' }).count()).toBe(0);
    // Only the monitors, and three of them.
    const lines = await linesOf(page);
    await lines.getByRole('row').filter({ hasText: '软件维护服务' }).getByRole('checkbox').click();
    await page.getByRole('textbox', { name: '第 1 行本次冲红金额' }).fill('2697');
    await page.getByRole('button', { name: '申请红字信息表' }).click();
    await page.waitForURL((url) => url.pathname === '/account/gules' && url.searchParams.get('redLines') === '0:2697.00');
    const apply = page.getByRole('grid', { name: '冲红商品行' });
    await apply.waitFor();
    expect(await apply.getByRole('textbox', { name: '第 1 行冲红金额' }).inputValue()).toBe('2697.00');
    expect(await apply.getByRole('textbox', { name: '第 2 行冲红金额' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('the agency reverses fully-digital invoices through confirmation sheets (fullpower/negative)', async () => {
    const page = await signedInPage(browser, 'agency');
    await page.getByRole('navigation').getByRole('link', { name: '数电负数发票开具' }).click();
    await page.getByRole('heading', { name: '数电负数发票开具' }).waitFor();
    const list = page.getByRole('grid', { name: '可冲红的数电蓝字发票' });
    const row = list.getByRole('row').filter({ hasText: DIGITAL });
    await row.getByRole('button', { name: `冲红发票 ${DIGITAL}` }).click();
    await page.getByText('数电发票须凭红字确认单开具负数发票', { exact: false }).waitFor();
    await page.getByRole('button', { name: '申请红字确认单' }).click();
    await page.waitForURL((url) => url.pathname === '/account/fullpower/gules' && url.searchParams.get('blueInvoiceNumber') === DIGITAL);
    await page.getByRole('grid', { name: '冲红商品行' }).waitFor();
    await page.context().close();
  });
});
