import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';

// Hostile and damaged addresses in the assembled portal (docs/security.md): the mobile face-scan page says its link is
// bad when its disk id is malformed or of another shape, throws nothing, and asks nothing of the server with it. (The
// test server refuses an address with a malformed escape itself; the guard's side is in app/router/guard.test.ts and
// features/invoices/pages/InvoiceDetailsPage.test.tsx.)

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page threw or logged as an error, and the calls (not the page's own address) it made. */
function watch(page: Page) {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.resourceType() !== 'document') calls.push(request.url());
  });
  return { errors, calls };
}

describe('addresses', () => {
  it('the mobile face-scan page: a disk id of another shape is a bad link, and no code is asked for it', async () => {
    const page = await newPage(browser);
    const seen = watch(page);
    await page.goto('/h5/#/qrcode/..%2F..%2Fv1%2Faccount%2Flogout?taxerName=x');
    await page.getByText('链接无效，请在电脑端重新复制手机扫脸链接').waitFor();
    expect(seen.calls.filter((url) => url.includes('/faceQr/'))).toEqual([]);
    // A well-formed disk id in the same page asks for its code.
    const asked = page.waitForRequest((request) => request.url().includes('/faceQr/661000000001'));
    await page.evaluate(() => (location.hash = '#/qrcode/661000000001?taxerName=x'));
    await asked;
    await page.getByText('税盘编号：661000000001').waitFor();
    expect(seen.errors.filter((text) => /URIError|TypeError/.test(text))).toEqual([]);
    await page.context().close();
  });
});
