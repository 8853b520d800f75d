import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SMS_CODE } from '../../mocks/handlers/taxBureau';
import { diskIdOf, taxerIdOf } from '../../mocks/seed';
import { launch } from './browser';
import { newSignedInPage, openAt, signedInPage } from './session';

// Linking a terminal to the tax-bureau account (spec 02 §2.1, §7.1) in the assembled portal, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the linking dialog from the terminal list row of a disk; returns the dialog and its main account form. */
async function openLinking(page: Page, path: string, diskId: string) {
  await page.goto(path);
  const grid = page.getByRole('grid', { name: '终端列表' });
  const row = grid.getByRole('row').filter({ hasText: diskId });
  await row.getByRole('button', { name: /^税局账号/ }).click();
  const dialog = page.getByRole('dialog', { name: /^电子税局账号/ });
  const main = dialog.getByRole('region', { name: '开票账号' });
  await main.waitFor();
  return { dialog, main };
}

describe('tax-bureau account linking', () => {
  it('a member links a terminal by SMS code: wrong code, then the right one, 验证通过', async () => {
    const page = await newSignedInPage(browser, 'member');
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await openAt(page, '/member/v3Home');
    const { main } = await openLinking(page, '/member/terminal', diskIdOf(2));
    await expect.poll(() => main.getByRole('status').textContent()).toBe('未验证');

    await main.getByRole('button', { name: /登录方式/ }).click();
    await page.getByRole('option', { name: '短信验证码登录' }).click();
    const secret = 'Secret-Pass-2024';
    await main.getByLabel(/企业用户密码/).fill(secret);
    await main.getByRole('button', { name: '验证', exact: true }).click();

    const connection = page.getByRole('dialog', { name: '税局连接状态' });
    const code = connection.getByLabel(/短信验证码/);
    await code.fill('65432');
    expect(await connection.getByRole('button', { name: '提交' }).isDisabled()).toBe(true);
    await code.fill('654321');
    await connection.getByRole('button', { name: '提交' }).click();
    await connection.getByText('短信验证码错误，请重新输入').waitFor();
    expect(await code.inputValue()).toBe('654321');

    await code.fill(DEMO_SMS_CODE);
    await connection.getByRole('button', { name: '提交' }).click();
    await connection.getByText('登录成功').waitFor();
    await connection.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toBe('验证通过');

    // The password typed went out in a request body only: not in an address, not in the browser's storage.
    expect(urls.filter((u) => u.includes(secret))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(secret);
    // ...nor in IndexedDB (every database and store of the portal's origin).
    const indexed = await page.evaluate(async () => {
      const out: string[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const storeName of Array.from(db.objectStoreNames)) {
          out.push(
            JSON.stringify(
              await new Promise<unknown[]>((resolve, reject) => {
                const all = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
                all.onsuccess = () => resolve(all.result);
                all.onerror = () => reject(all.error);
              }),
            ),
          );
        }
        db.close();
      }
      return out.join('\n');
    });
    expect(indexed).not.toContain(secret);
    await page.context().close();
  });

  it('a locked account is unlocked, then verified', async () => {
    const page = await signedInPage(browser, 'agency');
    const { main } = await openLinking(page, `/account/terminal?name=${diskIdOf(6)}`, diskIdOf(6));
    const locked = main.getByText('该账号因密码错误已被锁定，解锁后方可验证');
    await locked.waitFor();
    expect(await main.getByRole('button', { name: '验证', exact: true }).isDisabled()).toBe(true);
    await main.getByRole('button', { name: '解锁' }).click();
    await locked.waitFor({ state: 'detached' });
    await main.getByLabel(/登录身份密码/).fill('Id-pass-01');
    await main.getByRole('button', { name: '验证', exact: true }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toBe('验证通过');
    await page.context().close();
  });

  it('an agency links an IT600 terminal with agency login by QR', async () => {
    // Seeded terminal 15: IT600, no saved account yet.
    const page = await signedInPage(browser, 'agency');
    // The page's timers on a clock the test moves: the demo tax app's scan comes when the test moves it 5 s on.
    await page.clock.install();
    const { main } = await openLinking(page, `/account/terminal?name=${diskIdOf(15)}`, diskIdOf(15));
    await main.getByRole('button', { name: /所属地区/ }).click();
    await page.getByRole('option', { name: '上海' }).click();
    await main.getByRole('button', { name: /登录身份/ }).click();
    await page.getByRole('option', { name: '财务负责人' }).click();
    await main.getByText('代理登录', { exact: true }).click();
    expect(await main.getByRole('checkbox', { name: '代理登录' }).isChecked()).toBe(true);
    // agency mode always takes the first agency method
    await expect.poll(() => main.getByRole('button', { name: /登录方式/ }).textContent()).toContain('代理扫码登录');
    await main.getByLabel(/代理机构税号/).fill('91310000MA1G000099');
    await main.getByRole('button', { name: '验证', exact: true }).click();
    const connection = page.getByRole('dialog', { name: '税局连接状态' });
    await connection.getByRole('img', { name: /二维码/ }).waitFor();
    // the demo scans 5 s later (QR_SCAN_DELAY_MS of mocks/handlers/taxBureau.ts)
    await page.clock.runFor(5_000);
    await connection.getByText('登录成功').waitFor();
    await connection.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toBe('验证通过');
    await page.context().close();
  });

  it('the provider logs a terminal\'s digital account in by SMS code from its row, and the jump to the tax bureau turns on (IT600)', async () => {
    // Seeded terminal 42: IT600, not logged in, its invoicing account saved (the provider sees every terminal).
    const diskId = diskIdOf(42);
    const page = await signedInPage(browser, 'provider', `/service/equipmsg?name=${diskId}`);
    const row = page.getByRole('grid', { name: '终端列表' }).getByRole('row').filter({ hasText: diskId });
    await row.getByRole('button', { name: /^更多操作：/ }).click();
    await page.getByRole('menuitem', { name: '数电账号', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^数电账号（/ });
    await dialog.getByText('未登录', { exact: true }).waitFor();
    const jump = dialog.getByRole('button', { name: '跳转电子税局' });
    expect(await jump.isDisabled()).toBe(true);

    await dialog.getByText('短信验证码登录', { exact: true }).click();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    const connection = page.getByRole('dialog', { name: '税局连接状态' });
    const code = connection.getByLabel(/短信验证码/);
    await code.fill(DEMO_SMS_CODE);
    await connection.getByRole('button', { name: '提交' }).click();
    await connection.getByText('登录成功').waitFor();
    await connection.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('已登录', { exact: true }).waitFor();
    await expect.poll(() => jump.isEnabled()).toBe(true);

    // The jump asks for the tax bureau's login address and opens it in a new tab (the tax bureau answered here).
    await page.context().route('https://etax.example.gov.cn/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>e-tax</title>' }));
    const popup = page.waitForEvent('popup');
    await jump.click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toBe(`https://etax.example.gov.cn/login?nsrsbh=${taxerIdOf(42)}`);
    await page.context().close();
  });
});
