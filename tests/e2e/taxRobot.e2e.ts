import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FACE_DUE, LOGIN_DROPPED } from '../../mocks/data/taxOps';
import { FACE_SCAN_DEMO_MS } from '../../mocks/handlers/taxOps';
import { diskIdOf } from '../../mocks/seed';
import { launch, sawText } from './browser';
import { newSignedInPage, openAt } from './session';

// 税务机器人 (docs/input-vat/copy-robot-bureau.md) in the assembled portal, in Chromium: a job waiting for a face scan
// leads to the face-scan dialog, and goes on by itself once the face is scanned (the demo's phone scans 5 s after the
// code shows; Playwright's clock); a job waiting for a login leads to the tax-bureau login.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the tax robot', () => {
  it('a job waiting for a face scan leads to the face-scan dialog and goes on once scanned', async () => {
    const page = await newSignedInPage(browser, 'agency');
    await page.clock.install();
    // The terminal's jobs (the address keeps the page's filters).
    await openAt(page, `/account/taxrobot?kw=${diskIdOf(FACE_DUE)}`);
    const grid = page.getByRole('grid', { name: '机器人任务列表' });
    const waiting = grid.getByRole('row').filter({ hasText: diskIdOf(FACE_DUE) }).filter({ hasText: '当期发票下载' });
    await waiting.getByText('待刷脸').waitFor();
    await waiting.getByRole('button', { name: /当期发票下载任务：去刷脸$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^扫码刷脸认证（/ });
    // An invoicing clerk's dialog starts on the WeChat code (spec 02 §2.1 item 6): the tax app's face code is scanned.
    await dialog.getByRole('tab', { name: '税务APP刷脸码' }).click();
    await dialog.getByText(/^二维码有效期剩余 /).waitFor();
    await page.clock.fastForward(FACE_SCAN_DEMO_MS + 1000);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Both of its jobs that waited for the face go on.
    await waiting.getByText('处理中').waitFor();

    // A job waiting for a tax-bureau login leads to the linking dialog.
    await openAt(page, `/account/taxrobot?kw=${diskIdOf(LOGIN_DROPPED)}`);
    const login = grid.getByRole('row').filter({ hasText: diskIdOf(LOGIN_DROPPED) });
    await login.getByRole('button', { name: /去登录电子税局$/ }).click();
    await page.getByRole('dialog', { name: /^电子税局账号/ }).getByRole('region', { name: '开票账号' }).waitFor();
    await page.context().close();
  });

  it('an agency schedules report-and-clear jobs for tonight', async () => {
    const page = await newSignedInPage(browser, 'agency');
    await openAt(page, '/account/taxrobot');
    await page.getByRole('button', { name: '新建任务' }).click();
    const dialog = page.getByRole('dialog', { name: '新建机器人任务' });
    const terminals = dialog.getByRole('grid', { name: '选择终端' });
    await dialog.getByRole('button', { name: '创建任务' }).click();
    await dialog.getByText('请至少选择一个终端').waitFor();
    await dialog.getByRole('textbox', { name: '关键字' }).fill(diskIdOf(26));
    await terminals.getByRole('row').filter({ hasText: diskIdOf(26) }).getByRole('checkbox', { name: '选择此行' }).check();
    await dialog.getByRole('button', { name: '创建任务' }).click();
    // A success message stays 0.8 s (spec 01 §9): waited for from the record of what the page showed.
    await sawText(page, '已创建 1 个任务');
    await openAt(page, `/account/taxrobot?kw=${diskIdOf(26)}`);
    await page.getByRole('grid', { name: '机器人任务列表' }).getByRole('row').filter({ hasText: '排队中' }).waitFor();
    await page.context().close();
  });
});
