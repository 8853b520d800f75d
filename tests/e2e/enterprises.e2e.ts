import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, sawText } from './browser';
import { signedInPage } from './session';

// Enterprises and the provider's members end to end (docs/organisation/enterprises-members.md), on the embedded
// backend's seed (mocks/data/enterprises.ts): the member's own enterprise, the agency's enterprises and staff, the
// provider's applications (SQ0001 and SQ0002 wait for review) and service packages (some end within 30 days).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('enterprises', () => {
  it('a member edits its enterprise: a bad phone is refused at the field with nothing typed lost, then the information is saved', async () => {
    const page = await signedInPage(browser, 'member', '/member/enterprise');
    try {
      await page.getByRole('heading', { name: '企业信息', exact: true }).waitFor();
      const list = page.getByRole('grid', { name: '我的企业' });
      await list.getByRole('button', { name: /^编辑 / }).first().click();
      await page.getByRole('heading', { name: '企业信息编辑' }).waitFor();

      const address = page.getByRole('textbox', { name: /^地址/ });
      const tel = page.getByRole('textbox', { name: /^电话/ });
      await address.fill('上海市浦东新区张江路99号');
      await tel.fill('021-12');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('电话号码格式有误，请输入区号-号码、手机号码或3到12位数字').waitFor();
      // Refused in the browser: nothing was sent, nothing typed is lost, the focus is on the wrong field.
      expect(await tel.inputValue()).toBe('021-12');
      expect(await address.inputValue()).toBe('上海市浦东新区张江路99号');
      expect(await tel.evaluate((el) => el === document.activeElement)).toBe(true);

      await tel.fill('021-58886666');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByRole('heading', { name: '企业详情' }).waitFor();
      await page.getByText('021-58886666').waitFor();
      await page.getByText('上海市浦东新区张江路99号').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('an agency adds an enterprise: a bad tax number is refused with the import message, a good one is added with its password sealed, then assigned', async () => {
    const page = await signedInPage(browser, 'agency', '/account/enterpriseManage');
    try {
      await page.getByRole('grid', { name: '企业列表' }).waitFor();
      await page.getByRole('button', { name: '新增企业' }).click();
      await page.getByRole('heading', { name: '添加企业' }).waitFor();

      await page.getByRole('textbox', { name: /^企业名称/ }).fill('上海端到端测试科技有限公司');
      const taxId = page.getByRole('textbox', { name: /^企业税号/ });
      await taxId.fill('91310115ma1k3yj12x');
      await page.getByRole('button', { name: /账号身份/ }).click();
      await page.getByRole('option', { name: '财务负责人', exact: true }).click();
      await page.getByRole('textbox', { name: /^登录账号/ }).fill('13800007777');
      await page.getByLabel(/^\*?登录密码/).fill('Secret#2024');
      await page.getByRole('textbox', { name: /^实名手机号/ }).fill('13900007777');
      await page.getByRole('button', { name: '添加企业' }).click();
      await page.getByText('企业税号有误', { exact: true }).waitFor();
      expect(await taxId.inputValue()).toBe('91310115ma1k3yj12x');

      await taxId.fill('91310115MA1K3YJ12X');
      const sent = page.waitForRequest((r) => r.url().includes('/v1/enterprise/manage') && r.method() === 'POST');
      await page.getByRole('button', { name: '添加企业' }).click();
      const body = JSON.parse((await sent).postData() ?? '{}') as { dlmm?: string };
      expect(body.dlmm).toMatch(/^v1\./);
      expect(JSON.stringify(body)).not.toContain('Secret#2024');

      // Back on the list, searched for the new enterprise: assigned to 李代账.
      await page.waitForURL((url) => url.pathname === '/account/enterpriseManage' && url.searchParams.get('key') === '91310115MA1K3YJ12X');
      const grid = page.getByRole('grid', { name: '企业列表' });
      const row = grid.getByRole('row').filter({ hasText: '上海端到端测试科技有限公司' });
      await row.filter({ hasText: '未分配' }).waitFor();
      await row.getByRole('button', { name: '分配 上海端到端测试科技有限公司' }).click();
      const dialog = page.getByRole('dialog', { name: /分配员工/ });
      await dialog.getByText('李代账', { exact: true }).click();
      await expect.poll(() => dialog.getByRole('checkbox', { name: '李代账' }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: '确定分配' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.filter({ hasText: '李代账' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('a provider approves one application, rejects another with a reason, and renews a service ending soon', async () => {
    const page = await signedInPage(browser, 'provider', '/service/checkList');
    try {
      await page.getByRole('heading', { name: '审核列表' }).waitFor();
      const list = page.getByRole('grid', { name: '申请' });
      await list.getByRole('button', { name: '审核 SQ0001' }).click();
      await page.getByRole('heading', { name: '审核详情' }).waitFor();
      await page.getByRole('button', { name: '审核通过' }).click();
      await page.getByRole('alertdialog', { name: '审核通过' }).getByRole('button', { name: '确定通过' }).click();
      await page.getByText('已通过', { exact: true }).waitFor();

      await page.getByRole('button', { name: '返回' }).click();
      await list.getByRole('button', { name: '审核 SQ0002' }).click();
      await page.getByRole('heading', { name: '审核详情' }).waitFor();
      await page.getByRole('button', { name: '驳回', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '驳回申请' });
      await dialog.getByRole('button', { name: '确定驳回' }).click();
      await dialog.getByText('请填写驳回原因').waitFor();
      await dialog.getByRole('textbox', { name: /驳回原因/ }).fill('营业执照照片不清晰，请重新上传');
      await dialog.getByRole('button', { name: '确定驳回' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('驳回原因：营业执照照片不清晰，请重新上传').waitFor();

      // 服务列表 from the side navigation: the packages due for renewal, one renewed by a year leaves them.
      await page.getByRole('navigation').getByRole('link', { name: '服务列表' }).click();
      await page.getByRole('heading', { name: '服务列表' }).waitFor();
      await page.getByText('只看30天内到期').click();
      await page.getByRole('button', { name: '查询', exact: true }).click();
      const services = page.getByRole('grid', { name: '服务' });
      const renew = services.getByRole('button', { name: /^续费 / }).first();
      await renew.waitFor();
      const name = ((await renew.getAttribute('aria-label')) ?? '').replace(/^续费 /, '');
      await renew.click();
      const renewal = page.getByRole('dialog', { name: `续费：${name}` });
      await renewal.getByRole('button', { name: '确认续费' }).click();
      await renewal.waitFor({ state: 'detached' });
      // a success message, shown 0.8 s
      await sawText(page, `${name} 已续费`);
      await services.getByRole('button', { name: `续费 ${name}` }).waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});
