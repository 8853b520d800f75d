import Decimal from 'decimal.js';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// 勾选认证 and 发票采集 end to end (spec 01 §2 deductionCheck, checkStatistics, invoiceCollection;
// docs/input-vat/deduction-collection.md): the assembled portal on the embedded backend, in Chromium. The seed gives
// the member's enterprise (91310000MA1G000001) and every enterprise the agency serves a month and a half of purchase
// invoices, some ticked in the current period, and the previous period confirmed (mocks/inputVat/seed.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: '功能导航' });
const MEMBER_TAX_NO = '91310000MA1G000001';

/** The value shown under a figure of the period's statistics (e.g. 已勾选税额 → '¥1,234.56'). */
async function figure(page: Page, name: string): Promise<string> {
  const text = await page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').innerText();
  return text.trim();
}
const money = (d: Decimal) => `¥${Number(d.toFixed(2)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const plain = (shown: string) => new Decimal(shown.replace(/[¥,]/g, ''));

/** The text of a row's cell in the column `header` of a grid. */
async function cell(grid: Locator, row: Locator, header: string): Promise<string> {
  const headers = await grid.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  return (await row.getByRole('gridcell').nth(index).innerText()).trim();
}

/** A fully-digital invoice's XML as the tax bureau issues it (root EInvoice), for the member as buyer. */
function invoiceXml(number: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<EInvoice>
  <Header><EIid>${number}</EIid><EInvoiceTag>SWEI3100</EInvoiceTag><Version>0.1</Version>
    <InherentLabel><GeneralOrSpecialVAT><LabelCode>01</LabelCode><LabelName>增值税专用发票</LabelName></GeneralOrSpecialVAT></InherentLabel>
  </Header>
  <EInvoiceData>
    <SellerInformation><SellerIdNum>91310000631696382C</SellerIdNum><SellerName>上海宝钢包装股份有限公司</SellerName></SellerInformation>
    <BuyerInformation><BuyerIdNum>${MEMBER_TAX_NO}</BuyerIdNum><BuyerName>演示买方</BuyerName></BuyerInformation>
    <BasicInformation><TotalAmWithoutTax>2000.00</TotalAmWithoutTax><TotalTaxAm>260.00</TotalTaxAm><TotalTax-includedAmount>2260.00</TotalTax-includedAmount><RequestTime>2026-11-02 09:30:00</RequestTime></BasicInformation>
    <IssuItemInformation><ItemName>*金属制品*钢桶</ItemName><SpecMod>200L</SpecMod><MeaUnits>只</MeaUnits><Quantity>20</Quantity><UnPrice>100</UnPrice><Amount>2000.00</Amount><TaxRate>0.13</TaxRate><ComTaxAm>260.00</ComTaxAm></IssuItemInformation>
  </EInvoiceData>
  <TaxSupervisionInfo><InvoiceNumber>${number}</InvoiceNumber><IssueTime>2026-11-02 09:30:00</IssueTime></TaxSupervisionInfo>
</EInvoice>`;
}

