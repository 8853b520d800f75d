import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../features/invoices/api';
import { orderIsExpired, rowOfPush } from '../../features/invoices/rules/orders';
import { detailsPath } from '../../features/invoices/rules/paths';
import { voidRefusal } from '../../features/invoices/rules/void';
import { createSeed } from '../../mocks/seed';
import { launch, newPage, sawText } from './browser';
import { signedInPage, signIn } from './session';

// Invoice inquiry and details end to end: the assembled portal on the embedded backend, in Chromium.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The first of last month, in Shanghai (the page's default period starts there). */
function firstOfLastMonth(): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/** The 20th of this month, 12:00 in Shanghai: a day of the month with seeded paper invoices of the month before it. */
function twentiethOfThisMonth(): number {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1, 20, 4, 0, 0);
}

// Ceilings, not speed checks: each test signs in and walks several pages while other projects share the 2 cores.
describe('invoice inquiry', () => {
  it("a member finds last month's issued invoices, opens one, downloads its PDF and sends it by e-mail; voids a paper invoice of this month", async () => {
    const page = await newPage(browser);
    // The clock runs from the 20th of this month (the seed follows it), so an invoice of this month can be voided whatever today is.
    const at = twentiethOfThisMonth();
    await page.clock.setSystemTime(at);
    await signIn(page, 'member');
    await page.goto('/member/inquire');
    await page.getByRole('heading', { name: '发票查询' }).waitFor();
    await page.getByText(/^共 \d+ 张$/).waitFor();

    // Issued invoices of the default period (the first of last month to today).
    await page.getByRole('button', { name: /发票状态/ }).click();
    await page.getByRole('option', { name: '已开具' }).click();
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('fpzt') === '3' && url.searchParams.get('qsrq') === firstOfLastMonth());
    const grid = page.getByRole('grid', { name: '查询结果' });
    const rows = grid.getByRole('row');
    // Once the new result is in, every row is an issued invoice.
    const issuedOnly = async () => {
      const texts = (await rows.allInnerTexts()).slice(1);
      return texts.length > 0 && (await grid.getAttribute('aria-busy')) === null && texts.every((text) => text.includes('已开具'));
    };
    await expect.poll(issuedOnly).toBe(true);

    // Two rows selected by keyboard, their PDFs downloaded as one zip.
    const batch = page.getByRole('group', { name: '批量操作' });
    await grid.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await batch.getByText('已选 2 张').waitFor();
    const [zip] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: '批量下载PDF' }).click()]);
    expect(zip.suggestedFilename()).toBe('发票PDF_2张.zip');
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await zip.path())).subarray(0, 2).toString()).toBe('PK');

    // Open the first invoice: its ticket.
    // Cells: the selection's checkbox, the code, the number.
    const number = (await rows.nth(1).getByRole('gridcell').nth(2).innerText()).trim();
    await rows.nth(1).click();
    await page.waitForURL((url) => url.pathname.includes('/member/inquireDetails/') && url.pathname.endsWith(`/${number}`));
    const ticket = page.getByRole('article');
    await ticket.getByText(number, { exact: true }).first().waitFor();
    await ticket.getByRole('table', { name: '货物或应税劳务、服务' }).waitFor();

    // The PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`${number}\\.pdf$`));
    const path = await download.path();
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');

    // Sent to the buyer by e-mail: a wrong address is refused at the field and kept, a right one is sent.
    await page.getByRole('button', { name: '发送给购方' }).click();
    const dialog = page.getByRole('dialog', { name: '发送发票' });
    const receiver = dialog.getByRole('textbox', { name: /接收邮箱/ });
    await receiver.fill('buyer@');
    await dialog.getByRole('button', { name: '发送' }).click();
    await dialog.getByText('邮箱格式有误，请检查重新填写').waitFor();
    expect(await receiver.inputValue()).toBe('buyer@');
    await receiver.fill('buyer@example.com');
    await dialog.getByRole('button', { name: '发送' }).click();
    await sawText(page, '发送成功');
    await dialog.waitFor({ state: 'detached' });

    // Void: a special paper invoice (004) of this month on the member's disks, as the backend holds it.
    const seed = createSeed(at);
    const memberDisks = new Set(seed.terminals.filter((t) => t.taxerId === seed.terminals[0]?.taxerId).map((t) => t.diskId));
    const paper = seed.orders.find((o) => memberDisks.has(o.diskId) && o.fplxdm === '004' && voidRefusal(o, new Date(at)) === null) as Order;
    await page.goto(detailsPath('member', paper));
    await ticket.getByText(paper.fphm ?? '', { exact: true }).first().waitFor();
    // Its red invoice goes through a red-letter information sheet, not straight to the issuing form.
    await page.getByRole('button', { name: '申请红字信息表' }).waitFor();
    expect(await page.getByRole('button', { name: '开具红字发票' }).count()).toBe(0);
    await page.getByRole('button', { name: '作废发票' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`确定作废发票 ${paper.fpdm ?? ''} ${paper.fphm ?? ''} 吗？作废后不可恢复。`).waitFor();
    await confirm.getByRole('button', { name: '确定作废' }).click();
    await ticket.getByText('蓝字作废').waitFor();
    await page.getByRole('grid', { name: '订单记录' }).getByText('已作废').waitFor();
    expect(await page.getByRole('button', { name: '作废发票' }).count()).toBe(0);
    // The inquiry (of the invoice's terminal) lists it voided.
    await page.goto(`/member/inquire?diskId=${paper.diskId}&fpdm=${paper.fpdm ?? ''}&fphm=${paper.fphm ?? ''}`);
    await expect.poll(async () => (await grid.getByRole('row').allInnerTexts()).slice(1).join('\n')).toContain('已作废');
    await page.context().close();
  });

  it('an agency refuses to export a period over one year with the spec message, then exports a year as a task, using the keyboard only', async () => {
    const page = await signedInPage(browser, 'agency', '/account/inquire?qsrq=2025-01-01&zzrq=2026-01-02');
    await page.getByText(/^共 \d+ 张$/).waitFor();
    const exportButton = page.getByRole('button', { name: '导出Excel' });
    // Tab from the saved filters' button to the export button, then Enter.
    await page.getByRole('button', { name: '常用条件' }).focus();
    await page.keyboard.press('Tab');
    expect(await exportButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '查询时间段不能超过1年' }).first().waitFor();

    // A year to today holds over 1,000 invoices: the export runs as a task, its progress in the dialog, then the file.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
    await page.goto(`/account/inquire?qsrq=${yearAgo}&zzrq=${today}`);
    const count = page.getByText(/^共 \d+ 张$/);
    await count.waitFor();
    const rows = Number(/\d+/.exec(await count.innerText())?.[0]);
    expect(rows).toBeGreaterThan(1000);
    await page.getByRole('button', { name: '常用条件' }).focus();
    await page.keyboard.press('Tab');
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const dialog = page.getByRole('dialog', { name: `导出发票 ${yearAgo} 至 ${today}` });
    await dialog.getByText(`已处理 ${rows} / ${rows}`).waitFor();
    expect(file.suggestedFilename()).toBe(`发票查询_${yearAgo}_${today}.xls`);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await file.path(), 'utf8')).match(/<Row>/g)).toHaveLength(rows + 1);
    await dialog.getByRole('button', { name: '完成' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('issuing orders', () => {
  it('an agency cancels a queued order and sees a pushed status change appear in the list', async () => {
    // What the embedded backend holds today (the seed is deterministic within a day): the agency's first 40 disks.
    const db = createSeed();
    const disks = new Set(db.terminals.slice(0, 40).map((t) => t.diskId));
    const visible = db.orders.filter((o) => disks.has(o.diskId));
    const queued = visible.find((o) => o.ddzt === 1 && !orderIsExpired(o, Date.now())) as Order;
    const editing = visible.find((o) => o.ddzt === 6 && !orderIsExpired(o, Date.now())) as Order;
    const afterCancel = visible.map((o) => (o.id === queued.id ? { ...o, ddzt: 2 } : o));
    const target = rowOfPush(afterCancel, editing) as Order;

    const page = await signedInPage(browser, 'agency', '/account/invoiceOrder');
    await page.getByRole('heading', { name: '开票订单' }).waitFor();
    const grid = page.getByRole('grid', { name: '订单列表' });
    const rowOf = (id: string) => grid.getByRole('row').filter({ hasText: id });
    await rowOf(queued.id).getByText('排队中').waitFor();

    // Cancel: confirmed, then gone from the uncompleted orders.
    await rowOf(queued.id).getByRole('button', { name: `撤销订单 ${queued.id}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`确定撤销订单 ${queued.id} 吗？`).waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await sawText(page, '撤销成功');
    await expect.poll(() => rowOf(queued.id).count()).toBe(0);

    // A status push (bizId FPKJ) about the editing order's seller and type changes its row without a reload.
    const before = await rowOf(target.id).innerText();
    expect(before).not.toContain('开具失败');
    const sent = await page.evaluate(
      ([xfmc, fplxdm]) => (window as unknown as { mockPush: { orderStatus(m: object): number } }).mockPush.orderStatus({ xfmc, fplxdm, ddzt: '4' }),
      [editing.xfmc, editing.fplxdm] as const,
    );
    expect(sent).toBeGreaterThan(0);
    await rowOf(target.id).getByText('开具失败').waitFor();
    await page.context().close();
  });
});
