import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch } from './browser';
import { signedInPage } from './session';

// Issuing an invoice end to end: the portal on the dev server with the embedded backend, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The push channel of this page is open (the embedded backend's console helper lists connected users). */
async function pushOpen(page: Page, uid: string) {
  await page.waitForFunction(
    (id) => ((window as unknown as { mockPush?: { connected(): Array<{ userId: string }> } }).mockPush?.connected() ?? []).some((c) => c.userId === id),
    uid
  );
}

async function chooseType(page: Page, name: string) {
  await page.getByRole('button', { name: /发票类型/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

const cell = (page: Page, row: number, column: string) => page.getByLabel(`第${row}行 ${column}`, { exact: true });

async function fillLine(page: Page, row: number, line: { name: string; code: string; unit?: string; quantity: string; price: string; rate: string }) {
  await cell(page, row, '项目名称').fill(line.name);
  await cell(page, row, '税收分类编码').fill(line.code);
  if (line.unit) await cell(page, row, '单位').fill(line.unit);
  await cell(page, row, '数量').fill(line.quantity);
  await page.getByLabel(`第${row}行 单价（不含税）`).or(page.getByLabel(`第${row}行 单价（含税）`)).fill(line.price);
  await cell(page, row, '税率/征收率').selectOption({ label: line.rate });
}

describe('issuing an invoice', () => {
  it('a member issues a fully-digital normal invoice (82) with three lines, one exempt, and sees the pushed status on the way', async () => {
    const page = await signedInPage(browser, 'member', '/member/fullpower/positive');
    await page.getByRole('heading', { name: '数电发票开具' }).waitFor();
    await chooseType(page, '数电普票');
    // The seller is prepared by the server.
    await page.getByText('上海市浦东新区张江路88号').first().waitFor();
    await page.getByRole('combobox', { name: /^\*?名称$/ }).fill('上海示例贸易有限公司');
    await page.getByLabel(/^\*?纳税人识别号$/).fill('91310000MA1FL0XX1A');

    // Prices typed without tax whatever the terminal's setting.
    const including = page.getByRole('switch', { name: '价格含税' });
    if (await including.isChecked()) await including.uncheck({ force: true });
    await fillLine(page, 1, { name: '*信息技术服务*软件维护', code: '3040201030000000000', unit: '次', quantity: '2', price: '100', rate: '6%' });
    await cell(page, 1, '项目名称').press('Control+Enter');
    await expect.poll(() => cell(page, 2, '项目名称').evaluate((el) => el === document.activeElement)).toBe(true);
    await fillLine(page, 2, { name: '*纸制品*打印纸', code: '1060201070000000000', unit: '箱', quantity: '3', price: '50', rate: '13%' });
    await page.getByRole('button', { name: '添加一行' }).click();
    await fillLine(page, 3, { name: '*蔬菜*西红柿', code: '1010112010000000000', unit: '千克', quantity: '10', price: '5', rate: '免税' });

    // Totals in decimals and in words, live: 200 + 150 + 50 = 400; tax 12 + 19.5 = 31.50.
    await page.getByText('¥431.50').waitFor();
    await page.getByText('肆佰叁拾壹元伍角').waitFor();
    await page.getByLabel('开票人').fill('张会计');
    await pushOpen(page, demoAccounts.member.uid);
    await page.getByRole('button', { name: '开具', exact: true }).click();
    // The preview shows the invoice as it will be issued; 确认开具 submits.
    await page.getByRole('dialog', { name: '发票预览' }).getByRole('button', { name: '确认开具' }).click();

    await page.getByText('开具中').first().waitFor();
    await page.getByText('发票已开具').waitFor();
    const steps = await page.getByRole('list', { name: '订单状态' }).innerText();
    expect(steps).toMatch(/开具中[\s\S]*已开具/);
    const number = page.locator('dt', { hasText: '发票号码' }).locator('xpath=following-sibling::dd[1]');
    expect(await number.innerText()).toMatch(/^\d{20}$/);
    await page.getByText('¥431.50').first().waitFor();
    await page.context().close();
  });

  it('a special invoice (004) missing its payee shows the error at the field with focus there, then issues once fixed', async () => {
    const page = await signedInPage(browser, 'member', '/member/positive');
    await page.getByRole('heading', { name: '正数发票开具' }).waitFor();
    await chooseType(page, '增值税专用发票');
    await page.getByText('上海市浦东新区张江路88号').first().waitFor();
    await page.getByRole('combobox', { name: /^\*?名称$/ }).fill('北京示例科技有限公司');
    await page.getByLabel(/^\*?纳税人识别号$/).fill('91110000MA01ABCD2X');
    await fillLine(page, 1, { name: '*计算机配套产品*显示器', code: '1090511010000000000', unit: '台', quantity: '1', price: '1000', rate: '13%' });
    await page.getByLabel('复核人').fill('王复核');
    await page.getByLabel('开票人').fill('张会计');
    await page.getByRole('button', { name: '开具', exact: true }).click();

    const payee = page.getByLabel('收款人');
    await page.getByText('收款人不能为空').waitFor();
    await expect.poll(() => payee.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await payee.getAttribute('aria-invalid')).toBe('true');

    await payee.fill('李收款');
    await page.getByRole('button', { name: '开具', exact: true }).click();
    await page.getByRole('dialog', { name: '发票预览' }).getByRole('button', { name: '确认开具' }).click();
    await page.getByText('发票已开具').waitFor();
    const code = page.locator('dt', { hasText: '发票代码' }).locator('xpath=following-sibling::dd[1]');
    expect(await code.innerText()).toMatch(/^\d{12}$/);
    await page.context().close();
  });
});
