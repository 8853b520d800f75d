import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch, newPage } from './browser';

// Issue 9 §2, the header of each role: the member opens the inbox from the user menu by keyboard, reads an unread
// message (the menu's unread count drops), and opens the personal centre; each role's header shows its logo from the
// host's logo.json and the switches of the static config.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const homes = { member: '/member/v3Home', agency: '/account/home', provider: '/service/home' } as const;

async function signIn(page: Page, role: keyof typeof homes) {
  const account = demoAccounts[role];
  await page.goto(account.entrance);
  await page.getByLabel(/^\*?账号$/).fill(account.username);
  await page.getByLabel(/^\*?密码$/).fill(account.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === homes[role], { timeout: 60_000 });
}

const member = demoAccounts.member;
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the member header', () => {
  it('opens the inbox from the user menu by keyboard, reads an unread message (the count drops) and opens the personal centre', async () => {
    const page = await newPage(browser);
    await signIn(page, 'member');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: new RegExp(`^${member.userName}\\s*9 条未读消息$`) });
    await trigger.waitFor({ timeout: 30_000 });

    // keyboard only: focus the menu, open it, move to 消息中心 and take it
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const inboxItem = menu.getByRole('menuitem', { name: '消息中心（9 条未读）' });
    for (let i = 0; i < 8 && !(await inboxItem.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/member/mailbox/inbox', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: '收件箱' }).waitFor({ timeout: 30_000 });
    await page.getByText('共 36 条消息，未读 9 条').waitFor({ timeout: 30_000 });

    // the newest message is unread: open it
    const grid = page.getByRole('grid', { name: '消息列表' });
    const firstRow = grid.getByRole('row').nth(1);
    await firstRow.getByText('未读').waitFor();
    const title = (await firstRow.getByRole('gridcell').nth(1).textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await firstRow.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/发送时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('共 36 条消息，未读 8 条').waitFor({ timeout: 15_000 });
    await firstRow.getByText('已读').waitFor();
    await header.getByRole('button', { name: new RegExp(`^${member.userName}\\s*8 条未读消息$`) }).waitFor({ timeout: 15_000 });

    // the personal centre from the same menu
    await header.getByRole('button', { name: new RegExp(`^${member.userName}`) }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname === '/member/personalCenter', { timeout: 30_000 });
    await page.getByRole('heading', { level: 2, name: '账号信息' }).waitFor({ timeout: 30_000 });
    const main = page.getByRole('main');
    await main.getByText(member.username, { exact: true }).waitFor({ timeout: 15_000 });
    await main.getByText('138****0001').waitFor();
    await main.getByText('企业用户').waitFor();
    await main.getByText('企业登录（/login）').waitFor();
    await main.getByRole('button', { name: '修改密码' }).click();
    await page.getByRole('dialog', { name: '修改密码' }).waitFor();
    expect(pathOf(page)).toBe('/member/personalCenter');
    await page.context().close();
  }, 180_000);

  it('shows the member logo, the help centre, the mall and customer service with the WeChat code', async () => {
    const page = await newPage(browser);
    await signIn(page, 'member');
    const header = page.getByRole('banner');
    const logo = header.getByRole('img', { name: '票税通' });
    await logo.waitFor({ timeout: 30_000 });
    expect(await logo.getAttribute('src')).toBe('/static/localhost/logo-member.svg');
    // the image really loads from the static files
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    // a reload asks for that logo from the HTML, beside the scripts (issue 14: it is the homes' largest paint), and the
    // header's <img> uses that one request
    await page.reload();
    await logo.waitFor({ timeout: 30_000 });
    const logoRequests = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/static/localhost/logo-member.svg')).map((e) => (e as PerformanceResourceTiming).initiatorType));
    await expect.poll(logoRequests, { timeout: 15_000 }).toEqual(['link']);
    // the help centre's address comes with the static config, asked for once the page has painted
    await expect.poll(() => header.getByRole('link', { name: '帮助中心' }).getAttribute('href'), { timeout: 15_000 }).toBe('https://help.example.com/member');
    expect(await header.getByRole('link', { name: '产品商城' }).getAttribute('href')).toBe('/member/ykkGoods');
    // the mall link routes in the page (no reload: the marker survives)
    await page.evaluate(() => Object.assign(window, { headerMarker: true }));
    await header.getByRole('link', { name: '产品商城' }).click();
    await page.waitForURL((url) => url.pathname === '/member/ykkGoods', { timeout: 15_000 });
    expect(await page.evaluate(() => 'headerMarker' in window)).toBe(true);
    await header.getByRole('button', { name: '联系客服' }).click();
    const panel = page.getByRole('dialog', { name: '联系客服' });
    await panel.getByRole('img', { name: '微信客服二维码' }).waitFor();
    expect(await panel.textContent()).toContain('客服热线：400-800-1234');
    await page.context().close();
  }, 180_000);

  it('agency and provider headers show their own logos; the agency has the client download', async () => {
    for (const [role, src] of [
      ['agency', '/static/localhost/logo-agency.svg'],
      ['provider', '/static/localhost/logo-provider.svg'],
    ] as const) {
      const page = await newPage(browser);
      await signIn(page, role);
      const header = page.getByRole('banner');
      const logo = header.getByRole('img', { name: '票税通' });
      await logo.waitFor({ timeout: 30_000 });
      expect(await logo.getAttribute('src')).toBe(src);
      expect(await header.getByRole('button', { name: '客户端下载' }).count()).toBe(role === 'agency' ? 1 : 0);
      expect(await header.getByRole('link', { name: '帮助中心' }).count()).toBe(0);
      await page.context().close();
    }
  }, 240_000);
});
