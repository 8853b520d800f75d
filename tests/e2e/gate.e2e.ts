import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, switchTerminal as switchTo } from './browser';
import { signedInPage } from './session';

// The one terminal gate (spec 01 §4, §8) in the assembled portal on the embedded backend: switching to a
// terminal whose service has expired (serviceStatus 4) through the header's picker, then starting an action.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the terminal gate', () => {
  it('agency: an expired terminal (serviceStatus 4) stops the issuing page with the renew prompt; the home says the days left', async () => {
    const page = await signedInPage(browser, 'agency');
    const panel = page.getByRole('region', { name: '当前终端' });

    // The first seeded disk: 365 days left, said plainly.
    await switchTo(page, '661000000001');
    await panel.getByText('剩余365天').waitFor();
    expect(await panel.locator('[data-kind]').filter({ hasText: '剩余365天' }).getAttribute('data-kind')).toBe('plain');

    // The third: 25 days left, under 30, in red with the renew prompt.
    await switchTo(page, '661000000003');
    const renew = panel.locator('[data-kind]').filter({ hasText: '剩余25天，请及时续费' });
    await renew.waitFor();
    expect(await renew.getAttribute('data-kind')).toBe('renew');

    // The eighth has expired (serviceStatus 4; the demo's mall is open): the home says so, and the issuing page stops.
    await switchTo(page, '661000000008');
    await panel.getByText('当前托管服务已到期，请续费').waitFor();
    await page.goto('/account/fullpower/positive?diskId=661000000008'); // a digital terminal: the 数电 issuing page
    await page.getByRole('main').getByText('当前托管服务已到期，请续费').waitFor();
    await page.context().close();
  });

  it("provider: the detection dialog sends the renewal reminder; the same expired terminal stops the provider's issuing page", async () => {
    const page = await signedInPage(browser, 'provider');
    // The provider sees every terminal; the eighth seeded disk's service has expired (serviceStatus 4).
    await switchTo(page, '661000000008');
    // The detection dialog of the home's current terminal reminds the enterprise to renew (通知续费).
    await page.getByRole('region', { name: '当前终端' }).getByRole('button', { name: '税盘检测' }).click();
    const detection = page.getByRole('dialog', { name: '税盘检测' });
    await detection.getByRole('button', { name: '通知续费' }).click();
    await detection.getByText('续费提醒已发送').waitFor();
    await detection.getByRole('button', { name: '关闭' }).first().click();
    await page.goto('/service/fullpower/positive?diskId=661000000008');
    await page.getByRole('main').getByText('当前托管服务已到期，请续费').waitFor();
    await page.context().close();
  });

  it("member: the enterprise's expired fourth disk: the home's 续费 opens the mall for it, and the issuing page is stopped", async () => {
    const page = await signedInPage(browser, 'member');
    // The member's enterprise holds 661000000058 besides its three disks in service: its service has expired.
    await switchTo(page, '661000000058');
    const panel = page.getByRole('region', { name: '当前终端' });
    await panel.getByText('当前托管服务已到期，请续费').waitFor();
    // 续费 leads to the member's mall page for that disk (the demo's mall is open, the disk's region renews online).
    await panel.getByRole('button', { name: '续费' }).click();
    await page.waitForURL((url) => url.pathname === '/member/ykkGoods' && url.searchParams.get('diskId') === '661000000058');
    await page.goto('/member/positive?diskId=661000000058'); // a tax disk (金税盘): the paper and electronic issuing page
    await page.getByRole('main').getByText('当前托管服务已到期，请续费').waitFor();
    await page.context().close();
  });

  for (const name of ['group', 'branch'] as const) {
    it(`${name} entrance: the expired eighth disk stops the agency area's issuing page, whose 续费 opens the mall`, async () => {
      const page = await signedInPage(browser, name);
      await switchTo(page, '661000000008');
      await page.goto('/account/fullpower/positive?diskId=661000000008');
      const main = page.getByRole('main');
      await main.getByText('当前托管服务已到期，请续费').waitFor();
      // the issuing page's prompt offers 续费 (the mall is open), which opens the mall for the disk
      await main.getByRole('button', { name: '续费' }).click();
      await page.waitForURL((url) => url.pathname === '/account/ykkGoods' && url.searchParams.get('diskId') === '661000000008');
      await page.context().close();
    });
  }
});
