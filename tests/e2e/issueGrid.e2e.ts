import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// The goods grid end to end: lines typed by keyboard only, a tax code from the picker, AI coding,
// a block pasted from a spreadsheet, and the invoice issued; the portal on the dev server with the embedded backend.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cell = (page: Page, row: number, column: string) => page.getByLabel(`第${row}行 ${column}`, { exact: true });
const focused = (page: Page, row: number, column: string) => cell(page, row, column).evaluate((el) => el === document.activeElement);

/** A paste of tab-separated text on the focused cell, as Excel or WPS put it on the clipboard. */
async function pasteText(page: Page, text: string) {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

describe('the goods grid', () => {
  it('a member adds lines by keyboard, picks a tax code, runs AI coding, pastes three lines and issues an 82', async () => {
    const page = await signedInPage(browser, 'member', '/member/fullpower/positive');
    await page.getByRole('heading', { name: '数电发票开具' }).waitFor();
    await page.getByRole('button', { name: /发票类型/ }).click();
    await page.getByRole('option', { name: '数电普票', exact: true }).click();
    await page.getByText('上海市浦东新区张江路88号').first().waitFor();
    await page.getByRole('combobox', { name: /^\*?名称$/ }).fill('上海示例贸易有限公司');
    await page.getByLabel(/^\*?纳税人识别号$/).fill('91310000MA1FL0XX1A');
    const including = page.getByRole('switch', { name: '价格含税' });
    if (await including.isChecked()) await including.uncheck({ force: true });

    // Line 1 by keyboard: the name, Enter to the code, F4 opens the picker, search, arrows and Enter choose.
    await cell(page, 1, '项目名称').focus();
    await page.keyboard.type('打印纸');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page, 1, '税收分类编码')).toBe(true);
    await page.keyboard.press('F4');
    const picker = page.getByRole('dialog', { name: '选择税收分类编码（第1行）' });
    await picker.waitFor();
    await page.keyboard.type('打印纸');
    await page.getByRole('option', { name: /^1060201070000000000 \*纸制品\*打印纸/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => cell(page, 1, '税收分类编码').inputValue()).toBe('1060201070000000000');
    expect(await cell(page, 1, '项目名称').inputValue()).toBe('*纸制品*打印纸');
    await page.getByRole('row', { name: /打印纸/ }).getByText('指定').waitFor();
    await expect.poll(() => focused(page, 1, '税收分类编码')).toBe(true);
    for (const [column, text] of [
      ['规格型号', 'A4'],
      ['单位', '箱'],
      ['数量', '3'],
      ['单价（不含税）', '50'],
    ] as const) {
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page, 1, column)).toBe(true);
      await page.keyboard.type(text);
    }
    expect(await cell(page, 1, '金额（不含税）').inputValue()).toBe('150.00');
    // Enter through the amount and the rate: past the last cell of the last line a line is added.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page, 1, '金额（不含税）')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page, 1, '税率/征收率')).toBe(true);
    expect(await cell(page, 1, '税率/征收率').inputValue()).toBe('0.13'); // the code's default rate
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page, 2, '项目名称')).toBe(true);

    // Line 2 for AI coding: a name only, its figures; ↑ goes back to line 1 and ↓ returns.
    await page.keyboard.type('软件维护服务');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page, 1, '项目名称')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page, 2, '项目名称')).toBe(true);
    await cell(page, 2, '数量').focus();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    // Wait for the move as a user's eyes would: under load the focus moves after the keystroke's render.
    await expect.poll(() => focused(page, 2, '单价（不含税）')).toBe(true);
    await page.keyboard.type('100');
    await expect.poll(() => cell(page, 2, '金额（不含税）').inputValue()).toBe('100.00');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => focused(page, 3, '项目名称')).toBe(true);

    // The shortcut list, opened by its key, says how to paste.
    await page.keyboard.press('Control+/');
    const help = page.getByRole('dialog', { name: '商品明细快捷键' });
    await help.getByText(/列顺序为 项目名称、税收分类编码、规格型号、单位、数量、单价、金额、税率/).waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page, 3, '项目名称')).toBe(true);

    // Three lines pasted from a spreadsheet into line 3 onwards.
    await pasteText(
      page,
      [
        '*计算机配套产品*显示器\t1090511010000000000\t27寸\t台\t1\t1000\t\t13%',
        '*蔬菜*西红柿\t1010112010000000000\t\t千克\t10\t5\t\t免税',
        '*咨询服务*财税咨询\t3040802010000000000\t\t项\t1\t300\t\t6%',
      ].join('\r\n') + '\r\n',
    );
    await page.getByText('已粘贴3行').waitFor();
    expect(await cell(page, 3, '项目名称').inputValue()).toBe('*计算机配套产品*显示器');
    expect(await cell(page, 4, '金额（不含税）').inputValue()).toBe('50.00');
    expect(await cell(page, 5, '税率/征收率').inputValue()).toBe('0.06');
    expect(await cell(page, 4, '税率/征收率').inputValue()).toBe('exempt');

    // AI coding of line 2 only: check it, run the batch operation, see the code and the source.
    await page.getByRole('row', { name: /软件维护服务/ }).getByRole('checkbox').check({ force: true });
    await page.getByText('已勾选1行').waitFor();
    await page.getByRole('button', { name: '批量操作' }).click();
    await page.getByRole('menuitem', { name: '智能赋码' }).click();
    await page.getByText('智能赋码完成：1行已赋码，0行需要处理').waitFor();
    expect(await cell(page, 2, '税收分类编码').inputValue()).toBe('3040201030000000000');
    expect(await cell(page, 2, '项目名称').inputValue()).toBe('*信息技术服务*软件维护服务');
    await page.getByRole('row', { name: /软件维护服务/ }).getByText('智能赋码').waitFor();

    // Issue it: 150 + 100 + 1000 + 50 + 300 = 1,600.00 without tax.
    await page.getByText('¥1,600.00').or(page.getByText('¥1600.00')).first().waitFor();
    await page.getByLabel('开票人').fill('张会计');
    await page.getByRole('button', { name: '开具', exact: true }).click();
    // The preview shows the invoice as it will look; 确认开具 sends it.
    const preview = page.getByRole('dialog', { name: '发票预览' });
    await preview.waitFor();
    await preview.getByRole('button', { name: '确认开具' }).click();
    await page.getByText('发票已开具').waitFor();
    const number = page.locator('dt', { hasText: '发票号码' }).locator('xpath=following-sibling::dd[1]');
    expect(await number.innerText()).toMatch(/^\d{20}$/);
    await page.context().close();
  });
});
