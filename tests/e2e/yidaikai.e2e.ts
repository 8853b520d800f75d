import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// 数电易代开 end to end (spec 01 §2 fullpower/yidaikai, fullpower/yidaikaiv2, yidikaiOrder; spec 02 §3.1 apply
// status): the demo tax bureau issues an application 5 s after it is made (mocks/data/review.ts DEMO_PROXY_ANSWER_MS),
// on the page's clock, which the test holds and moves on.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('proxy issuing', () => {
  it('a member applies (the form checks as it is sent), follows the application until issued and opens its invoice', async () => {
    const page = await signedInPage(browser, 'member');
    try {
      const start = Date.now();
      await page.clock.setFixedTime(start);
      await page.getByRole('navigation').getByRole('link', { name: '首页' }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: '数电易代开', exact: true }).click();
      await page.getByRole('heading', { name: '数电易代开' }).waitFor();
      const form = page.getByRole('form', { name: '代开申请' });
      await form.getByRole('button', { name: '提交申请' }).click();
      await form.getByText('此项为必填项').first().waitFor();

      await form.getByRole('textbox', { name: '购买方名称' }).fill('上海明远商贸有限公司');
      await form.getByRole('textbox', { name: '购买方纳税人识别号' }).fill('abc');
      await form.getByRole('textbox', { name: '项目名称' }).fill('咨询服务费');
      await form.getByRole('textbox', { name: '税收分类编码' }).fill('3040201990000000000');
      await form.getByRole('textbox', { name: '金额（不含税）' }).fill('1000');
      await form.getByRole('textbox', { name: '经办人姓名' }).fill('张会计');
      await form.getByRole('textbox', { name: '经办人手机号' }).fill('13800000001');
      await form.getByRole('button', { name: '提交申请' }).click();
      // What was typed stays; the bad tax ID says why.
      await form.getByText('纳税人识别号应为15、17、18或20位大写字母或数字').waitFor();
      expect(await form.getByRole('textbox', { name: '项目名称' }).inputValue()).toBe('咨询服务费');
      await form.getByRole('textbox', { name: '购买方纳税人识别号' }).fill('91310000MA1FL8XQ30');
      await form.getByText(/价税合计 ¥1,030\.00/).waitFor();
      await form.getByRole('button', { name: '提交申请' }).click();

      // The records: the new application is with the tax bureau until the clock passes its answer.
      await page.getByRole('tab', { name: '申请记录', selected: true }).waitFor();
      const grid = page.getByRole('grid', { name: '申请记录' });
      const row = grid.getByRole('row').filter({ hasText: '上海明远商贸有限公司' }).filter({ hasText: '1,030.00' }).first();
      await row.filter({ hasText: '申请中' }).waitFor();
      await page.clock.setFixedTime(start + 60_000);
      await row.filter({ hasText: '申请成功' }).waitFor();
      await row.getByRole('button', { name: /^查看发票（申请 DK\d+）$/ }).click();
      await page.getByRole('heading', { name: '发票详情' }).waitFor();
      await page.getByText('上海明远商贸有限公司').first().waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('an agency submits an unbound application again and voids a pending one; its orders page lists them', async () => {
    const page = await signedInPage(browser, 'agency');
    try {
      // The clock stands still (timers run): the resubmitted application stays 申请中 until the clock passes its
      // answer, which here it never does. On the real clock a loaded machine answered the list after those 5 s, and
      // the row went from 已解绑 straight to 申请成功.
      await page.clock.setFixedTime(Date.now());
      await page.getByRole('navigation').getByRole('link', { name: '首页' }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: /^数电易代开（新版）/ }).click();
      await page.getByRole('heading', { name: /^数电易代开/ }).waitFor();
      await page.getByRole('tab', { name: '申请记录' }).click();
      const grid = page.getByRole('grid', { name: '申请记录' });
      const unbound = grid.getByRole('row').filter({ hasText: 'DK000003' });
      await unbound.filter({ hasText: '已解绑' }).waitFor();
      await unbound.getByRole('button', { name: '重新提交申请 DK000003' }).click();
      await unbound.filter({ hasText: '申请中' }).waitFor();

      const pending = grid.getByRole('row').filter({ hasText: 'DK000004' });
      await pending.getByRole('button', { name: '作废申请 DK000004' }).click();
      await page.getByRole('alertdialog', { name: '作废代开申请' }).getByRole('button', { name: '作废' }).click();
      await pending.filter({ hasText: '已作废' }).waitFor();

      await page.getByRole('navigation').getByRole('link', { name: '数电易代开订单' }).click();
      await page.getByRole('heading', { name: '数电易代开订单' }).waitFor();
      await page.getByRole('grid', { name: '申请记录' }).getByRole('row').filter({ hasText: 'DK000004' }).filter({ hasText: '已作废' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
