import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DROP_REASON } from '../../mocks/data/taxOps';
import { DROP_AFTER_MS } from '../../mocks/handlers/taxOps';
import { diskIdOf } from '../../mocks/seed';
import { launch } from './browser';
import { newSignedInPage, openAt } from './session';

// 电子税局 (docs/input-vat/copy-robot-bureau.md) in the assembled portal, in Chromium: the member's tax-bureau logins at a
// glance, a login that drops while the page is open (the push channel, on Playwright's clock), and logging it in again
// with the linking dialog of the terminal list.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the tax-bureau logins at a glance', () => {
  it('a member sees each login, one drops as it drops, and is logged in again from its row', async () => {
    const page = await newSignedInPage(browser, 'member');
    await page.clock.install();
    await openAt(page, '/member/TaxBureau');
    const grid = page.getByRole('grid', { name: '电子税局登录列表' });
    const rowOf = (diskId: string) => grid.getByRole('row').filter({ hasText: diskId });
    // The default terminal is logged in with its face scan valid and its accounts shown; the third is not logged in.
    await rowOf(diskIdOf(0)).getByText('已登录').waitFor();
    await rowOf(diskIdOf(0)).getByText('刷脸有效').waitFor();
    await rowOf(diskIdOf(2)).getByText('未登录').waitFor();
    const second = rowOf(diskIdOf(1));
    await second.getByText('已登录').waitFor();

    // The tax bureau ends the second terminal's login: the row says so at once, with a warning naming it.
    await page.clock.fastForward(DROP_AFTER_MS + 1000);
    await second.getByText('已掉线').waitFor();
    await page.getByRole('alert').filter({ hasText: `（${diskIdOf(1)}）的电子税局登录已掉线：${DROP_REASON}` }).waitFor();

    // Logged in again with the linking dialog (a Shanghai password login: the identity password as well).
    await second.getByRole('button', { name: /重新登录电子税局$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^电子税局账号/ });
    const main = dialog.getByRole('region', { name: '开票账号' });
    await main.getByLabel(/登录身份密码/).fill('Id-pass-01');
    await main.getByRole('button', { name: '验证', exact: true }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toBe('验证通过');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await second.getByText('已登录').waitFor();
    await page.context().close();
  });
});
