import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, sawText } from './browser';
import { signedInPage } from './session';

// 打印机管理 end to end (spec 01 §2 printers, printerSetting; spec 02 §7.3 local client /lms/dy/ver and /lms/dy/info,
// §8 its texts): the assembled portal, whose embedded backend answers the desktop client's loopback calls as the
// client would (mocks/localClient.ts), in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function chooseOption(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('打印机管理', () => {
  it('a member sees the client’s printers, saves checked offsets for an invoice type and prints a test page', async () => {
    const page = await signedInPage(browser, 'member');
    await page.getByRole('navigation').getByRole('link', { name: '打印机管理' }).click();
    await page.getByRole('heading', { name: '打印机管理' }).waitFor();
    await page.getByText('本地客户端已连接，版本 1.0.0').waitFor();
    const printers = page.getByRole('grid', { name: '打印机' });
    await printers.getByText('Epson LQ-635K（默认）').waitFor();
    expect(await printers.getByRole('row').filter({ hasText: 'Jolimark FP-630K+' }).innerText()).toContain('未连接');

    // An offset out of range: the message at the field, the focus there, what was typed kept, nothing saved.
    await chooseOption(page, /发票类型/, '增值税普通发票');
    const top = page.getByRole('textbox', { name: '上边距（毫米）' });
    const left = page.getByRole('textbox', { name: '左边距（毫米）' });
    await top.fill('60');
    await left.fill('-1');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('边距须在 -50 至 50 毫米之间').waitFor();
    await page.locator('#print-offset-top:focus').waitFor();
    expect(await top.inputValue()).toBe('60');
    expect(await page.getByRole('grid', { name: '已保存的打印设置' }).innerText()).toContain('尚未保存打印设置');

    await top.fill('2.5');
    await chooseOption(page, /打印机/, 'Epson LQ-635K（默认）');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await sawText(page, '增值税普通发票的打印设置已保存');
    const saved = page.getByRole('grid', { name: '已保存的打印设置' }).getByRole('row').filter({ hasText: '增值税普通发票' });
    await saved.filter({ hasText: /Epson LQ-635K[\s\S]*2\.5 mm[\s\S]*-1\.0 mm/ }).waitFor();

    // A test page: on the printer that is switched off, the client's words; on the ready one, sent.
    await chooseOption(page, /打印机/, 'Jolimark FP-630K+');
    await page.getByRole('button', { name: '打印测试页' }).click();
    await page.getByText('打印机“Jolimark FP-630K+”未连接，请检查电源和数据线').first().waitFor();
    await chooseOption(page, /打印机/, 'Epson LQ-635K（默认）');
    await page.getByRole('button', { name: '打印测试页' }).click();
    await sawText(page, '测试页已发送到打印机 Epson LQ-635K');

    // Saved on the server: a reload shows the type's offsets in the form.
    await page.reload();
    await page.getByText('本地客户端已连接，版本 1.0.0').waitFor();
    await page.getByRole('grid', { name: '已保存的打印设置' }).getByRole('row').filter({ hasText: '2.5 mm' }).waitFor();
    await chooseOption(page, /发票类型/, '增值税普通发票');
    expect(await page.getByRole('textbox', { name: '上边距（毫米）' }).inputValue()).toBe('2.5');
    await page.context().close();
  });

  it('without the desktop client the agency’s print settings say how to install or open it, and find it once opened', async () => {
    const page = await signedInPage(browser, 'agency');
    await page.getByRole('navigation').getByRole('link', { name: '打印设置' }).click();
    await page.getByRole('heading', { name: '打印设置' }).first().waitFor();
    await page.getByText('本地客户端已连接').waitFor();
    // The user closes the client (the demo machine's client, mocks/localClient.ts), then detects again.
    await page.evaluate(() => (globalThis as unknown as { mockLocalClient: { quit(): void } }).mockLocalClient.quit());
    await page.getByRole('button', { name: '重新检测' }).click();
    await page.getByText('未检测到本地客户端，请安装或打开客户端', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: '下载客户端' }).isVisible()).toBe(true);
    expect(await page.getByRole('grid', { name: '打印机' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '打印测试页' }).count()).toBe(0);
    // Opened again: found.
    await page.evaluate(() => (globalThis as unknown as { mockLocalClient: { open(): void } }).mockLocalClient.open());
    await page.getByRole('button', { name: '重新检测' }).click();
    await page.getByText('本地客户端已连接，版本 1.0.0').waitFor();
    await page.context().close();
  });
});
