import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEAR_DECLARED, CLEAR_UNDECLARED, COPY_FLAKY, COPY_NOT_IN_PERIOD, COPY_READY } from '../../mocks/data/taxOps';
import { COPY_WORDS } from '../../mocks/handlers/taxOps';
import { diskIdOf } from '../../mocks/seed';
import { launch } from './browser';
import { signedInPage } from './session';

// 抄报管理 (docs/input-vat/copy-robot-bureau.md) in the assembled portal, in Chromium: an agency reports a selection of
// terminals, reads each terminal's result (the failures in the server's words), retries the failed ones, then clears
// a selection on 清卡 and opens a terminal's details.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const grid = (page: Page) => page.getByRole('grid', { name: '抄报终端列表' });
const rowOf = (page: Page, diskId: string) => grid(page).getByRole('row').filter({ hasText: diskId });

/**
 * Scrolls the virtualised list down from the top, as a user does, until the disk's row is shown, clear of the sticky
 * header. Starts again from the top when the list ends without it: the list may be drawn afresh meanwhile (the address
 * gains the current terminal's diskId once the session knows it, spec 01 §2), which puts it back at the top.
 */
async function reveal(page: Page, diskId: string) {
  const row = rowOf(page, diskId);
  const body = grid(page);
  // the list's first row (the header is row 0)
  await body.getByRole('row').nth(1).waitFor();
  let top = 0;
  await expect
    .poll(async () => {
      // evaluateAll neither waits nor fails when the row is not rendered (yet, or any more)
      const shown = await row.evaluateAll((els) => {
        const el = els[0];
        if (!el) return false;
        el.scrollIntoView({ block: 'center' });
        return new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.isConnected))));
      });
      if (shown && (await row.isVisible())) return true;
      const more = await body.evaluate((el, y) => {
        el.scrollTop = y;
        return new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(y < el.scrollHeight))));
      }, top);
      top = more ? top + 200 : 0;
      return false;
    })
    .toBe(true);
  return row;
}

/** Ticks the row of each disk. */
async function select(page: Page, diskIds: readonly string[]): Promise<void> {
  for (const diskId of diskIds) await (await reveal(page, diskId)).getByRole('checkbox', { name: '选择此行' }).check();
}

describe('copy and clear across the terminals served', () => {
  it('an agency reports a selection, sees each result, retries the failed, then clears on 清卡', async () => {
    const page = await signedInPage(browser, 'agency', '/account/copyManage');
    const [flaky, ready, notInPeriod] = [diskIdOf(COPY_FLAKY), diskIdOf(COPY_READY), diskIdOf(COPY_NOT_IN_PERIOD)];
    await select(page, [flaky, ready, notInPeriod]);
    await page.getByRole('button', { name: '抄报（3）' }).click();
    const confirm = page.getByRole('alertdialog', { name: '抄报' });
    await confirm.getByText('确定对选中的 3 个终端抄报本期数据？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();

    const results = page.getByRole('grid', { name: '抄报结果' });
    const resultOf = (diskId: string) => results.getByRole('row').filter({ hasText: diskId });
    await page.getByRole('status').filter({ hasText: '成功 1 个，失败 2 个' }).waitFor();
    await resultOf(ready).getByText('抄报成功').waitFor();
    await resultOf(flaky).getByText(COPY_WORDS.timeout).waitFor();
    await resultOf(notInPeriod).getByText(COPY_WORDS.notInPeriod).waitFor();
    // The list shows the new status and each terminal's last operation.
    await (await reveal(page, ready)).getByText('请先申报再反写').waitFor();
    await (await reveal(page, flaky)).getByText(`抄报：${COPY_WORDS.timeout}`).waitFor();

    // The timeout was passing: a retry reports it; the terminal outside the period is refused again, in the same words.
    await page.getByRole('button', { name: '重试失败项（2）' }).click();
    await page.getByRole('status').filter({ hasText: '成功 2 个，失败 1 个' }).waitFor();
    await resultOf(flaky).getByText('抄报成功').waitFor();
    await resultOf(notInPeriod).getByText(COPY_WORDS.notInPeriod).waitFor();
    expect(await page.getByRole('button', { name: '重试失败项（1）' }).isVisible()).toBe(true);

    // 清卡: the declared terminal is cleared, the undeclared one refused with the server's words.
    await page.getByRole('tab', { name: '清卡', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/clearcard');
    const [declared, undeclared] = [diskIdOf(CLEAR_DECLARED), diskIdOf(CLEAR_UNDECLARED)];
    await select(page, [declared, undeclared]);
    await page.getByRole('button', { name: '清卡（2）' }).click();
    await page.getByRole('alertdialog', { name: '清卡' }).getByRole('button', { name: '确定' }).click();
    const cleared = page.getByRole('grid', { name: '清卡结果' });
    await cleared.getByRole('row').filter({ hasText: declared }).getByText('清卡成功').waitFor();
    await cleared.getByRole('row').filter({ hasText: undeclared }).getByText(COPY_WORDS.notDeclared).waitFor();

    // A terminal's details: its periods and the record of what was done, the refusal in the server's words.
    await (await reveal(page, undeclared)).getByRole('button', { name: new RegExp(`（${undeclared}）的抄报详情$`) }).click();
    await page.waitForURL((url) => url.pathname === '/account/copyDetail');
    await page.getByRole('grid', { name: '抄报清卡记录' }).getByText(COPY_WORDS.notDeclared).waitFor();
    expect(await page.getByRole('grid', { name: '各发票类型的所属期' }).getByText('请先申报再反写').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('a provider sees every terminal it serves and clears one from its row', async () => {
    const page = await signedInPage(browser, 'provider', '/service/copyManage');
    const declared = diskIdOf(CLEAR_DECLARED);
    const row = await reveal(page, declared);
    await row.getByRole('button', { name: new RegExp(`^清卡 .*（${declared}）$`) }).click();
    await page.getByRole('alertdialog', { name: '清卡' }).getByRole('button', { name: '确定' }).click();
    await page.getByRole('grid', { name: '清卡结果' }).getByText('清卡成功').waitFor();
    await (await reveal(page, declared)).getByText('已反写').waitFor();
    await page.context().close();
  });
});
