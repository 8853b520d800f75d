import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { launch } from './browser';
import { signedInPage } from './session';

// End to end: the goods and customer libraries and the seller information, in the assembled portal on
// the embedded backend, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function chooseType(page: Page, name: string) {
  await page.getByRole('button', { name: /发票类型/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('the customer library', () => {
  it('a customer added with the keyboard only is suggested when issuing, and choosing it fills the buyer', async () => {
    const page = await signedInPage(browser, 'member', '/member/customer');
    const grid = page.getByRole('grid', { name: '客户列表' });
    await grid.waitFor();
    await page.getByText('共 30 条').waitFor();

    // Keyboard only: the add button, the form's fields by Tab, Enter to save.
    await page.getByRole('button', { name: '新增客户' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '新增客户' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /客户名称/ }).focus();
    await page.keyboard.type('苏州键盘测试科技有限公司');
    await page.keyboard.press('Tab');
    await page.keyboard.type('91320594MA1WKB0T8Q');
    await page.keyboard.press('Tab');
    await page.keyboard.type('苏州市工业园区星湖街328号 0512-62880000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('中国银行苏州分行 5400 0000 1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('finance@');
    // A wrong e-mail is refused at its field; what was typed stays.
    await dialog.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('邮箱格式有误，请检查重新填写').waitFor();
    expect(await dialog.getByRole('textbox', { name: /客户名称/ }).inputValue()).toBe('苏州键盘测试科技有限公司');
    await dialog.getByRole('textbox', { name: /电子邮箱/ }).focus();
    await page.keyboard.type('example.com');
    await dialog.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('共 31 条').waitFor();
    await grid.getByText('苏州键盘测试科技有限公司').waitFor();

    // Issuing: the buyer name suggests it; choosing it fills tax id, address-phone and bank-account.
    await page.goto('/member/positive');
    await page.getByRole('heading', { name: '正数发票开具' }).waitFor();
    await chooseType(page, '增值税专用发票');
    const name = page.getByRole('combobox', { name: /^\*?名称$/ });
    await name.focus();
    await page.keyboard.type('键盘测试');
    const option = page.getByRole('option', { name: '苏州键盘测试科技有限公司' });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => name.inputValue()).toBe('苏州键盘测试科技有限公司');
    await expect.poll(() => page.getByLabel(/^\*?纳税人识别号$/).first().inputValue()).toBe('91320594MA1WKB0T8Q');
    expect(await page.getByLabel(/^\*?地址、电话$/).first().inputValue()).toBe('苏州市工业园区星湖街328号 0512-62880000');
    expect(await page.getByLabel(/^\*?开户行及账号$/).first().inputValue()).toBe('中国银行苏州分行 5400 0000 1234');
  });
});

describe('the goods library', () => {
  it('a good is added with its tax code picked by search, then found by search; goods are imported from a spreadsheet', async () => {
    const page = await signedInPage(browser, 'member', '/member/goods');
    await page.getByRole('grid', { name: '商品列表' }).waitFor();
    await page.getByText('共 47 条').waitFor();

    await page.getByRole('button', { name: '新增商品' }).click();
    const dialog = page.getByRole('dialog', { name: '新增商品' });
    await dialog.getByRole('textbox', { name: /商品名称/ }).fill('会议平板');
    await dialog.getByRole('combobox', { name: /税收分类编码/ }).fill('办公');
    await page.getByRole('option', { name: '办公设备 1090514010000000000' }).click();
    await dialog.getByRole('textbox', { name: /规格型号/ }).fill('86英寸');
    await dialog.getByRole('textbox', { name: /单位/ }).fill('台');
    await dialog.getByText('单价含税').click();
    await dialog.getByRole('textbox', { name: /单价（含税）/ }).fill('11300');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('共 48 条').waitFor();

    await page.getByRole('textbox', { name: '商品名称、编码或规格' }).fill('会议平板');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('共 1 条').waitFor();
    const row = page.getByRole('grid', { name: '商品列表' }).getByRole('row').nth(1);
    const text = await row.innerText();
    // Saved with tax 11,300.00 at 13 %: 10,000.00 without tax, computed in decimal by the backend.
    for (const part of ['会议平板', '办公设备 1090514010000000000', '86英寸', '10,000.00', '11,300.00', '13%']) expect(text).toContain(part);

    // Import from a spreadsheet: the rows checked in the browser, the correct ones added, the others downloadable.
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const importing = page.getByRole('dialog', { name: '导入商品' });
    const sheet = [
      ['商品名称', '税收分类编码', '规格型号', '单位', '单价', '单价含税', '税率'],
      ['导入测试白板', '', '1.8m', '块', '680', '否', '13%'],
      ['导入测试蔬菜', '', '', '千克', '6', '否', '免税'],
      ['导入测试碳粉', '123', '', '个', '260', '否', '13%'],
    ].map((r) => r.map((value) => ({ value, type: String })));
    const buffer = await writeXlsxFile(sheet, { sheet: '商品' }).toBuffer();
    await importing.locator('input[type="file"]').setInputFiles({ name: 'goods.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await importing.getByText('共 3 行，正确 2 行，有误 1 行').waitFor();
    await importing.getByText('税收分类编码应为19位数字').waitFor();
    await importing.getByRole('button', { name: '导入正确的行（2）' }).click();
    await importing.getByText('共 1 行，正确 0 行，有误 1 行').waitFor();
    const [failed] = await Promise.all([page.waitForEvent('download'), importing.getByRole('button', { name: '下载有误的行' }).click()]);
    expect(failed.suggestedFilename()).toBe('商品导入有误的行.xlsx');
    await page.keyboard.press('Escape');
    await importing.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: '商品名称、编码或规格' }).fill('导入测试');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('共 2 条').waitFor();
  });

  it("is the taxpayer's: a provider switching terminals sees another taxpayer's goods", async () => {
    const page = await signedInPage(browser, 'provider', '/goodsManage?diskId=661000000001');
    await page.getByText('共 47 条').waitFor();
    // The fifth disk is another taxpayer's: its library began with 4 catalogue goods and a quarter of the 40 seeded rows.
    await page.goto('/goodsManage?diskId=661000000005');
    await page.getByText('共 14 条').waitFor();
  });
});

describe('seller information', () => {
  it("the seller's bank account edited on the member's terminal page shows in the issuing form's seller block", async () => {
    const page = await signedInPage(browser, 'member', '/member/terminal');
    await page.getByRole('radiogroup', { name: '终端与销方信息' }).getByText('销方信息').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'seller');
    await page.getByRole('button', { name: '编辑' }).click();
    const bank = page.getByRole('textbox', { name: /^\*?开户行/ });
    await bank.fill('招商银行上海张江支行');
    const account = page.getByRole('textbox', { name: /^\*?银行账号/ });
    await account.fill('12a');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('银行账号应为6到30位数字').waitFor();
    await account.fill('121900000088886666');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('招商银行上海张江支行').waitFor();
    await page.getByText('121900000088886666').waitFor();

    // The side navigation's issuing page, in the same tab: the seller block reads what was saved.
    await page.goto('/member/positive');
    await page.getByRole('heading', { name: '正数发票开具' }).waitFor();
    await chooseType(page, '增值税专用发票');
    await page.getByText('招商银行上海张江支行 121900000088886666').waitFor();
  });
});
