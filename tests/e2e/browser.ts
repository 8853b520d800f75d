import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

export const portalUrl = (): string => inject('portalUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
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
  await page.getByRole('banner').getByRole('button', { name: '切换终端' }).click({ timeout: 30_000 });
  const picker = page.getByRole('dialog', { name: '切换终端' });
  await picker.getByRole('textbox', { name: '搜索终端' }).fill(diskId);
  const row = picker.getByRole('row').filter({ hasText: diskId });
  await row.first().waitFor({ timeout: 30_000 });
  await row.first().click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: '当前终端切换为【' });
  await confirm.waitFor({ timeout: 30_000 });
  await confirm.getByRole('button', { name: '确定' }).click();
  // The address takes the disk once the server has made it current: a lasting sign, where the 默认终端切换成功 toast
  // lasts a few seconds (waiting for it timed out once at a load average of 20 on 2 cores).
  await page.waitForURL((url) => url.searchParams.get('diskId') === diskId, { timeout: 60_000 });
  await confirm.waitFor({ state: 'detached', timeout: 30_000 });
}
