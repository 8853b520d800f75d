import Decimal from 'decimal.js';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../features/invoices/api';
import { monthOf, reportingPeriod } from '../../features/declarations/rules/periods';
import { formatMoney } from '../../design-system/format';
import { signedInPage, tabTo } from './session';
import { launch, sawText } from './browser';

// Declarations end to end (docs/input-vat/declarations.md): an agency opens 申报管理 from the side navigation, opens an
// enterprise's VAT return for the period, finds its sales and tax equal to the sums of that period's issued invoices
// in the embedded backend's data, reviews and sends it, sees its state change, pays it and reads the certificate;
// finds a certificate on 完税凭证查询; and reaches 抄报清卡 (/account/taxReturns) from its menu. A provider opens a return
// from 税务申报; a member balances and sends its financial statements from 申报报表.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Arrow down the side navigation's entries to the one titled `title` and follow it with Enter. */
async function followInNavigation(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: '功能导航' });
  const entry = nav.getByRole('link', { name: new RegExp(`^${title}`) });
  await entry.waitFor();
  await tabTo(page, nav.getByRole('link').first());
  for (let i = 0; i < 60 && !(await entry.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The text of the return's figure named exactly `name`. */
async function figure(page: Page, name: string): Promise<string> {
  const term = page.locator('dt').filter({ hasText: new RegExp(`^${name}$`) });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

/** The period's issued blue and red invoices of an enterprise, summed from the embedded backend's stored data. */
async function invoiceSums(page: Page, taxerId: string, period: string) {
  const orders = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.mockDb') ?? '{}') as { orders?: unknown[] }).orders ?? []);
  const issued = (orders as Order[]).filter(
    (o) => o.taxerId === taxerId && o.ddzt === 0 && (o.kind === 0 || o.kind === 1) && monthOf(Date.parse(o.issueTime ?? o.createTime)) === period,
  );
  const sum = (field: 'amount' | 'taxAmount') => issued.reduce((s, o) => s.add(o[field] ?? 0), new Decimal(0));
  return { count: issued.length, amount: `¥${formatMoney(sum('amount'))}`, tax: `¥${formatMoney(sum('taxAmount'))}` };
}

const TAXER = '91310000MA1G000002';

describe('申报管理', () => {
  it("an agency checks an enterprise's VAT return against the period's invoices, sends and pays it, and reads the certificate", async () => {
    const page = await signedInPage(browser, 'agency');
    await followInNavigation(page, '申报管理');
    await page.waitForURL((url) => url.pathname === '/account/declarationManagement');
    await page.getByRole('heading', { level: 1, name: '申报管理' }).waitFor();
    const period = reportingPeriod(Date.now());

    // The enterprise's reports of the period: its VAT return is not filed yet.
    await page.getByLabel('纳税人名称/税号').fill(TAXER);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('kw') === TAXER);
    // Its two reports of the period: the VAT return and the statements.
    await page.getByText('共 2 条').first().waitFor();
    const list = page.getByRole('grid', { name: '申报列表' });
    const fill = list.getByRole('button', { name: new RegExp(`^填写 .* ${period} 增值税及附加税费申报表$`) });
    await fill.click();
    await page.waitForURL((url) => url.pathname === '/account/sbWrite' && !!url.searchParams.get('id'));

    // Its figures are the period's invoices, to the fen.
    await page.getByRole('grid', { name: '销售额（按税率）' }).waitFor();
    const sums = await invoiceSums(page, TAXER, period);
    expect(sums.count).toBeGreaterThan(0);
    expect(await figure(page, '销售额合计')).toBe(sums.amount);
    expect(await figure(page, '税额合计')).toBe(sums.tax);
    await page.getByText(`已开具的蓝字和红字发票 ${sums.count} 份`, { exact: false }).waitFor();
    const due = await figure(page, '本期应缴税费合计');

    // The invoice summary table of the enterprise and period holds the same net sales.
    await page.getByRole('button', { name: '在发票汇总表中核对' }).click();
    await page.waitForURL((url) => url.pathname === '/account/InvoiceSum' && url.searchParams.get('taxerId') === TAXER);
    const totalRow = page.getByRole('grid', { name: '发票汇总表' }).getByRole('row').filter({ hasText: /^合计/ });
    await totalRow.waitFor();
    expect(await totalRow.textContent()).toContain(sums.amount.slice(1));
    expect(await totalRow.textContent()).toContain(sums.tax.slice(1));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/account/sbWrite');
    await page.getByRole('grid', { name: '销售额（按税率）' }).waitFor();

    // Reviewed, confirmed, sent: the state changes.
    const send = page.getByRole('button', { name: '申报', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await page.getByText(/^我已核对以上数据/).click();
    expect(await page.getByRole('checkbox', { name: /我已核对/ }).isChecked()).toBe(true);
    await send.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(due).waitFor();
    const sent = page.waitForResponse((r) => r.url().includes('/v2/tax/return/vat/') && r.url().endsWith('/submit'));
    await dialog.getByRole('button', { name: '申报' }).click();
    const { data } = (await (await sent).json()) as { data: { declaration: { sbzt: string } } };
    await page.getByText('以下为申报时提交的数据。').waitFor();
    expect(['2', '4']).toContain(data.declaration.sbzt);

    if (data.declaration.sbzt === '2') {
      await page.getByText('已申报未缴款').first().waitFor();
      await page.getByRole('button', { name: '缴款', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确认缴款' }).click();
      await page.getByText('已缴款').first().waitFor();
      await page.getByRole('button', { name: '完税凭证', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/account/wspzcx' && !!url.searchParams.get('certificate'));
      await page.getByRole('heading', { name: '中华人民共和国税收完税证明' }).waitFor();
      expect(await page.getByRole('table', { name: '完税明细' }).locator('tfoot').textContent()).toContain(due);
    }

    // Back in the list, the return shows as sent.
    await page.goto(`/account/declarationManagement?kw=${TAXER}&period=${period}`);
    const row = page.getByRole('grid', { name: '申报列表' }).getByRole('row').filter({ hasText: '增值税及附加税费申报表' });
    await row.getByText(data.declaration.sbzt === '2' ? '已缴款' : '申报成功').waitFor();
    await page.context().close();
  });

  it('an agency finds a tax payment certificate by period and opens it', async () => {
    const page = await signedInPage(browser, 'agency', '/account/declarationManagement');
    // 完税凭证查询 is in the menu of the tax-return pages (scene RET1).
    await followInNavigation(page, '完税凭证查询');
    await page.waitForURL((url) => url.pathname === '/account/wspzcx');
    const grid = page.getByRole('grid', { name: '完税凭证' });
    const open = grid.getByRole('button', { name: /^查看完税凭证 / }).first();
    await open.waitFor();
    const label = (await open.getAttribute('aria-label')) ?? '';
    const number = label.split(' ')[1] ?? '';
    await page.getByLabel('纳税人名称/税号').fill(number);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('共 1 张').waitFor();
    await grid.getByRole('button', { name: label }).click();
    await page.waitForURL((url) => url.pathname === '/account/wspzcx' && !!url.searchParams.get('certificate'));
    await page.getByRole('heading', { name: '中华人民共和国税收完税证明' }).waitFor();
    await page.getByText(number).waitFor();
    await page.context().close();
  });

  it('an agency reaches 纳税申报 (抄报清卡, /account/taxReturns) from its menu', async () => {
    const page = await signedInPage(browser, 'agency');
    await followInNavigation(page, '纳税申报');
    await page.waitForURL((url) => url.pathname === '/account/taxReturns');
    await page.getByRole('grid', { name: '抄报税列表' }).waitFor();
    expect(await page.getByText('暂无访问权限').count()).toBe(0);
    await page.context().close();
  });

  it('a provider files from 纳税申报 (税务申报) and a member sends its balanced financial statements from 报表 (申报报表)', async () => {
    const provider = await signedInPage(browser, 'provider');
    await followInNavigation(provider, '纳税申报');
    await provider.waitForURL((url) => url.pathname === '/service/taxDeclaration');
    await provider.getByRole('grid', { name: '待申报报表' }).getByRole('button', { name: /^填写 .* 增值税及附加税费申报表$/ }).first().click();
    await provider.waitForURL((url) => url.pathname === '/service/taxDeclaration' && url.searchParams.get('type') === '1');
    await provider.getByRole('grid', { name: '销售额（按税率）' }).waitFor();
    await provider.getByRole('button', { name: '返回列表' }).click();
    await provider.waitForURL((url) => url.pathname === '/service/taxDeclaration' && !url.searchParams.get('id'));
    await provider.context().close();

    const page = await signedInPage(browser, 'member');
    await followInNavigation(page, '报表');
    await page.waitForURL((url) => url.pathname === '/member/reportForm');
    await page.getByRole('grid', { name: '申报列表' }).getByRole('button', { name: /^填写 .* 财务报表$/ }).click();
    await page.waitForURL((url) => url.pathname === '/member/reportForm' && url.searchParams.get('type') === '2');
    // The saved draft does not balance: sending is refused with the difference.
    await page.getByText('资产负债表不平衡').waitFor();
    await page.getByRole('button', { name: '报送', exact: true }).click();
    await page.getByText(/平衡后才能报送/).waitFor();
    const amount = async (name: string) => new Decimal(((await page.getByRole('status', { name }).or(page.locator(`output[aria-label="${name}"]`)).first().textContent()) ?? '0').replace(/,/g, ''));
    const cash = (await amount('负债和所有者权益总计')).sub(await amount('资产总计'));
    const field = page.getByRole('textbox', { name: '货币资金' });
    await field.fill(cash.toFixed(2));
    await field.press('Tab');
    await page.getByText(/^资产负债表平衡/).waitFor();
    await page.getByRole('button', { name: '报送', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '报送' }).click();
    await sawText(page, '报送成功');
    await page.getByText('申报成功').first().waitFor();
    // Sent: the statements are read-only, without their 报送 button.
    await expect.poll(() => page.getByRole('button', { name: '报送', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
