import { chromium, type Browser, type Page } from 'playwright';
import { inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

export const portalUrl = (): string => inject('portalUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** A fresh page in its own context (own localStorage), in the Asia/Shanghai time zone and Chinese locale. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    baseURL: portalUrl(),
  });
  return context.newPage();
}
