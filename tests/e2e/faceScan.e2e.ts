import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_SCAN_FINANCE_HEAD, FACE_SCAN_TAX_HANDLER } from '../../mocks/data/faceScan';
import { diskIdOf } from '../../mocks/seed';
import { launch, newPage } from './browser';
import { signIn, tabTo } from './session';

// Face scan (spec 02 §2.1 items 5, 6) in the assembled portal, in Chromium: the interval refused for a tax handler and saved
// for a finance head (keyboard only), and the face QR that expires after 300 s and is refreshed (Playwright's clock).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a row's action menu with the keyboard and chooses `item` (arrows, then Enter). */
async function menuByKeyboard(page: Page, row: Locator, item: string): Promise<void> {
  await tabTo(page, row.getByRole('button', { name: /^更多操作：/ }));
  await page.keyboard.press('Enter');
  const target = page.getByRole('menuitem', { name: item, exact: true });
  await target.waitFor();
  for (let k = 0; k < 12 && !(await target.evaluate((el) => el === document.activeElement)); k += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The row of a disk in the agency's terminal list (filtered to it by the page's query name=diskId). */
async function rowOf(page: Page, diskId: string) {
  await page.goto(`/account/terminal?name=${diskId}`);
  const row = page.getByRole('grid', { name: '终端列表' }).getByRole('row').filter({ hasText: diskId });
  await row.waitFor();
  return row;
}

describe('face scan', () => {
  it('the interval is refused for a tax handler (identity 3) and saved for a finance head (identity 1), keyboard only', async () => {
    const page = await newPage(browser);
    await signIn(page, 'agency', { keyboard: true });

    // A tax handler: the warning, the dialog stays and nothing is saved.
    const handler = await rowOf(page, diskIdOf(FACE_SCAN_TAX_HANDLER));
    await menuByKeyboard(page, handler, '刷脸时长');
    let dialog = page.getByRole('dialog', { name: /^刷脸认证时长（/ });
    // seeded in days (30): the unit's radio group is on 天
    await dialog.getByText('当前设置：30天').waitFor();
    await tabTo(page, dialog.getByRole('radio', { name: '天' }));
    await tabTo(page, dialog.getByRole('button', { name: '60天', exact: true }));
    await page.keyboard.press('Enter');
    expect(await dialog.getByRole('textbox', { name: '刷脸认证时长（天）' }).inputValue()).toBe('60');
    await tabTo(page, dialog.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await dialog.getByText('当前登录身份无权限修改刷脸认证时长，请使用财务负责人或法定代表人身份').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A finance head: 60 days over the keyboard, saved; reopened, the dialog shows it.
    const head = await rowOf(page, diskIdOf(FACE_SCAN_FINANCE_HEAD));
    await menuByKeyboard(page, head, '刷脸时长');
    dialog = page.getByRole('dialog', { name: /^刷脸认证时长（/ });
    await dialog.getByText('当前设置：24小时').waitFor();
    await tabTo(page, dialog.getByRole('radio', { name: '小时' }));
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '天' }).isChecked()).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: '60天', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await menuByKeyboard(page, head, '刷脸时长');
    await page.getByRole('dialog', { name: /^刷脸认证时长（/ }).getByText('当前设置：60天').waitFor();
    await page.context().close();
  });

  it('the face QR expires after 300 s and is refreshed', async () => {
    const page = await newPage(browser);
    await page.clock.install();
    await signIn(page, 'agency');
    const row = await rowOf(page, diskIdOf(FACE_SCAN_FINANCE_HEAD));
    await row.getByRole('button', { name: /^更多操作：/ }).click();
    await page.getByRole('menuitem', { name: '刷脸二维码', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^扫码刷脸认证（/ });
    // a finance head starts on the tax-app code
    const tab = dialog.getByRole('tab', { name: '税务APP刷脸码' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const validity = dialog.getByText(/^二维码有效期剩余 /);
    await validity.waitFor();

    await page.clock.fastForward(301_000);
    await dialog.getByText('二维码已过期').first().waitFor();
    await dialog.getByRole('button', { name: '刷新二维码' }).first().click();
    await validity.waitFor();
    expect(await validity.textContent()).toMatch(/^二维码有效期剩余 (05:00|04:5\d)$/);
    expect(await dialog.getByText('二维码已过期').count()).toBe(0);
    await page.context().close();
  });
});
