import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getResponse } from 'msw';
import type { Browser, Page } from 'playwright';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { configureDb } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { startupNamespaces } from '../../platform/i18n/portal';
import { launch } from './browser';

// The production build's sign-in entrances, as `vite preview` serves them: each painted from its prerendered HTML
// (dist/<entrance>.html, written by the build), then hydrated. The production bundle has no embedded backend, so the
// page's API requests are answered here, in Node, by the same MSW handlers and seed the dev server uses.
// The e2e project's global setup builds dist/ when it is missing or stale (scripts/bundles.mjs).

const root = path.resolve(import.meta.dirname, '..', '..');
let server: PreviewServer;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = await preview({ configFile: path.join(root, 'vite.config.ts'), preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  base = `http://127.0.0.1:${address.port}`;
  configureDb({ persist: false });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Answers the page's API calls with the embedded backend's handlers (the same seed as `npm start`). */
async function withBackend(page: Page): Promise<void> {
  await page.route(/\/v\d+\//, async (route) => {
    const sent = route.request();
    const body = sent.postDataBuffer();
    const request = new Request(sent.url(), { method: sent.method(), headers: await sent.allHeaders(), body: body && sent.method() !== 'GET' ? new Uint8Array(body) : null });
    const response = await getResponse(handlers, request);
    if (!response) return route.fulfill({ status: 404, body: '' });
    await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) });
  });
}

describe('the sign-in entrances are painted from HTML', () => {
  it.each([
    ['/login', 'member'],
    ['/serviceLogin', 'provider'],
    ['/groupLogin', 'group'],
  ])('%s holds the form in its HTML, in its theme, with no script run', async (entrance, theme) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${base}${entrance}`);
    await expect(page.getByLabel(/^\*?账号$/).count()).resolves.toBe(1);
    await expect(page.getByLabel(/^\*?密码$/).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: '登录', exact: true }).count()).resolves.toBe(1);
    await expect(page.locator(`[data-login-theme="${theme}"]`).count()).resolves.toBe(1);
    // Styled from the HTML: the primary button wears the role's brand colour without any script.
    const background = await page.getByRole('button', { name: '登录', exact: true }).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.title()).toContain('票税通');
    // No catalogue is fetched: they are inline.
    expect(requests.filter((p) => p.endsWith('.json'))).toEqual([]);
    // Until the app takes the page over it cannot be used: the browser's own submit would put the password in the address.
    await page.getByLabel(/^\*?账号$/).fill('member', { force: true }).catch(() => undefined);
    await page.getByRole('button', { name: '登录', exact: true }).click({ force: true }).catch(() => undefined);
    expect(await page.locator('#root').getAttribute('inert')).not.toBeNull();
    expect(page.url()).not.toContain('password');
    await context.close();
  });

  it('signs in from the hydrated page with no hydration warning, and a deep link still goes through sign-in', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => warnings.push(error.message));
    await withBackend(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));

    // A deep link that needs sign-in: served index.html (no prerendered form), redirected to the entrance.
    await page.goto(`${base}/member/v3Home`);
    await page.waitForURL((url) => url.pathname === '/accountLogin' && url.searchParams.get('redirect') === '/member/v3Home');
    // The entrance reloaded: now from its own HTML (the query kept), hydrated rather than rendered again.
    await page.reload();
    const form = page.locator('#root[data-entrance="/accountLogin"] form');
    await form.waitFor();
    const marked = await form.evaluate((element) => {
      (element as HTMLElement & { prerendered?: boolean }).prerendered = true;
      return true;
    });
    expect(marked).toBe(true);
    const account = demoAccounts.member;
    // React has taken the page over once typing updates its state (a controlled field keeps what is typed).
    await page.getByLabel(/^\*?账号$/).fill(account.username);
    await page.getByLabel(/^\*?密码$/).fill(account.password);
    await expect.poll(() => page.getByLabel(/^\*?账号$/).inputValue()).toBe(account.username);
    // The form element is the one from the HTML: hydration kept it rather than rendering a new one.
    expect(await form.evaluate((element) => (element as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(true);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/member/v3Home');
    // The store whose code loaded after the page (platform/deferredStore.ts) drives the theme: the member's now.
    await expect.poll(() => page.locator('html').getAttribute('data-role-theme')).toBe('member');
    await page.getByText('当前终端').first().waitFor();

    const hydration = warnings.filter((text) => /hydrat|did not match|mismatch|server rendered|Minified React error #4(18|19|23|25)/i.test(text));
    expect(hydration).toEqual([]);
    // The catalogues the first render needs were inline: no startup namespace's chunk was fetched (zh-CN).
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const startup = Object.entries(manifest)
      .filter(([key]) => startupNamespaces.some((ns) => key.startsWith(`../locales/zh-CN/${ns}.json`) || key.startsWith(`../locales/zh-CN/${ns}/`)))
      .map(([, entry]) => `/${entry.file}`);
    expect(startup.length).toBeGreaterThan(3);
    expect(requests.filter((p) => startup.includes(p))).toEqual([]);
    await context.close();
  });
});
