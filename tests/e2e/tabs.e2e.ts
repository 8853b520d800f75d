import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch } from './browser';
import { signedInPage } from './session';

// One embedded backend per browser (docs/demo.md, 'The embedded backend'): every tab of a browser context shares the demo database and the
// session; a sign-out in one tab signs out the others; 'open in a new window' from the terminal picker is signed in.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const homes = { member: '/member/v3Home', agency: '/account/home' } as const;
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The home's current-terminal panel, with a disk number from the backend: proof of a signed-in request. */
async function terminalPanelShown(page: Page) {
  const panel = page.locator('section', { has: page.getByText('税盘编号') }).first();
  await panel.waitFor();
  await expect.poll(() => panel.textContent()).toMatch(/\d{12}/);
}

describe('tabs of one browser', () => {
  it('a second tab opened after signing in is signed in; signing out in it signs out the first', async () => {
    const first = await signedInPage(browser, 'member');
    await terminalPanelShown(first);

    const second = await first.context().newPage();
    await second.goto('/member/inquire');
    await second.getByRole('heading', { name: '发票查询' }).waitFor();
    // its requests are answered by the same backend: the invoices load, nobody is sent to an entrance
    await second.getByText(/^共 \d+ 张$/).waitFor();
    expect(pathOf(second)).toBe('/member/inquire');
    await second.goto(homes.member);
    await terminalPanelShown(second);
    expect(await second.getByText(/登录失效/).count()).toBe(0);

    // sign out in the second tab: the first lands on the member entrance
    await second.getByRole('button', { name: demoAccounts.member.userName }).click();
    await second.getByRole('menuitem', { name: '退出登录' }).click();
    await second.waitForURL((url) => url.pathname === '/login');
    await first.waitForURL((url) => url.pathname === '/login');
    await first.getByLabel(/^\*?账号$/).waitFor();
    await first.context().close();
  });

  it('the demo data is kept across reloads and shared: a terminal switched in one tab is current in another', async () => {
    const first = await signedInPage(browser, 'agency');
    await terminalPanelShown(first);
    await first.getByRole('button', { name: '切换终端' }).click();
    const picker = first.getByRole('dialog', { name: '切换终端' });
    const row = picker.getByRole('row').filter({ hasText: '661000000002' });
    await row.waitFor();
    await row.click();
    await first.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await first.waitForURL((url) => url.searchParams.get('diskId') === '661000000002');

    // A new tab without ?diskId asks the backend for the current terminal: the switch made in the first tab.
    const second = await first.context().newPage();
    await second.goto(homes.agency);
    await second.waitForURL((url) => url.searchParams.get('diskId') === '661000000002');
    await first.context().close();
  });

  it("'open in a new window' from the terminal picker opens the terminal signed in, and keeps the first tab signed in", async () => {
    const first = await signedInPage(browser, 'agency');
    await terminalPanelShown(first);
    await first.getByRole('button', { name: '切换终端' }).click();
    const picker = first.getByRole('dialog', { name: '切换终端' });
    const row = picker.getByRole('row').filter({ hasText: '661000000005' });
    await row.waitFor();
    await row.click();
    const confirm = first.getByRole('alertdialog');
    await confirm.getByText('当前终端切换为【').waitFor();
    await confirm.getByText('在新窗口中打开').click();
    expect(await confirm.getByRole('checkbox', { name: '在新窗口中打开' }).isChecked()).toBe(true);
    const opened = first.context().waitForEvent('page');
    await confirm.getByRole('button', { name: '确定' }).click();
    const second = await opened;
    await second.waitForURL((url) => url.pathname === homes.agency && url.searchParams.get('diskId') === '661000000005');
    await terminalPanelShown(second);
    await expect.poll(() => second.locator('section', { has: second.getByText('税盘编号') }).first().textContent()).toContain('661000000005');
    expect(await second.getByText(/登录失效/).count()).toBe(0);

    // the first tab is still signed in: a reload stays on the home with its terminal panel
    await first.reload();
    await terminalPanelShown(first);
    expect(pathOf(first)).toBe(homes.agency);
    await first.context().close();
  });
});
