import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, switchTerminal } from './browser';
import { signedInPage } from './session';

// Terminal gating and the tax-disk detection dialog (spec 01 §2, §8), in the assembled portal on the embedded backend.
// Detection (the terminal check) is for roles 1 and 3 (spec 01 §4): the agency's and the member's case.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** In the open detection dialog: 检测 finds the terminal abnormal, and 恢复 succeeds. */
/** Presses the prompt's 税盘检测 and returns the detection dialog once it shows the disk, with its text. */
async function openDiskCheck(page: Page, prompt: Locator, diskId: string): Promise<{ dialog: Locator; text: string }> {
  await prompt.waitFor();
  await prompt.getByRole('button', { name: '税盘检测' }).click();
  const dialog = page.getByRole('dialog', { name: '税盘检测' });
  await dialog.waitFor();
  await expect.poll(() => dialog.textContent()).toContain(diskId);
  return { dialog, text: (await dialog.textContent()) ?? '' };
}

async function detectAbnormalAndRestore(dialog: Locator, termId: string) {
  await dialog.getByRole('button', { name: '检测', exact: true }).click();
  const result = dialog.getByRole('status', { name: '检测结果' });
  await expect.poll(() => result.textContent()).toBe(`【${termId}】业务状态异常`);
  await dialog.getByRole('button', { name: '恢复', exact: true }).click();
  await expect.poll(() => result.textContent()).toBe('终端正在恢复中，请稍后刷新');
}

describe('a disconnected tax disk', () => {
  it('is gated with the disk check; the check finds it abnormal and restore succeeds', async () => {
    const page = await signedInPage(browser, 'agency', '/account/home?diskId=661000000003');
    // The seeded third disk (T0003) is offline (online 2) with a normal service.
    const panel = page.getByRole('region', { name: '当前终端' });
    // The panel says the state the gate stops actions for, with the gate's 'disk check' button.
    const prompt = panel.getByRole('status').filter({ hasText: '当前税盘连接异常，请稍后重试' });
    const { dialog, text } = await openDiskCheck(page, prompt, '661000000003');
    expect(text).toContain('税盘未插入');
    expect(text).toContain('机箱编号');
    expect(text).toContain('JX001000');
    expect(text).toContain('1-3');

    await detectAbnormalAndRestore(dialog, 'T0003');
    await page.context().close();
  });

  it("member: switched to the enterprise's disconnected disk, the issuing page stops with the disk check; the check finds it abnormal and restore succeeds", async () => {
    const page = await signedInPage(browser, 'member');
    // The member's enterprise holds the same seeded third disk (T0003, a tax UKey): offline (online 2), service normal.
    await switchTerminal(page, '661000000003');
    // Start an action that needs the terminal: the issuing page, from the side navigation.
    await page.getByRole('navigation', { name: '功能导航' }).getByText('正数发票开具', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/member/positive');
    await page.getByRole('heading', { level: 1, name: '正数发票开具' }).waitFor();
    // the page's prompt in place of the form, with the gate's 'disk check' button
    const prompt = page.getByRole('main').getByRole('alert').filter({ hasText: '当前税盘连接异常，请稍后重试' });
    const { dialog, text } = await openDiskCheck(page, prompt, '661000000003');
    expect(text).toContain('税盘未插入');
    // the chassis and the disk's position are the agency area's (spec 01 §2), not the member's
    expect(text).not.toContain('机箱编号');

    await detectAbnormalAndRestore(dialog, 'T0003');
    await page.context().close();
  });
});
