import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// 开票审核 end to end (spec 01 §2 recording, reviewDetails/{applyId}; spec 02 §3.1 audit states), on the embedded
// backend's seeded queues (mocks/data/review.ts): SH000001 waits in review (a colleague's), SH000002 waits too (the
// member's own).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('invoice review', () => {
  it('a member opens a submission from the side navigation, sees it as it will print, passes it and finds the invoice issued', async () => {
    const page = await signedInPage(browser, 'member');
    try {
      await page.getByRole('navigation').getByRole('link', { name: '首页' }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: '开票审核' }).click();
      await page.getByRole('heading', { name: '开票审核' }).waitFor();
      const queue = page.getByRole('grid', { name: '审核列表' });
      const row = queue.getByRole('row').filter({ hasText: 'SH000001' });
      await row.filter({ hasText: '审核中' }).waitFor();
      const buyer = (await row.getByRole('gridcell').nth(2).innerText()).trim();
      await row.getByRole('button', { name: '审核 SH000001' }).click();

      await page.getByRole('heading', { name: '审核详情' }).waitFor();
      expect(new URL(page.url()).searchParams.get('applyId')).toBe('SH000001');
      // The invoice face: the buyer and the amount in words, as printed.
      await page.getByText(buyer).first().waitFor();
      await page.getByText('价税合计（大写）').waitFor();
      await page.getByRole('button', { name: '审核通过' }).click();
      const confirm = page.getByRole('alertdialog', { name: '审核通过' });
      await confirm.getByRole('button', { name: '通过并开具' }).click();
      // Issued through the issuing orders: the record links the invoice once it has its number.
      const open = page.getByRole('button', { name: /^查看发票 \d+/ });
      await open.waitFor();
      await open.click();
      await page.getByRole('heading', { name: '发票详情' }).waitFor();
      await page.getByText(buyer).first().waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('a member fails a submission: the reason is required, and then shows on the submission and in the queue', async () => {
    const page = await signedInPage(browser, 'member', '/member/recording?applyId=SH000002');
    try {
      await page.getByRole('heading', { name: '审核详情' }).waitFor();
      await page.getByRole('button', { name: '审核不通过' }).click();
      const dialog = page.getByRole('dialog', { name: '审核不通过' });
      await dialog.getByRole('button', { name: '确定不通过' }).click();
      await dialog.getByText('请填写不通过原因').waitFor();
      await dialog.getByLabel(/不通过原因/).fill('单价与合同不符，请修改后重新提交');
      await dialog.getByRole('button', { name: '确定不通过' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('审核不通过原因').waitFor();
      await page.getByText('单价与合同不符，请修改后重新提交').first().waitFor();

      await page.getByRole('button', { name: '返回审核列表' }).click();
      await page.getByRole('heading', { name: '开票审核' }).waitFor();
      await page.getByText('只看我提交的').click();
      await page.getByRole('checkbox', { name: '只看我提交的', checked: true }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: /审核状态/ }).click();
      await page.getByRole('option', { name: '审核不通过' }).click();
      await page.getByRole('button', { name: '审核不通过 审核状态' }).waitFor();
      // Sent from the keyboard: Enter in the keyword field searches.
      await page.getByRole('textbox', { name: '关键字' }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('auditState') === '111' && url.searchParams.get('mine') === '1');
      const row = page.getByRole('grid', { name: '审核列表' }).getByRole('row').filter({ hasText: 'SH000002' });
      await row.filter({ hasText: '单价与合同不符，请修改后重新提交' }).waitFor();
      expect(await row.count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it('an agency reviews on reviewDetails/{applyId}, reached from its menu', async () => {
    const page = await signedInPage(browser, 'agency');
    try {
      await page.getByRole('navigation').getByRole('link', { name: '首页' }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: '开票审核' }).click();
      await page.getByRole('heading', { name: '开票审核' }).waitFor();
      const first = page.getByRole('grid', { name: '审核列表' }).getByRole('button', { name: /^审核 SH/ }).first();
      const label = (await first.getAttribute('aria-label')) ?? '';
      await first.click();
      await page.waitForURL((url) => url.pathname === `/account/reviewDetails/${label.replace('审核 ', '')}`);
      await page.getByRole('heading', { name: '审核详情' }).waitFor();
      await page.getByRole('button', { name: '审核通过' }).waitFor();
      await page.getByRole('button', { name: '返回审核列表' }).click();
      await page.waitForURL((url) => url.pathname === '/account/recording');
    } finally {
      await page.context().close();
    }
  });
});
