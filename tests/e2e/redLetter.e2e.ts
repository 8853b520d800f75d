import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch, newPage } from './browser';

// Issue 12 §3 end to end: the assembled portal on the embedded backend, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAsMember(page: Page) {
  const account = demoAccounts.member;
  await page.goto(account.entrance);
  // A ceiling, not a speed check: the first page of a file compiles while the other projects share the 2 cores.
  await page.getByLabel(/^\*?账号$/).waitFor({ timeout: 60_000 });
  await page.getByLabel(/^\*?账号$/).fill(account.username);
  await page.getByLabel(/^\*?密码$/).fill(account.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().includes('login'), { timeout: 30_000 });
}

/** A fully-digital special invoice (81) of the member's default terminal that has no sheet yet (seeded OD0008). */
const BLUE_NUMBER = '26310000000090000007';

describe('red-letter sheets', { timeout: 180_000 }, () => {
  it('a member applies for a confirmation sheet against a special invoice; once the buyer confirms, the red invoice is issued from it', async () => {
    const page = await newPage(browser);
    // The page's clock stands still (timers still run), so the demo buyer answers only when the test moves it on.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await signInAsMember(page);
    // Through the side navigation: 数电发票 > 数电红字确认单.
    await page.getByRole('navigation').getByRole('link', { name: '数电红字确认单' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: '数电红字确认单' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '填开红字确认单' }).click();

    await page.getByRole('heading', { name: '红字信息表填开' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('蓝字发票号码').fill(BLUE_NUMBER);
    await page.getByLabel('蓝字发票号码').press('Enter');
    const lines = page.getByRole('grid', { name: '冲红商品行' });
    await lines.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText('该发票为数电发票，需填开红字确认单；专用发票需购方确认。').isVisible()).toBe(true);
    // In full: every line at what it has left.
    await page.getByRole('button', { name: /冲红原因/ }).click();
    await page.getByRole('option', { name: '销货退回' }).click();
    await page.getByRole('button', { name: '提交申请' }).click();

    // Back on the list: the new sheet waits for the buyer (the demo buyer answers 5 s later).
    await page.getByRole('heading', { name: '数电红字确认单' }).waitFor({ timeout: 30_000 });
    const grid = page.getByRole('grid', { name: '红字确认单列表' });
    const row = grid.getByRole('row').filter({ hasText: BLUE_NUMBER });
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('销方录入待购方确认');
    await expect.poll(() => row.innerText()).toContain('销货退回');
    await page.clock.setFixedTime(start + 60_000);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('购销双方已确认');

    // From here the clock runs again (the issuing order moves on with time).
    await page.clock.setSystemTime(start + 60_000);

    // Confirmed: the red invoice is issued from it on the fully-digital issuing form, told the blue invoice and the sheet.
    await row.getByRole('button', { name: /^据信息表 \d+ 开具红字发票$/ }).click();
    await page.waitForURL((url) => url.pathname === '/member/fullpower/positive' && url.searchParams.get('red') === '1', { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('blueInvoiceNumber')).toBe(BLUE_NUMBER);
    const sheetNo = url.searchParams.get('redSheetNo') ?? '';
    expect(sheetNo).toMatch(/^\d{20}$/);

    // The form is the red invoice of that blue one, from that sheet: preview, issue, the pushed statuses, the result.
    await page.getByText(new RegExp(`号码 ${BLUE_NUMBER}）的红字发票`)).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('红字信息表编号').inputValue()).toBe(sheetNo);
    await page.getByLabel(/^\*?开票人$/).fill('张会计');
    await page.getByRole('button', { name: '开具', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '发票预览' });
    await preview.waitFor({ timeout: 30_000 });
    await preview.getByRole('button', { name: '确认开具' }).click();
    await page.getByText('发票已开具').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('list', { name: '订单状态' }).innerText()).toMatch(/已开具/);

    // Back on the list, the sheet names its red invoice and offers no second one.
    await page.goto('/member/fullpower/gulesList');
    const done = page.getByRole('grid', { name: '红字确认单列表' }).getByRole('row').filter({ hasText: sheetNo });
    await expect.poll(() => done.innerText(), { timeout: 30_000 }).toContain('购销双方已确认');
    expect(await done.getByRole('button', { name: /开具红字发票$/ }).count()).toBe(0);
    await done.getByRole('button', { name: /^查看信息表/ }).click();
    const dialog = page.getByRole('dialog', { name: `红字信息表 ${sheetNo}` });
    await expect.poll(() => dialog.innerText(), { timeout: 30_000 }).toMatch(/红字发票号码\s*\d{20}/);
    await page.close();
  });
});
