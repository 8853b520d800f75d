import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright';
import { expect, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { WAIT_MS } from '../support/ceilings';

export const portalUrl = (): string => inject('portalUrl');

/** The contexts a test has not closed (tests/setup/e2e.ts shoots their pages when the test failed, then closes them). */
export const openContexts = new Set<BrowserContext>();

/**
 * What each open context's pages went through, newest last: addresses shown, calls answered with an HTTP error,
 * console errors and uncaught exceptions. tests/setup/e2e.ts prints it when a test fails, beside the screenshots.
 */
export const journals = new WeakMap<BrowserContext, string[]>();
const JOURNAL_LINES = 60;

function keepJournal(context: BrowserContext): void {
  const journal: string[] = [];
  journals.set(context, journal);
  const started = Date.now();
  const note = (line: string) => {
    journal.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
    if (journal.length > JOURNAL_LINES) journal.shift();
  };
  const pathOf = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };
  context.on('page', (page) => {
    const p = context.pages().indexOf(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`page ${p} shows ${pathOf(frame.url())}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) note(`page ${p} ${response.request().method()} ${pathOf(response.url())} -> HTTP ${response.status()}`);
    });
    page.on('requestfailed', (request) => note(`page ${p} ${request.method()} ${pathOf(request.url())} failed: ${request.failure()?.errorText ?? ''}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(`page ${p} console ${message.type()}: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => note(`page ${p} uncaught: ${error.message.slice(0, 300)}`));
  });
}

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
    keepJournal(context);
    context.on('close', () => openContexts.delete(context));
    return context;
  };
  browser.newPage = async (options?: BrowserContextOptions) => (await browser.newContext(options)).newPage();
  return browser;
}

/**
 * A fresh context (own localStorage) in the Asia/Shanghai time zone and Chinese locale, on the portal's address. Its
 * pages record every text they show (see sawText).
 */
export async function newPortalContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    baseURL: portalUrl(),
    ...options,
  });
  await context.addInitScript(recordShownTexts);
  return context;
}

/** Runs in each page from its start: keeps the text of every node the page adds or changes (see sawText). */
function recordShownTexts(): void {
  const shown: string[] = [];
  (window as unknown as { shownTexts: string[] }).shownTexts = shown;
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') shown.push(r.target.textContent ?? '');
      else r.addedNodes.forEach((n) => shown.push(n.textContent ?? ''));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown `text`, however briefly: a success message stays 0.8 s (spec 01 §9), which a
 * locator's polling can miss on a busy machine (seen beside a second npm test). A text the page showed earlier counts
 * too, so this is for a message only the action just taken shows (a status also shown elsewhere, such as 申报成功 in a
 * list, is waited for with a locator).
 */
export async function sawText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => (window as unknown as { shownTexts?: string[] }).shownTexts?.some((s) => s.includes(t)) ?? false, text);
}

/** A fresh page in its own context (newPortalContext). */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  return (await newPortalContext(browser, options)).newPage();
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
  // The search has answered when every row but the header carries the disk: clicked earlier, the row could move
  // between the press and the release (the unfiltered first page holds it too) and the press would choose nothing.
  await row.first().waitFor();
  await expect.poll(async () => (await picker.getByRole('row').count()) - (await row.count())).toBe(1);
  await row.first().click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: '当前终端切换为【' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
  // The address takes the disk once the server has made it current: a lasting sign, where the 默认终端切换成功 toast
  // lasts a few seconds (waiting for it timed out once at a load average of 20 on 2 cores).
  await page.waitForURL((url) => url.searchParams.get('diskId') === diskId);
  await confirm.waitFor({ state: 'detached' });
}
