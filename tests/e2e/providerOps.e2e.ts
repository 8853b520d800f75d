import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { newSignedInPage, openAt, signedInPage, tabTo } from './session';

// The provider's operations end to end (docs/organisation/provider-operations.md): 卡槽状态 by keyboard and as a
// table, a port restarted as a server task with its result (on the page's clock), the disk list filtered and a disk
// opened, 服务器管理 adding and removing a server, and 用户统计's charts with their table.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.querySelector('[data-slot-name]')?.textContent ?? '');

describe('卡槽状态', () => {
  it('moves between slots by keyboard, opens one, and finds the same slot in the table', async () => {
    const page = await signedInPage(browser, 'provider', '/service/home');
    await page.getByRole('navigation').getByRole('link', { name: '卡槽状态' }).click();
    await page.waitForURL((url) => url.pathname === '/service/viewSlotStatus');
    await page.getByRole('heading', { level: 1, name: '卡槽状态' }).waitFor();
    const grid = page.getByRole('grid', { name: '机箱 JX001000 的卡槽' });
    await tabTo(page, grid.getByRole('gridcell').first());
    expect(await focusedName(page)).toMatch(/^板卡 1 端口 1，税盘 661000000001，/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const name = await focusedName(page);
    expect(name).toMatch(/^板卡 2 端口 3，/);
    await page.keyboard.press('End');
    expect(await focusedName(page)).toMatch(/^板卡 2 端口 8，/);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe(name);
    const disk = /税盘 (\d{12})/.exec(name)?.[1];

    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: '卡槽详情：机箱 JX001000 板卡 2 端口 3' });
    await details.waitFor();
    if (disk) await details.getByText(disk).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // The view switch is a button-style radio group: its label takes the click.
    await page.getByText('表格', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'table' && url.searchParams.get('slot') === 'JX001000/2/3');
    const table = page.getByRole('grid', { name: '卡槽列表' });
    const row = table.getByRole('row').filter({ hasText: '（当前）' });
    await row.waitFor();
    const cells = await row.getByRole('gridcell').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual(['JX001000（当前）', '2', '3']);
    if (disk) expect(cells[3]).toBe(disk);
    await page.context().close();
  });

  it('restarts an offline port and sees the result, the slot back to normal', async () => {
    const page = await newSignedInPage(browser, 'provider');
    // The page's clock stands still (timers run): the restart ends only when the test moves the clock on.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    await openAt(page, '/service/viewSlotStatus?server=SRV01');
    const offline = page.locator('[role="gridcell"][data-state="offline"]').first();
    await offline.waitFor();
    const slot = (await offline.getAttribute('data-slot')) ?? '';
    await offline.click();
    const details = page.getByRole('dialog', { name: /^卡槽详情：/ });
    await details.getByText('离线').first().waitFor();
    await details.getByRole('button', { name: '重启端口' }).click();
    const restart = page.getByRole('dialog', { name: '重启端口' });
    await restart.getByText(/确定重启服务器「上海一号机房-01」上的机箱/).waitFor();
    await restart.getByRole('button', { name: '重启', exact: true }).click();
    await restart.getByRole('status').filter({ hasText: /正在重启/ }).waitFor();
    await page.clock.setFixedTime(start + 10_000);
    await restart.getByText('重启成功').waitFor();
    await restart.getByText('端口已重启，税盘已重新连接').waitFor();
    await restart.getByRole('button', { name: '关闭', exact: true }).last().click();
    await expect.poll(() => page.locator(`[data-slot="${slot}"]`).getAttribute('data-state')).not.toBe('offline');
    await page.context().close();
  });
});

