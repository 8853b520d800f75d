import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairDuration } from '../../mocks/data/repair';
import { createSeed } from '../../mocks/seed';
import { launch } from './browser';
import { newSignedInPage, openAt, signedInPage } from './session';

// Invoice repair end to end (spec 01 §2 newRepairList, fullpower/repair, Operationrecord; spec 02 §7.3 repair calls):
// the assembled portal on the embedded backend, in Chromium. The backend's tasks move on with the page's clock, which
// the test holds still and moves on itself (Playwright's page.clock): the list follows the pushes of each step.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The seeded stuck invoices (mocks/data/repair.ts), as the stored sessions' database has them. */
const seeded = createSeed().repair?.items ?? [];
const numberOf = (repId: string) => seeded.find((i) => i.id === repId)?.fphm ?? '';

/**
 * A signed-in page on Playwright's clock, opened at `path`. The clock runs on as usual (the page paints its updates in
 * animation frames, which a held clock would stop), and the test moves it on by the backend's steps with runFor: a
 * full repair lasts 30 s of that clock, far longer than the test's own steps take.
 */
async function onClock(browser: Browser, name: 'member' | 'provider', path: string): Promise<Page> {
  const page = await newSignedInPage(browser, name);
  await page.clock.install();
  return openAt(page, path);
}

describe('invoice repair', () => {
  it('a member repairs a stuck invoice from the side navigation, follows it to repaired, reads its record and finds it issued in the inquiry; stops another, quick-repairs a third', async () => {
    const page = await onClock(browser, 'member', '/member/v3Home');
    await page.getByRole('navigation').getByRole('link', { name: '发票修复列表', exact: true }).click();
    await page.getByRole('heading', { name: '发票修复列表' }).waitFor();
    const grid = page.getByRole('grid', { name: '待修复发票' });
    const row = (repId: string) => grid.getByRole('row').filter({ hasText: numberOf(repId) });

    // Still issuing on the platform, issued on the disk: a full repair reads the disk, compares, updates.
    const first = row('RP0001');
    await first.getByText('待修复', { exact: true }).waitFor();
    expect(await first.innerText()).toMatch(/税盘已开具，平台未同步[\s\S]*开具中[\s\S]*待修复/);
    await first.getByRole('button', { name: `修复发票 ${numberOf('RP0001')}` }).click();
    await first.getByText('修复中', { exact: true }).waitFor();
    // Each step's end is pushed: the list shows it without being asked.
    await page.clock.runFor(repairDuration('full') / 3);
    // A third of the way at least (the clock runs on with the test's own steps too).
    await first.getByRole('progressbar').getByText(/^[3-5]\d%$/).waitFor();
    await page.clock.runFor((repairDuration('full') * 2) / 3);
    await first.getByText('已修复', { exact: true }).waitFor();

    // Another one is stopped while it runs: it stays to be repaired.
    const second = row('RP0002');
    await second.getByRole('button', { name: `修复发票 ${numberOf('RP0002')}` }).click();
    await second.getByRole('button', { name: `停止修复发票 ${numberOf('RP0002')}` }).click();
    await page.getByRole('alertdialog', { name: '停止修复' }).getByRole('button', { name: '确定' }).click();
    await second.getByText('已停止', { exact: true }).waitFor();
    await page.clock.runFor(repairDuration('full'));
    expect(await second.innerText()).toContain('已停止');

    // Voided on the disk: a quick repair reads that one invoice by its number.
    const third = row('RP0003');
    await third.getByRole('button', { name: `快速修复发票 ${numberOf('RP0003')}` }).click();
    await third.getByRole('button', { name: `停止修复发票 ${numberOf('RP0003')}` }).waitFor();
    await page.clock.runFor(repairDuration('quick'));
    await third.getByText('已修复', { exact: true }).waitFor();

    // The first one's operation record, step by step.
    await first.getByRole('button', { name: `发票 ${numberOf('RP0001')} 的操作记录` }).click();
    await page.getByRole('heading', { name: '操作记录', exact: true, level: 1 }).waitFor();
    const record = page.getByRole('grid', { name: /^任务 RT\d+ 的操作记录$/ });
    await record.getByText('修复成功', { exact: true }).waitFor();
    expect(await record.innerText()).toMatch(/创建修复任务[\s\S]*读取税盘发票[\s\S]*比对平台数据[\s\S]*更新平台发票[\s\S]*修复成功/);

    // The repaired invoice in the inquiry: issued, with the disk's number.
    await page.getByRole('navigation').getByRole('link', { name: '发票查询', exact: true }).click();
    await page.getByRole('heading', { name: '发票查询' }).waitFor();
    await page.getByLabel('发票号码').fill(numberOf('RP0001'));
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const found = page.getByRole('grid', { name: '查询结果' }).getByRole('row').filter({ hasText: numberOf('RP0001') });
    await found.getByText('已开具', { exact: true }).waitFor();
    await page.context().close();
  });

  it("a provider's repair fails once with the server's reason and passes on the second attempt", async () => {
    const page = await onClock(browser, 'provider', '/service/newRepairList');
    await page.getByRole('heading', { name: '发票修复列表' }).waitFor();
    const grid = page.getByRole('grid', { name: '待修复发票' });
    // The demo failure on the provider's current disk (mocks/data/repair.ts failOnce).
    const flaky = seeded.find((i) => i.diskId === '661000000013' && i.failOnce);
    const row = grid.getByRole('row').filter({ hasText: flaky?.fphm ?? '' });
    await row.getByRole('button', { name: `修复发票 ${flaky?.fphm ?? ''}` }).click();
    await row.getByText('修复中', { exact: true }).waitFor();
    await page.clock.runFor(repairDuration('full') / 3);
    await row.getByText('修复失败', { exact: true }).waitFor();
    expect(await row.getByTitle(flaky?.failOnce ?? '').count()).toBe(1);
    await row.getByRole('button', { name: `修复发票 ${flaky?.fphm ?? ''}` }).click();
    await row.getByText('修复中', { exact: true }).waitFor();
    await page.clock.runFor(repairDuration('full'));
    await row.getByText('已修复', { exact: true }).waitFor();
    await page.context().close();
  });

  it("an agency reads a repaired invoice's operation record on its details page and opens the invoice", async () => {
    const page = await signedInPage(browser, 'agency', '/account/newRepairList');
    const grid = page.getByRole('grid', { name: '待修复发票' });
    // Repaired yesterday on the member's disk, which the agency serves (mocks/data/repair.ts).
    const repaired = grid.getByRole('row').filter({ hasText: numberOf('RP0004') });
    await repaired.getByText('已修复', { exact: true }).waitFor();
    await repaired.getByRole('button', { name: `发票 ${numberOf('RP0004')} 的操作记录` }).click();
    // The agency has no Operationrecord route: its details page shows the task's record.
    await page.waitForURL((url) => url.pathname === '/account/invoice/repair/RP0004' && url.searchParams.get('rid') === 'RT0002');
    await page.getByRole('heading', { name: '发票修复详情' }).waitFor();
    const record = page.getByRole('grid', { name: '任务 RT0002 的操作记录' });
    await record.getByText('修复成功', { exact: true }).waitFor();
    expect(await record.innerText()).toContain(`平台发票已更新为已开具（号码 ${numberOf('RP0004')}）`);
    await page.getByRole('button', { name: '查看发票' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/account/inquireDetails/') && url.pathname.endsWith(`/${numberOf('RP0004')}`));
    await page.getByText('已开具', { exact: true }).first().waitFor();
    await page.context().close();
  });
});
