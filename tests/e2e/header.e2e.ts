import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch } from './browser';
import { signedInPage } from './session';

// Spec 01 §2, the header of each role: the member opens the inbox from the user menu by keyboard, reads an unread
// message (the menu's unread count drops), and opens the personal centre; each role's header shows its logo from the
// host's logo.json and the switches of the static config.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const member = demoAccounts.member;
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the member header', () => {
  it('opens the inbox from the user menu by keyboard, reads an unread message (the count drops) and opens the personal centre', async () => {
    const page = await signedInPage(browser, 'member');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: new RegExp(`^${member.userName}\\s*9 条未读消息$`) });
    await trigger.waitFor();

    // keyboard only: focus the menu, open it, move to 消息中心 and take it
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const inboxItem = menu.getByRole('menuitem', { name: '消息中心（9 条未读）' });
    for (let i = 0; i < 8 && !(await inboxItem.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/member/mailbox/inbox');
    await page.getByRole('heading', { level: 1, name: '收件箱' }).waitFor();
    await page.getByText('共 36 条消息，未读 9 条').waitFor();

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
    await page.getByText('共 36 条消息，未读 8 条').waitFor();
    await firstRow.getByText('已读').waitFor();
    await header.getByRole('button', { name: new RegExp(`^${member.userName}\\s*8 条未读消息$`) }).waitFor();

    // the personal centre from the same menu
    await header.getByRole('button', { name: new RegExp(`^${member.userName}`) }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname === '/member/personalCenter');
    await page.getByRole('heading', { level: 2, name: '账号信息' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(member.username, { exact: true }).waitFor();
    await main.getByText('138****0001').waitFor();
    await main.getByText('企业用户').waitFor();
    await main.getByText('企业登录（/login）').waitFor();
    await main.getByRole('button', { name: '修改密码' }).click();
    await page.getByRole('dialog', { name: '修改密码' }).waitFor();
    expect(pathOf(page)).toBe('/member/personalCenter');
    await page.context().close();
  });

  it('shows the member logo, the help centre, the mall and customer service with the WeChat code', async () => {
    const page = await signedInPage(browser, 'member');
    const header = page.getByRole('banner');
    const logo = header.getByRole('img', { name: '票税通' });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe('/static/localhost/logo-member.svg');
    // the image really loads from the static files
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // a reload asks for that logo from the HTML, beside the scripts (it is the homes' largest paint), and the
    // header's <img> uses that one request
    await page.reload();
    await logo.waitFor();
    const logoRequests = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/static/localhost/logo-member.svg')).map((e) => (e as PerformanceResourceTiming).initiatorType));
    await expect.poll(logoRequests).toEqual(['link']);
    // the help centre's address comes with the static config, asked for once the page has painted
    await expect.poll(() => header.getByRole('link', { name: '帮助中心' }).getAttribute('href')).toBe('https://help.example.com/member');
    expect(await header.getByRole('link', { name: '产品商城' }).getAttribute('href')).toBe('/member/ykkGoods');
    // the mall link routes in the page (no reload: the marker survives)
    await page.evaluate(() => Object.assign(window, { headerMarker: true }));
    await header.getByRole('link', { name: '产品商城' }).click();
    await page.waitForURL((url) => url.pathname === '/member/ykkGoods');
    expect(await page.evaluate(() => 'headerMarker' in window)).toBe(true);
    await header.getByRole('button', { name: '联系客服' }).click();
    const panel = page.getByRole('dialog', { name: '联系客服' });
    await panel.getByRole('img', { name: '微信客服二维码' }).waitFor();
    expect(await panel.textContent()).toContain('客服热线：400-800-1234');
    await page.context().close();
  });

  it('agency and provider headers show their own logos; the agency has the client download', async () => {
    for (const [role, src] of [
      ['agency', '/static/localhost/logo-agency.svg'],
      ['provider', '/static/localhost/logo-provider.svg'],
    ] as const) {
      const page = await signedInPage(browser, role);
      const header = page.getByRole('banner');
      const logo = header.getByRole('img', { name: '票税通' });
      await logo.waitFor();
      // The logo and the help corner follow configs fetched after the first paint: waited for, not read at once (a
      // shuffled run on a loaded machine read the agency's header before its static config had come).
      await expect.poll(() => logo.getAttribute('src')).toBe(src);
      if (role === 'agency') await header.getByRole('button', { name: '客户端下载' }).waitFor();
      else expect(await header.getByRole('button', { name: '客户端下载' }).count()).toBe(0);
      expect(await header.getByRole('link', { name: '帮助中心' }).count()).toBe(0);
      await page.context().close();
    }
  });
});
