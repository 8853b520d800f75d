import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// The agency header's robot-task panel (spec 01 §2, §4), in the assembled portal on the embedded backend.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the robot-task panel (agency)', () => {
  it("lists yesterday's tasks, exports them with progress then the file; the storage export shows 导出失败", async () => {
    const fresh = await signedInPage(browser, 'agency');
    const header = fresh.getByRole('banner');
    await header.getByRole('button', { name: '机器人任务' }).click();
    const panel = fresh.getByRole('dialog', { name: '机器人任务' });
    await panel.waitFor();
    const tasks = panel.getByRole('grid', { name: '全部任务' });
    // 14 seeded tasks today, 7 yesterday (aria-rowcount counts the header row)
    await expect.poll(() => tasks.getAttribute('aria-rowcount')).toBe('15');
    await panel.getByText('昨天', { exact: true }).click(); // the radio's label (the input is visually hidden)
    expect(await panel.getByRole('radio', { name: '昨天' }).isChecked()).toBe(true);
    await expect.poll(() => tasks.getAttribute('aria-rowcount')).toBe('8');
    await tasks.getByText('已完成').first().waitFor();

    // Export yesterday's tasks: the panel gives way to the progress dialog, which counts up, then downloads the file.
    const download = fresh.waitForEvent('download');
    await panel.getByRole('button', { name: '导出' }).click();
    const progress = fresh.getByRole('dialog', { name: /^导出机器人任务（\d{4}-\d{2}-\d{2}）$/ });
    await progress.waitFor();
    await progress.getByRole('button', { name: '隐藏' }).waitFor();
    await progress.getByText(/^已处理 \d+ \/ 7$/).waitFor();
    await progress.getByText('处理完成').waitFor();
    await progress.getByText('已处理 7 / 7').waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^机器人任务_\d{4}-\d{2}-\d{2}\.csv$/);
    await progress.getByText(`导出完成，已下载 ${file.suggestedFilename()}`).waitFor();
    await progress.getByRole('button', { name: '完成' }).click();
    await progress.waitFor({ state: 'detached' });

    // The storage statistics export is the demo's failing path: 导出失败 with the server's reason.
    await header.getByRole('button', { name: '机器人任务' }).click();
    await panel.getByRole('tab', { name: '暂存统计' }).click();
    await expect.poll(() => panel.getByRole('grid', { name: '暂存统计' }).getAttribute('aria-rowcount')).toBe('21');
    await panel.getByRole('button', { name: '导出' }).click();
    const failing = fresh.getByRole('dialog', { name: '导出暂存统计' });
    await failing.getByText('导出失败').waitFor();
    await failing.getByText('存储统计服务暂不可用，文件生成失败').waitFor();
    await fresh.context().close();
  });
});
