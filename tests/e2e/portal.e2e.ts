import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch, newPage } from './browser';
import { signIn } from './session';

// The assembled portal as `npm start` serves it, on the embedded backend, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const homes = {
  member: { path: '/member/v3Home', theme: 'member' },
  agency: { path: '/account/home', theme: 'agency' },
  provider: { path: '/service/home', theme: 'provider' },
  group: { path: '/account/home', theme: 'group' },
  branch: { path: '/account/home', theme: 'branch' },
} as const;

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('signing in', () => {
  it.each(Object.keys(homes) as (keyof typeof homes)[])('the %s demo account lands on its home in its theme', async (role) => {
    const page = await newPage(browser);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    // each account signs in at its own entrance (group and branch have theirs)
    await signIn(page, role);
    await page.waitForURL((url) => url.pathname === homes[role].path);
    await expect.poll(() => page.locator('html').getAttribute('data-role-theme')).toBe(homes[role].theme);
    // Real content from the backend: the current terminal panel with a disk number.
    await page.getByText('当前终端').first().waitFor();
    await page.getByText('税盘编号').first().waitFor();
    await page.context().close();
  });

  it('a wrong password shows the server message and keeps what was typed', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel(/^\*?账号$/).fill(demoAccounts.member.username);
    await page.getByLabel(/^\*?密码$/).fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // the server's message, under the fields
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByLabel(/^\*?账号$/).inputValue()).toBe(demoAccounts.member.username);
    await page.context().close();
  });
});

describe('the session', () => {
  it('survives a reload, with the current terminal', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname === homes.member.path);
    const panel = page.locator('section', { has: page.getByText('税盘编号') }).first();
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toMatch(/\d{6,}/);
    const terminalBefore = await panel.textContent();
    // Each element the page inserts on its own (not inside an inserted ancestor) is marked with its insertion.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) node.setAttribute('data-inserted-alone', '');
      }).observe(document, { childList: true, subtree: true });
    });
    // The frame's chunk comes late, as on a slow connection (after the embedded backend has started).
    await page.route(/\/assets\/frame-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.reload();
    await panel.waitFor();
    // The frame came in one piece: the header and the page's region were inserted with the frame around them, not
    // later into a placeholder (a frame that suspended showed it and was revealed at least 300 ms later).
    const header = page.getByRole('banner');
    expect(await header.getAttribute('data-inserted-alone')).toBeNull();
    expect(await page.getByRole('main').getAttribute('data-inserted-alone')).toBeNull();
    expect(pathOf(page)).toBe(homes.member.path);
    await expect.poll(() => panel.textContent()).toBe(terminalBefore);
    // The home's catalogues came with the frame (app/shell/frameCatalogues.ts): not through the map of every catalogue,
    // a chunk of its own that a page asking for another namespace loads.
    expect(requests.filter((p) => /\/assets\/catalogues-[\w-]+\.js$/.test(p))).toEqual([]);
    // The reload is a navigation: the current terminal now rides along as the diskId query (spec 01 §2).
    const diskId = new URL(page.url()).searchParams.get('diskId');
    expect(diskId).toMatch(/^\d{6,}$/);
    expect(terminalBefore).toContain(diskId);
    // The frame's catalogues never coming (a stalled connection) do not keep the page blank: after a short wait the
    // page renders with its loading state. In English: the embedded backend of this build imports the zh-CN ones.
    await page.unrouteAll();
    await page.evaluate(() => localStorage.setItem('portal.language', 'en-US'));
    await page.route(/\/assets\/frame-en-US-[\w-]+\.js$/, () => undefined);
    // The embedded backend's service worker fetches a request itself while it still counts a page of this context as
    // its client, and page.route does not see what a service worker fetches: on a loaded machine the old page's
    // goodbye came after the reloaded page's preloads, which then arrived. Unregistered first, the worker controls no
    // page across the reload (the reloaded page registers it afresh, and the data is in localStorage).
    await page.evaluate(async () => {
      await Promise.all((await navigator.serviceWorker.getRegistrations()).map((r) => r.unregister()));
    });
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    await page.context().close();
  });

  it('a deep link without a session goes to the entrance, then to the page asked for after signing in', async () => {
    const page = await newPage(browser);
    await page.goto('/account/terminal');
    await page.waitForURL((url) => url.pathname === '/accountLogin');
    expect(new URL(page.url()).searchParams.get('redirect')).toContain('/account/terminal');
    await signIn(page, 'agency', { entrance: '/accountLogin' });
    await page.waitForURL((url) => url.pathname === '/account/terminal');
    await page.context().close();
  });

  it("a route of another role's area sends the user to their own home", async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname === homes.member.path);
    await page.goto('/account/home');
    await page.waitForURL((url) => url.pathname === homes.member.path);
    await page.context().close();
  });

  it('an unknown path lands on /error', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/error');
    await page.context().close();
  });
});
