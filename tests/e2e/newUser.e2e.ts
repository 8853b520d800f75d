import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { signIn } from './session';

// What a new user meets (spec 01 §2, §8): the demo accounts without a default terminal (newmember) and
// without any terminal (noterminal), signed in on the assembled portal.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new user', () => {
  it("without a default terminal is asked to set one; 'set first in list' makes the first terminal current", async () => {
    const page = await newPage(browser);
    await signIn(page, 'newmember');
    const dialog = page.getByRole('alertdialog').filter({ hasText: '当前账号未设置默认终端，请设置' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '设置列表第一个终端' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the enterprise's first terminal (T0001, disk 661000000001) is current: the home shows it
    const panel = page.getByRole('region', { name: '当前终端' });
    await expect.poll(() => panel.textContent()).toContain('661000000001');
    // and the backend keeps it: after a reload no dialog asks again
    await page.reload();
    await expect.poll(() => panel.textContent()).toContain('661000000001');
    expect(await page.getByText('当前账号未设置默认终端，请设置').count()).toBe(0);
    await page.context().close();
  });

  it("without any terminal is told to ask the provider (5 s), and the home says no terminal can be used", async () => {
    const page = await newPage(browser);
    // the page's timers on a clock the test moves: the warning's 5 s pass when the test says so
    await page.clock.install();
    await signIn(page, 'noterminal');
    const warning = page.getByRole('alert').filter({ hasText: '当前列表无终端，请联系服务商分配' });
    await warning.first().waitFor();
    const panel = page.getByRole('region', { name: '当前终端' });
    await panel.getByText('没有可用的开票终端，当前功能无法使用！').waitFor();
    // there is nothing to set: no 'no default terminal' dialog
    expect(await page.getByText('当前账号未设置默认终端，请设置').count()).toBe(0);
    // the warning goes after its 5 s (moved on by the test, not waited for)
    await page.clock.runFor(5_000);
    await expect.poll(() => page.getByText('当前列表无终端，请联系服务商分配').count()).toBe(0);
    await page.context().close();
  });
});
