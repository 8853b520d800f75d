import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { newSignedInPage, openAt, signedInPage } from './session';

// Spec 01 §6: each role reaches pages through the side navigation by keyboard only; a path the menu does not allow
// shows the 403 page; the tab names the page and the product. The demo accounts' default terminals are tax disks.
// The group and branch entrances sign in to the agency area (roleType 3, the agency's menu); their rows take the
// menu's 客户与终端 pages, so together the rows cover more of the agency's menu. One sign-in per row.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const roles = {
  member: { home: '/member/v3Home', pages: [['正数发票开具', '/member/positive', true], ['负数发票开具', '/member/negative', true], ['红字发票开具', '/member/gulesInvoice', true]], forbidden: '/member/taxControlInfo' },
  agency: { home: '/account/home', pages: [['发票查询', '/account/inquire', true], ['开票订单', '/account/invoiceOrder', true], ['红字信息表', '/account/gulesList', true]], forbidden: '/account/taxControlInfo' },
  provider: { home: '/service/home', pages: [['会员列表', '/service/memberList', true], ['企业列表', '/service/enterpriseList', true], ['代账机构列表', '/service/agencyList', true]], forbidden: '/service/fullpower/inquire' },
  group: { home: '/account/home', pages: [['企业管理', '/account/enterpriseManage', true], ['终端管理', '/account/terminal', true], ['销方信息', '/account/sellerInfo', true]], forbidden: '/account/taxControlInfo' },
  branch: { home: '/account/home', pages: [['开票订单', '/account/invoiceOrder', true], ['终端管理', '/account/terminal', true], ['销方信息', '/account/sellerInfo', true]], forbidden: '/account/monitorInfo' },
} as const;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
/** Whether the focus is on an entry of the navigation landmark's list (not its collapse toggle). */
const focusInNavigation = (page: Page) => page.evaluate(() => document.activeElement?.closest('nav[aria-label="功能导航"] li') != null);

/** Tab from the page start until the focus is in the navigation's list (its first entry). */
async function tabIntoNavigation(page: Page) {
  for (let i = 0; i < 40 && !(await focusInNavigation(page)); i += 1) await page.keyboard.press('Tab');
  expect(await focusInNavigation(page)).toBe(true);
}

/** Arrow down the visible entries (into open groups) to the entry titled `title` and follow it with Enter. */
async function followByKeyboard(page: Page, title: string, path: string) {
  for (let i = 0; i < 40 && !(await focusedText(page)).startsWith(title); i += 1) await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toContain(title);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === path);
}

describe.each(Object.keys(roles) as (keyof typeof roles)[])('the %s navigation', (role) => {
  it('reaches three pages by keyboard only; the tab and the menu name the current page; a path the menu does not offer shows the 403 page', async () => {
    const page = await signedInPage(browser, role);
    const nav = page.getByRole('navigation', { name: '功能导航' });
    await nav.getByRole('list', { name: '功能导航' }).waitFor();
    await tabIntoNavigation(page);
    for (const [title, path, built] of roles[role].pages) {
      await followByKeyboard(page, title, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.title()).toBe(`${title} - 票税通`);
      const current = nav.locator('[aria-current="page"]');
      await expect.poll(() => current.textContent()).toContain(title);
      // an entry whose page is not built yet says so (and still leads to the page); a built one does not
      expect((await current.textContent())?.includes('暂未开放')).toBe(!built);
      expect(await focusInNavigation(page)).toBe(true);
    }
    // the current terminal rides along in the menu's addresses (spec 01 §2)
    expect(new URL(page.url()).searchParams.get('diskId')).toMatch(/^[A-Za-z0-9_-]+$/);

    // a path the menu does not offer for the current terminal gets the 403 page instead of the page
    await page.goto(roles[role].forbidden);
    await page.getByRole('heading', { level: 1, name: '暂无访问权限！（403）' }).waitFor();
    expect(await page.getByRole('button', { name: '返回首页' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("a phone's width", () => {
  it('starts with the navigation collapsed (its toggle opens it) and reads the terminal one label and value per row', async () => {
    const page = await newSignedInPage(browser, 'member', { viewport: { width: 412, height: 823 } });
    const context = page.context();
    await openAt(page, '/member/v3Home');
    const nav = page.getByRole('navigation', { name: '功能导航' });
    const toggle = nav.getByRole('button', { name: '展开导航' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // the current terminal's details: each value beside its label, with room to read it
    const name = page.getByRole('main').getByText('终端名称', { exact: true });
    const value = page.getByRole('main').getByText('杭州华泰餐饮管理有限公司', { exact: true });
    await value.waitFor();
    const [label, box] = [await name.boundingBox(), await value.boundingBox()];
    expect(box!.width).toBeGreaterThan(150);
    expect(Math.abs(box!.y - label!.y)).toBeLessThan(20);
    await toggle.click();
    await nav.getByRole('link', { name: /^正数发票开具/ }).waitFor();
    expect(await nav.getByRole('button', { name: /导航$/ }).first().getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});