describe('deduction ticking', () => {
  it('a member ticks invoices, sees the statistics change to the fen, confirms the period and finds it read-only', async () => {
    const page = await signedInPage(browser, 'member');
    await nav(page).getByRole('link', { name: /^抵扣勾选/ }).click();
    await page.getByRole('heading', { name: '勾选认证', level: 1 }).waitFor();
    await page.getByText(`（${MEMBER_TAX_NO}）`).waitFor();
    const grid = page.getByRole('grid', { name: '进项发票' });
    await grid.getByRole('row').nth(1).waitFor();
    const taxBefore = plain(await figure(page, '已勾选税额'));
    const amountBefore = plain(await figure(page, '已勾选金额'));
    const countBefore = Number((await figure(page, '已勾选份数')).replace(/\D/g, ''));
    const left = Number((await figure(page, '待勾选份数')).replace(/\D/g, ''));

    // Only the invoices not ticked yet: the filter's 勾选状态.
    await page.getByRole('button', { name: /勾选状态/ }).click();
    await page.getByRole('option', { name: '未勾选' }).click();
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('ticked') === '0');
    // The list of the invoices left to tick: as many as the statistics say.
    await page.getByText(`共 ${left} 张`, { exact: true }).waitFor();
    await page.locator('[role="grid"][aria-busy="true"]').waitFor({ state: 'detached' });

    // Two of them, one by one.
    const rows = [grid.getByRole('row').nth(1), grid.getByRole('row').nth(2)];
    let amount = amountBefore;
    let tax = taxBefore;
    for (const row of rows) {
      amount = amount.add(plain(await cell(grid, row, '金额')));
      tax = tax.add(plain(await cell(grid, row, '税额')));
      await row.getByRole('checkbox').check();
    }
    await page.getByText(/^已选 2 张/).waitFor();
    await page.getByRole('button', { name: '勾选所选（2 张）' }).click();
    // The period's statistics, recomputed by the server, to the fen.
    await expect.poll(() => figure(page, '已勾选税额')).toBe(money(tax));
    expect(await figure(page, '已勾选金额')).toBe(money(amount));
    expect(await figure(page, '已勾选份数')).toBe(`${countBefore + 2} 份`);

    // 勾选统计: the same totals by rate, then 统计确认.
    await page.getByRole('tab', { name: '勾选统计' }).click();
    await page.waitForURL((url) => url.pathname === '/member/checkStatistics');
    const byRate = page.getByRole('grid', { name: '按税率统计' });
    const total = byRate.getByRole('row').filter({ hasText: '合计' });
    await total.waitFor();
    expect(await cell(byRate, total, '税额')).toBe(money(tax).slice(1));
    await page.getByRole('button', { name: '统计确认' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`共 ${countBefore + 2} 份`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '确认' }).click();
    await page.getByText(/^本期已于 .* 统计确认。$/).waitFor();

    // Back to ticking: read-only.
    await page.getByRole('tab', { name: '抵扣勾选' }).click();
    await page.getByText(/勾选结果只读/).waitFor();
    await page.getByRole('button', { name: '重置' }).click();
    await page.getByText(`共 ${countBefore + 2} 张`, { exact: true }).waitFor();
    await grid.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: /^勾选所选/ }).count()).toBe(0);
    expect(await grid.getByRole('checkbox').count()).toBe(0);
    await page.context().close();
  });

  it('the agency reaches its deduction page from the side navigation and works on an enterprise it chooses', async () => {
    const page = await signedInPage(browser, 'agency');
    await nav(page).getByRole('link', { name: /^抵扣勾选/ }).click();
    await page.waitForURL((url) => url.pathname === '/account/deductionCheck');
    await page.getByText('请先选择要处理的企业').waitFor();
    const picker = page.getByRole('combobox', { name: '企业' });
    await picker.fill('MA1G000002');
    await page.getByRole('option').first().click();
    await page.waitForURL((url) => url.searchParams.get('taxNo') === '91310000MA1G000002');
    await page.getByRole('grid', { name: '进项发票' }).getByRole('row').nth(1).waitFor();
    await page.getByText('已勾选份数').waitFor();
    // The earlier periods: the previous one was confirmed.
    await page.getByRole('tab', { name: '往期勾选查询' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'history');
    await page.getByRole('grid', { name: '往期勾选查询' }).getByText('已确认').first().waitFor();
    await page.context().close();
  });
});

describe('invoice collection', () => {
  it('a member uploads an XML and its duplicate: one is collected, one recognised; the download adds the period; an invoice opens as its ticket', async () => {
    const page = await signedInPage(browser, 'member');
    await nav(page).getByRole('link', { name: /^发票采集/ }).click();
    await page.getByRole('heading', { name: '发票采集', level: 1 }).waitFor();
    await page.getByRole('grid', { name: '已采集发票' }).getByRole('row').nth(1).waitFor();

    const number = '26312000000088880001';
    const xml = Buffer.from(invoiceXml(number), 'utf8');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '选择发票文件' }).click();
    await (await chooser).setFiles([
      { name: `${number}.xml`, mimeType: 'text/xml', buffer: xml },
      { name: `${number}-副本.xml`, mimeType: 'text/xml', buffer: xml },
    ]);
    await page.getByText('已采集 1 张，重复 1 张，未识别 0 个').waitFor();
    const results = page.getByRole('grid', { name: '上传结果' });
    await results.getByText('已采集', { exact: true }).waitFor();
    await results.getByText('重复发票', { exact: true }).waitFor();
    // Collected: listed among the enterprise's invoices, once.
    const collected = page.getByRole('grid', { name: '已采集发票' });
    await collected.getByRole('button', { name: `查看发票 ${number}` }).waitFor();
    expect(await collected.getByRole('button', { name: `查看发票 ${number}` }).count()).toBe(1);

    // Its ticket, as an issued invoice shows.
    await results.getByRole('button', { name: `查看发票 ${number}` }).first().click();
    const ticket = page.getByRole('dialog', { name: '发票详情' });
    await ticket.getByText('上海宝钢包装股份有限公司').waitFor();
    await ticket.getByText('*金属制品*钢桶').waitFor();
    await ticket.getByRole('button', { name: '确定' }).click();

    // The period's download from the tax bureau: a task with progress; what is held already is not added again.
    await page.getByRole('button', { name: '下载发票' }).click();
    const progress = page.getByRole('dialog', { name: /进项发票$/ });
    await progress.getByText(/下载完成：新增 \d+ 张，重复 \d+ 张/).waitFor();
    await progress.getByRole('button', { name: '完成' }).click();
    await page.getByRole('button', { name: '下载发票' }).click();
    await page.getByRole('dialog', { name: /进项发票$/ }).getByText('下载完成：新增 0 张，重复 24 张').waitFor();
    await page.context().close();
  });
});
