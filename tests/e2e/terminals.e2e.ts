import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch, newPage } from './browser';

// Terminal gating and the tax-disk detection dialog (issue 9 §3), in the assembled portal on the embedded backend.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAsAgency(page: Page) {
  const account = demoAccounts.agency;
  await page.goto(account.entrance);
  await page.getByLabel(/^\*?账号$/).fill(account.username);
  await page.getByLabel(/^\*?密码$/).fill(account.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/account/home', { timeout: 30_000 });
}

describe('a disconnected tax disk', () => {
  it('is gated with the disk check; the check finds it abnormal and restore succeeds', async () => {
    const page = await newPage(browser);
    await signInAsAgency(page);
    // The seeded third disk (T0003) is offline (online 2) with a normal service.
    await page.goto('/account/home?diskId=661000000003');
    const panel = page.getByRole('region', { name: '当前终端' });
    // The panel says the state the gate stops actions for, with the gate's 'disk check' button.
    const prompt = panel.getByRole('status').filter({ hasText: '当前税盘连接异常，请稍后重试' });
    await prompt.waitFor({ timeout: 30_000 });
    await prompt.getByRole('button', { name: '税盘检测' }).click();

    const dialog = page.getByRole('dialog', { name: '税盘检测' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('661000000003');
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('税盘未插入');
    expect(text).toContain('机箱编号');
    expect(text).toContain('JX001000');
    expect(text).toContain('1-3');

    await dialog.getByRole('button', { name: '检测', exact: true }).click();
    const result = dialog.getByRole('status', { name: '检测结果' });
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toBe('【T0003】业务状态异常');
    await dialog.getByRole('button', { name: '恢复', exact: true }).click();
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toBe('终端正在恢复中，请稍后刷新');
    await page.context().close();
  });
});