describe('税盘列表', () => {
  it('filters the hosted disks by state and enterprise and opens one', async () => {
    const page = await signedInPage(browser, 'provider', '/service/taxList');
    await page.getByRole('heading', { level: 1, name: '税盘列表' }).waitFor();
    const grid = page.getByRole('grid', { name: '托管税盘列表' });
    const count = page.getByRole('status').filter({ hasText: /^共 \d+ 个税盘/ });
    await count.waitFor();
    const total = Number(/托管总数 (\d+)/.exec(await count.innerText())?.[1]);
    expect(total).toBeGreaterThan(250);

    await page.getByRole('button', { name: /状态/ }).click();
    await page.getByRole('option', { name: '板卡故障' }).click();
    await expect.poll(async () => /^共 (\d+) 个税盘/.exec(await count.innerText())?.[1]).not.toBe(String(total));
    const rows = grid.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    for (const text of (await rows.allInnerTexts()).slice(1)) expect(text).toContain('板卡故障');

    const first = rows.nth(1);
    const name = (await first.getByRole('gridcell').nth(1).innerText()).split('\n')[0] ?? '';
    await page.getByLabel('企业/税盘').fill(name);
    await page.getByLabel('企业/税盘').press('Enter');
    await expect.poll(async () => (await rows.allInnerTexts()).slice(1).every((text) => text.includes(name))).toBe(true);

    await first.click();
    const details = page.getByRole('dialog', { name: /^卡槽详情：机箱 JX001008 板卡 4 端口/ });
    await details.getByText(name).waitFor();
    await details.getByRole('button', { name: '在卡槽状态中查看' }).click();
    await page.waitForURL((url) => url.pathname === '/service/viewSlotStatus' && url.searchParams.get('server') === 'SRV03');
    await page.getByRole('grid', { name: '机箱 JX001008 的卡槽' }).waitFor();
    await page.context().close();
  });
});

describe('服务器管理', () => {
  it('adds a server, sees its board, and removes it; a server holding disks is refused', async () => {
    const page = await signedInPage(browser, 'provider', '/service/server');
    await page.getByRole('heading', { level: 1, name: '服务器管理' }).waitFor();
    await page.getByRole('button', { name: '新增服务器' }).click();
    const form = page.getByRole('dialog', { name: '新增服务器' });
    await form.getByLabel('服务器名称').fill('杭州二号机房-01');
    await form.getByLabel('IP地址').fill('10.8.3.300');
    await form.getByLabel('机箱号').fill('JX009001');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('IP地址格式有误，例如 10.8.1.11').waitFor();
    expect(await form.getByLabel('服务器名称').inputValue()).toBe('杭州二号机房-01');
    await form.getByLabel('IP地址').fill('10.8.3.21');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    const boards = page.getByRole('grid', { name: '杭州二号机房-01 的板卡' });
    await boards.getByRole('row').filter({ hasText: 'JX009001' }).first().waitFor();
    expect(await boards.getByRole('row').count()).toBe(5);

    await page.getByRole('button', { name: '删除 上海一号机房-01' }).click();
    const refuse = page.getByRole('alertdialog', { name: '删除服务器' });
    await refuse.getByRole('button', { name: '删除' }).click();
    await refuse.getByText(/仍有 \d+ 个税盘，请先迁出税盘再删除/).waitFor();
    await refuse.getByRole('button', { name: '取消' }).click();

    await page.getByRole('button', { name: '删除 杭州二号机房-01' }).click();
    await page.getByRole('alertdialog', { name: '删除服务器' }).getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '删除 杭州二号机房-01' }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('用户统计', () => {
  it('shows the charts with the table of their figures by month', async () => {
    const page = await signedInPage(browser, 'provider', '/service/home');
    await page.getByRole('navigation').getByRole('link', { name: '用户统计' }).click();
    await page.waitForURL((url) => url.pathname === '/service/userStatistics');
    await page.getByRole('img', { name: /活跃用户按月柱状图/ }).waitFor();
    await page.getByRole('img', { name: /托管终端类型占比图/ }).waitFor();
    await page.locator('[data-chart-ready]').nth(1).waitFor();
    const table = page.getByRole('grid', { name: '按月用户统计' });
    await expect.poll(() => table.getByRole('row').count()).toBe(13);
    const header = await table.getByRole('row').first().innerText();
    for (const title of ['会员数', '代账机构数', '活跃用户', '税控盘', '金税盘', '税务UKey', '数字化终端', '托管终端']) expect(header).toContain(title);
    await page.getByRole('button', { name: /统计期间/ }).click();
    await page.getByRole('option', { name: '近 6 个月' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(7);
    await page.context().close();
  });
});
