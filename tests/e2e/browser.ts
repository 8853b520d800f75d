import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { WAIT_MS } from '../support/ceilings';

export const portalUrl = (): string => inject('portalUrl');

/** The contexts a test has not closed (tests/setup/e2e.ts shoots their pages when the test failed, then closes them). */
export const openContexts = new Set<BrowserContext>();

/**
 * Debian's Chromium, headless. Every context it makes waits up to WAIT_MS (tests/support/ceilings.ts) for an action, a
 * locator or a navigation: tests wait for what a user would see and pass no ceilings of their own.
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS);
    openContexts.add(context);
    context.on('close', () => openContexts.delete(context));
    return context;
  };
  browser.newPage = async (options?: BrowserContextOptions) => (await browser.newContext(options)).newPage();
  return browser;
}

/** A fresh page in its own context (own localStorage), in the Asia/Shanghai time zone and Chinese locale. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    baseURL: portalUrl(),
    ...options,
  });
  return context.newPage();
}

/** Switches through the header's terminal picker to the terminal of a disk number (the signed-in shell, any role). */
export async function switchTerminal(page: Page, diskId: string): Promise<void> {
  // The page's current terminal first: the header names it once the session's terminal is loaded. Choosing the
  // terminal that is already current asks nothing, so the switch is only made to another one.
  await page.getByRole('banner').getByText(/^当前终端/).waitFor();
  if (new URL(page.url()).searchParams.get('diskId') === diskId) return;
  await page.getByRole('banner').getByRole('button', { name: '切换终端' }).click();
  const picker = page.getByRole('dialog', { name: '切换终端' });
  await picker.getByRole('textbox', { name: '搜索终端' }).fill(diskId);
  const row = picker.getByRole('row').filter({ hasText: diskId });
  await row.first().waitFor();
  await row.first().click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: '当前终端切换为【' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
  // The address takes the disk once the server has made it current: a lasting sign, where the 默认终端切换成功 toast
  // lasts a few seconds (waiting for it timed out once at a load average of 20 on 2 cores).
  await page.waitForURL((url) => url.searchParams.get('diskId') === diskId);
  await confirm.waitFor({ state: 'detached' });
}
