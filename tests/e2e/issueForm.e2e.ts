import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { launch } from './browser';
import { signedInPage } from './session';

// The issuing form's other kinds and roles: a red invoice against an issued blue one, from the blue
// invoice's details page to the issued red invoice with its pushed status; an agency and a provider each issue one.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function pushOpen(page: Page, uid: string) {
  await page.waitForFunction(
    (id) => ((window as unknown as { mockPush?: { connected(): Array<{ userId: string }> } }).mockPush?.connected() ?? []).some((c) => c.userId === id),
    uid
  );
}

const cell = (page: Page, row: number, column: string) => page.getByLabel(`第${row}行 ${column}`, { exact: true });

/** A blue invoice of the paper/electronic family: buyer, one line at 6 % without tax, payee/checker/drawer. */
async function fillBlue(page: Page, buyer: string) {
  await page.getByText('上海市浦东新区张江路88号').first().waitFor();
  await page.getByRole('combobox', { name: /^\*?名称$/ }).fill(buyer);
  await page.getByLabel(/^\*?纳税人识别号$/).fill('914403001922038216');
  const including = page.getByRole('switch', { name: '价格含税' });
  if (await including.isChecked()) await including.uncheck({ force: true });
  await cell(page, 1, '项目名称').fill('*信息技术服务*软件维护');
  await cell(page, 1, '税收分类编码').fill('3040201030000000000');
  await cell(page, 1, '数量').fill('2');
  await page.getByLabel('第1行 单价（不含税）').fill('100');
  await cell(page, 1, '税率/征收率').selectOption({ label: '6%' });
  await page.getByLabel('收款人').fill('李收款');
  await page.getByLabel('复核人').fill('王复核');
  await page.getByLabel(/^\*?开票人$/).fill('张会计');
}

/** 开具, then 确认开具 in the preview; waits for the issued invoice and returns the statuses seen on the way. */
async function issue(page: Page): Promise<string> {
  await page.getByRole('button', { name: '开具', exact: true }).click();
  const preview = page.getByRole('dialog', { name: '发票预览' });
  await preview.waitFor();
  await preview.getByRole('button', { name: '确认开具' }).click();
  await page
    .getByText('发票已开具')
    .waitFor()
    .catch(async (error: unknown) => {
      // Say what the page shows instead (a refusal, a prompt).
      throw new Error(`${String(error)}\n${(await page.locator('main').innerText()).slice(-1500)}`);
    });
  return page.getByRole('list', { name: '订单状态' }).innerText();
}

const described = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').first();

// Two invoices and two sign-ins in one test, on 2 shared cores: a ceiling, not a speed check.
describe('red invoices and other roles', () => {
  it('an agency issues a blue 007, then its red invoice from the details page, and ends on the issued red invoice', async () => {
    const page = await signedInPage(browser, 'agency', '/account/positive');
    await page.getByRole('heading', { name: '正数发票开具' }).waitFor();
    await page.getByRole('button', { name: /发票类型/ }).click();
    await page.getByRole('option', { name: '增值税普通发票', exact: true }).click();
    await fillBlue(page, '深圳红冲测试有限公司');
    await pushOpen(page, demoAccounts.agency.uid);
    await issue(page);
    const blueCode = await described(page, '发票代码').innerText();
    const blueNumber = await described(page, '发票号码').innerText();
    expect(blueCode).toMatch(/^\d{12}$/);

    // The result links to the blue invoice's details, which offer its red invoice.
    await page.getByRole('button', { name: '查看发票' }).click();
    await page.waitForURL((url) => url.pathname === `/account/inquireDetails/${blueCode}/${blueNumber}`);
    await page.getByRole('button', { name: '开具红字发票' }).click();
    await page.waitForURL((url) => url.pathname === '/account/positive' && url.searchParams.get('red') === '1' && url.searchParams.get('blueInvoiceNumber') === blueNumber);

    // The red form is the blue invoice negated, its remark naming the blue one.
    await page.getByText(`正在开具蓝字发票（代码 ${blueCode}，号码 ${blueNumber}）的红字发票`).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: /^\*?名称$/ }).inputValue()).toBe('深圳红冲测试有限公司');
    expect(await page.getByLabel('备注').inputValue()).toBe(`对应正数发票代码:${blueCode}号码:${blueNumber}`);
    expect(await cell(page, 1, '数量').inputValue()).toBe('-2');
    await page.getByText('¥-212.00').first().waitFor();
    await page.getByLabel('红字信息表编号').fill('4403012511000123');

    await pushOpen(page, demoAccounts.agency.uid);
    const steps = await issue(page);
    // The pushed statuses on the way: queued, issuing, then issued.
    expect(steps).toMatch(/排队中[\s\S]*开具中[\s\S]*已开具/);
    expect(await described(page, '价税合计').innerText()).toBe('¥-212.00');
    const redNumber = await described(page, '发票号码').innerText();
    expect(redNumber).not.toBe(blueNumber);

    await page.getByRole('button', { name: '查看发票' }).click();
    await page.waitForURL((url) => /^\/account\/inquireDetails\/[^/]+\//.test(url.pathname) && url.pathname.endsWith(`/${redNumber}`));
    await page.getByText('红字发票', { exact: true }).first().waitFor();
    await page.getByText(`对应正数发票代码:${blueCode}号码:${blueNumber}`).waitFor();
    // A red invoice is not reddened again.
    expect(await page.getByRole('button', { name: '开具红字发票' }).count()).toBe(0);
    await page.context().close();
  });

  it('a provider issues an invoice on its terminal', async () => {
    const page = await signedInPage(browser, 'provider', '/service/positive');
    // The provider's menu offers it (发票管理 > 正数发票开具; without it the page is 403).
    await page.getByRole('heading', { name: '正数发票开具' }).waitFor();
    await fillBlue(page, '杭州服务商测试有限公司');
    await pushOpen(page, demoAccounts.provider.uid);
    const steps = await issue(page);
    expect(steps).toMatch(/已开具/);
    expect(await described(page, '购买方').innerText()).toBe('杭州服务商测试有限公司');
    expect(await described(page, '价税合计').innerText()).toBe('¥212.00');
    await page.context().close();
  });
});
