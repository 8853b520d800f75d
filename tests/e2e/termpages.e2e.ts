import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, portalUrl } from './browser';
import { signedInPage } from './session';

// The terminal pages' row actions (spec 02 §2.1) and the mobile face-scan page, in the assembled portal on the
// embedded backend.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Success messages stay 0.8 s: collect every text shown in the page's live regions from now on. */
async function watchTexts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shown: string[] };
    w.__shown = [];
    new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => w.__shown.push(n.textContent ?? ''));
    }).observe(document.body, { childList: true, subtree: true });
  });
  return (text: string) => expect.poll(() => page.evaluate((t) => (window as unknown as { __shown: string[] }).__shown.some((s) => s.includes(t)), text)).toBe(true);
}

describe('tax categories', () => {
  it('an agency syncs the tax categories of a terminal and sees the sync among the records', async () => {
    const page = await signedInPage(browser, 'agency');
    await page.getByRole('link', { name: '终端管理' }).click();
    await page.waitForURL((url) => url.pathname === '/account/terminal');
    const grid = page.getByRole('grid', { name: '终端列表' });
    const row = grid.getByRole('row').filter({ hasText: '661000000001' });
    await row.waitFor();
    const name = ((await row.getByRole('gridcell').nth(1).textContent()) ?? '').trim();

    // Keyboard only: focus the row's menu button, open it with Enter, pick with the arrows.
    await row.getByRole('button', { name: /^更多操作：/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '税费种信息' }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `税费种信息（${name}）` });
    await dialog.waitFor();
    await dialog.getByRole('grid', { name: '税费种认定信息' }).getByText('增值税', { exact: true }).waitFor();

    const saw = await watchTexts(page);
    await dialog.getByRole('button', { name: '同步', exact: true }).click();
    await saw('同步请求已发送，请稍后查看');

    await dialog.getByRole('button', { name: '同步记录' }).click();
    const records = page.getByRole('dialog', { name: '同步记录' });
    const table = records.getByRole('grid', { name: '同步记录列表' });
    await table.waitFor();
    // The new record (syncing) first, then the seeded ones; the failure reason only on the failed one.
    await expect.poll(() => table.getByText('同步中').count()).toBe(2);
    await table.getByText('同步失败').waitFor();
    await table.getByText('电子税局繁忙或在维护中，请稍后重试').waitFor();
    await records.getByText('共 4 条').waitFor();
    // Page sizes 20, 50 (the default), 100.
    await records.getByText('50 条/页').first().waitFor();
    await page.context().close();
  });
});

describe('the provider binds and unbinds a terminal', () => {
  it('unbinds after confirming, then binds again, on /service/management', async () => {
    const page = await signedInPage(browser, 'provider');
    await page.getByRole('link', { name: '设备管理' }).click();
    await page.waitForURL((url) => url.pathname === '/service/management');
    const grid = page.getByRole('grid', { name: '终端列表' });
    const row = grid.getByRole('row').filter({ hasText: '661000000002' });
    await row.waitFor();
    await row.getByText('已绑定').waitFor();

    const saw = await watchTexts(page);
    await row.getByRole('button', { name: /^更多操作：/ }).click();
    await page.getByRole('menuitem', { name: '解绑终端' }).click();
    const prompt = page.getByRole('alertdialog');
    await prompt.getByText(/^确定解绑终端【.+】（661000000002）吗？/).waitFor();
    await prompt.getByRole('button', { name: '解绑' }).click();
    await saw('解绑成功');
    await row.getByText('未绑定').waitFor();

    await row.getByRole('button', { name: /^更多操作：/ }).click();
    await page.getByRole('menuitem', { name: '绑定终端' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '绑定' }).click();
    await saw('绑定成功');
    await row.getByText('已绑定').waitFor();

    await row.getByRole('button', { name: /^更多操作：/ }).click();
    await page.getByRole('menuitem', { name: '同步终端' }).click();
    await saw('同步成功');
    await page.context().close();
  });
});

describe('the mobile face-scan page', () => {
  it('the link of a terminal row opens on a 375 px phone with the face QR, valid 300 s', async () => {
    const page = await signedInPage(browser, 'agency', '/account/terminal?name=661000000001');
    const row = page.getByRole('grid', { name: '终端列表' }).getByRole('row').filter({ hasText: '661000000001' });
    await row.waitFor();
    await row.getByRole('button', { name: /^更多操作：/ }).click();
    await page.getByRole('menuitem', { name: '手机扫脸链接' }).click();
    const dialog = page.getByRole('dialog', { name: /^手机扫脸链接/ });
    const link = await dialog.getByRole('textbox', { name: '链接' }).inputValue();
    expect(link).toMatch(new RegExp(`^${portalUrl()}/h5/#/qrcode/661000000001\\?taxerName=.+&termType=.*&tsp=IT\\d+$`));
    await dialog.getByRole('img', { name: '手机扫脸页面二维码' }).waitFor();
    await page.context().close();

    // The phone: no session, 375 px wide.
    const phone = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    await mobile.goto(link);
    await mobile.getByRole('heading', { name: '电子税局刷脸认证' }).waitFor();
    await mobile.getByText('税盘编号：661000000001').waitFor();
    await mobile.getByRole('img', { name: '刷脸二维码' }).waitFor();
    await mobile.getByText(/^二维码有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).waitFor();
    // Nothing overflows the phone's width.
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Nothing modal over the page (the portal's overlays make the rest inert while they open).
    await mobile.waitForFunction(() => !document.querySelector('[inert]')).catch(async (error: unknown) => {
      console.log('INERT', await mobile.evaluate(() => [...document.querySelectorAll('[inert]')].map((e) => e.outerHTML.slice(0, 200)).join(' | ') + ' || BODY ' + document.body.innerText.slice(0, 500)));
      throw error;
    });
    // The personal-income-tax app's code.
    const request = mobile.waitForRequest((r) => r.url().includes('/v2/terminal/h5/faceQr/661000000001') && r.url().includes('qrCodeType=1'));
    await mobile.getByText('个人所得税APP', { exact: true }).click();
    await request;
    expect(await mobile.getByRole('radio', { name: '个人所得税APP' }).isChecked()).toBe(true);
    await mobile.getByRole('img', { name: '刷脸二维码' }).waitFor();
    await phone.close();
  });
});
