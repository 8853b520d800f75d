import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { signIn } from './session';

// Red-letter sheets end to end: the assembled portal on the embedded backend, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A fully-digital special invoice (81) of the member's default terminal that has no sheet yet (seeded OD0008). */
const BLUE_NUMBER = '26310000000090000007';

describe('red-letter sheets', () => {
  it('a member applies for a confirmation sheet against a special invoice; once the buyer confirms, the red invoice is issued from it', async () => {
    const page = await newPage(browser);
    // The page's clock stands still (timers still run), so the demo buyer answers only when the test moves it on.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await signIn(page, 'member');
    // Through the side navigation: 数电发票 > 数电红字确认单.
    await page.getByRole('navigation').getByRole('link', { name: '数电红字确认单' }).click();
    await page.getByRole('heading', { name: '数电红字确认单' }).waitFor();
    await page.getByRole('button', { name: '填开红字确认单' }).click();

    await page.getByRole('heading', { name: '红字信息表填开' }).waitFor();
    await page.getByLabel('蓝字发票号码').fill(BLUE_NUMBER);
    await page.getByLabel('蓝字发票号码').press('Enter');
    const lines = page.getByRole('grid', { name: '冲红商品行' });
    await lines.waitFor();
    await expect.poll(() => page.getByText('该发票为数电发票，需填开红字确认单；专用发票需购方确认。').isVisible()).toBe(true);
    // In full: every line at what it has left.
    await page.getByRole('button', { name: /冲红原因/ }).click();
    await page.getByRole('option', { name: '销货退回' }).click();
    await page.getByRole('button', { name: '提交申请' }).click();

    // Back on the list: the new sheet waits for the buyer (the demo buyer answers 5 s later).
    await page.getByRole('heading', { name: '数电红字确认单' }).waitFor();
    const grid = page.getByRole('grid', { name: '红字确认单列表' });
    const row = grid.getByRole('row').filter({ hasText: BLUE_NUMBER });
    await expect.poll(() => row.innerText()).toContain('销方录入待购方确认');
    await expect.poll(() => row.innerText()).toContain('销货退回');
    await page.clock.setFixedTime(start + 60_000);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => row.innerText()).toContain('购销双方已确认');

    // From here the clock runs again (the issuing order moves on with time).
    await page.clock.setSystemTime(start + 60_000);

    // Confirmed: the red invoice is issued from it on the fully-digital issuing form, told the blue invoice and the sheet.
    await row.getByRole('button', { name: /^据信息表 \d+ 开具红字发票$/ }).click();
    await page.waitForURL((url) => url.pathname === '/member/fullpower/positive' && url.searchParams.get('red') === '1');
    const url = new URL(page.url());
    expect(url.searchParams.get('blueInvoiceNumber')).toBe(BLUE_NUMBER);
    const sheetNo = url.searchParams.get('redSheetNo') ?? '';
    expect(sheetNo).toMatch(/^\d{20}$/);

    // The form is the red invoice of that blue one, from that sheet: preview, issue, the pushed statuses, the result.
    await page.getByText(new RegExp(`号码 ${BLUE_NUMBER}）的红字发票`)).waitFor();
    expect(await page.getByLabel('红字信息表编号').inputValue()).toBe(sheetNo);
    await page.getByLabel(/^\*?开票人$/).fill('张会计');
    await page.getByRole('button', { name: '开具', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '发票预览' });
    await preview.waitFor();
    await preview.getByRole('button', { name: '确认开具' }).click();
    await page.getByText('发票已开具').waitFor();
    expect(await page.getByRole('list', { name: '订单状态' }).innerText()).toMatch(/已开具/);

    // Back on the list, the sheet names its red invoice and offers no second one.
    await page.goto('/member/fullpower/gulesList');
    const done = page.getByRole('grid', { name: '红字确认单列表' }).getByRole('row').filter({ hasText: sheetNo });
    await expect.poll(() => done.innerText()).toContain('购销双方已确认');
    expect(await done.getByRole('button', { name: /开具红字发票$/ }).count()).toBe(0);
    await done.getByRole('button', { name: /^查看信息表/ }).click();
    const dialog = page.getByRole('dialog', { name: `红字信息表 ${sheetNo}` });
    await expect.poll(() => dialog.innerText()).toMatch(/红字发票号码\s*\d{20}/);
    await page.close();
  });
});
