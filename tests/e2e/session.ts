import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright';
import { inject } from 'vitest';
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { newPortalContext, portalUrl } from './browser';
import { STORAGE_ROUTE } from './testRoutes';

// One way to sign in for every end-to-end file.
// - signIn: the user's path through the account's entrance (the sign-in form), for tests about signing in or
//   about what happens before it.
// - signedInPage: a fresh browser context that starts from the account's stored session, made once per run by
//   tests/e2e/globalSetup.ts right after signing in through the form. The embedded backend keeps its database in the
//   origin's localStorage (mocks/db.ts), so every such context starts from the seed as it was right after sign-in:
//   no test sees another's writes.

export const homes: Record<DemoAccountName, string> = {
  member: '/member/v3Home',
  agency: '/account/home',
  provider: '/service/home',
  group: '/account/home',
  branch: '/account/home',
  newmember: '/member/v3Home',
  noterminal: '/member/v3Home',
  clerk: '/account/home',
};

const isSignInPage = (url: URL, entrance: string) =>
  url.pathname === entrance || url.pathname.toLowerCase().endsWith('login');

/** Who signs in: a demo account, or an account a test made (a staff member added on 账号管理) with its entrance. */
export type SignInAs = DemoAccountName | { username: string; password: string; entrance: string };

/**
 * Signs in through the account's entrance with its form (or `entrance`, another sign-in page) and waits until the
 * portal has left the sign-in page (`stay`: a refused sign-in stays on it). `keyboard` types and sends the form by
 * keyboard only.
 */
export async function signIn(
  page: Page,
  who: SignInAs,
  options: { entrance?: string; keyboard?: boolean; stay?: boolean } = {},
): Promise<void> {
  const account = typeof who === 'string' ? demoAccounts[who] : who;
  const entrance = options.entrance ?? account.entrance;
  if (new URL(page.url(), 'http://x').pathname !== entrance) await page.goto(entrance);
  const username = page.getByLabel(/^\*?账号$/);
  const password = page.getByLabel(/^\*?密码$/);
  if (options.keyboard) {
    await tabTo(page, username);
    await page.keyboard.type(account.username);
    await tabTo(page, password);
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
  } else {
    await username.fill(account.username);
    await password.fill(account.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
  }
  if (!options.stay) await page.waitForURL((url) => !isSignInPage(url, entrance));
}

/** Presses Tab until `target` has the focus (a keyboard user's way there), at most `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await target.waitFor();
  for (let k = 0; k < max; k += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
  throw new Error(`Tab never reached ${String(target)}; the focus is on ${at}`);
}

/**
 * A fresh page (own context, Asia/Shanghai, zh-CN) holding the demo account's stored session, not yet opened: for a
 * test that listens to requests from the first one. A test on a moved clock signs in on that clock instead (the
 * stored token was issued on the real one).
 */
export async function newSignedInPage(browser: Browser, name: DemoAccountName, options: BrowserContextOptions = {}): Promise<Page> {
  if (!inject('storedAccounts').includes(name)) throw new Error(`no stored session for ${name}`);
  const context = await newPortalContext(browser, options);
  // Not Playwright's storageState option: it writes localStorage from a helper page it then closes, and on a busy
  // machine about one context in fifty started with only some of the keys (measured: the session and the 1.5 MB
  // database missing, so the test began signed out). Written by the page itself before the portal's scripts run, the
  // keys are all there. Only into an empty storage: a later document of the context (a reload, a second tab, the
  // page after a sign-out, which keeps the remembered entrance) finds what the portal left there.
  await context.addInitScript(restoreStorage, { origin: portalUrl(), source: `${STORAGE_ROUTE}${name}` });
  return context.newPage();
}

/**
 * Runs in the page, before its scripts (see newSignedInPage): reads the account's stored entries from the test server
 * (tests/e2e/globalSetup.ts) when the storage is empty, so the 1.6 MB database is not carried in the script itself.
 */
function restoreStorage({ origin, source }: { origin: string; source: string }): void {
  if (location.origin !== origin) return;
  try {
    if (localStorage.length > 0) return;
    const request = new XMLHttpRequest();
    // Synchronous on purpose: the entries must be there before the portal's first script reads them.
    request.open('GET', source, false);
    request.send();
    if (request.status !== 200) return;
    for (const { name, value } of JSON.parse(request.responseText) as { name: string; value: string }[]) localStorage.setItem(name, value);
  } catch {
    // storage blocked: the page shows the sign-in, and the test says what it waited for
  }
}

/**
 * A fresh page signed in as the demo account from its stored session, opened at `path` (default: the account's
 * home) and waiting until that page's address is shown.
 */
export async function signedInPage(browser: Browser, name: DemoAccountName, path: string = homes[name]): Promise<Page> {
  return openAt(await newSignedInPage(browser, name), path);
}

/** Opens `path` on a signed-in page and waits until that page's address is shown. */
export async function openAt(page: Page, path: string): Promise<Page> {
  await page.goto(path);
  const wanted = new URL(path, 'http://x').pathname;
  await page.waitForURL((url) => url.pathname === wanted);
  return page;
}
