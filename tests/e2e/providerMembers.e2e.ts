import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { signedInPage } from './session';

// The provider's members and agencies end to end (docs/organisation/enterprises-members.md), on the embedded
// backend's seed (mocks/data/enterprises.ts): 50 members, the first 20 served by agencies (A0002 苏州启航 serves
// three), the rest by none; 8 agencies. A member is served by one agency (mocks/handlers/providerMembers.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The seed's last member (M0050, serviced by no agency): its account is unique among the members. */
const UNSERVED_ACCOUNT = '13700388031';

/** A description list's label -> value pairs as the user reads them (the label's colon left off). */
const described = (list: Locator) =>
  list.evaluate((dl) =>
    Object.fromEntries(
      [...dl.querySelectorAll('dt')].map((dt) => [(dt.textContent ?? '').trim().replace(/[：:]$/, ''), (dt.nextElementSibling?.textContent ?? '').trim()]),
    ),
  );

/** The cells' texts of each data row shown (the header row left off). */
const rowTexts = async (grid: Locator) => (await grid.getByRole('row').allInnerTexts()).slice(1);

/** The list's count as its pagination states it. */
const count = (page: Page) => page.getByRole('navigation', { name: '分页' }).getByText(/^共 \d+ 条$/);
const countOf = async (page: Page) => Number(/\d+/.exec(await count(page).innerText())?.[0]);

describe('会员列表', () => {
  it('the provider opens it from the side navigation, filters by status and keyword, and opens a member', async () => {
    const page = await signedInPage(browser, 'provider', '/service/home');
    try {
      await page.getByRole('navigation').getByRole('link', { name: '会员列表' }).click();
      await page.waitForURL((url) => url.pathname === '/service/memberList');
      await page.getByRole('heading', { level: 1, name: '会员列表' }).waitFor();
      const grid = page.getByRole('grid', { name: '会员', exact: true });
      await count(page).waitFor();
      const total = await countOf(page);
      expect(total).toBe(50);

      // By service status: every row shown has it, fewer than all.
      await page.getByRole('button', { name: /服务状态/ }).click();
      await page.getByRole('option', { name: '待绑定终端' }).click();
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await expect.poll(() => countOf(page)).toBeLessThan(total);
      const filtered = await countOf(page);
      expect(filtered).toBeGreaterThan(1);
      await expect.poll(async () => (await rowTexts(grid)).length).toBe(filtered);
      for (const text of await rowTexts(grid)) expect(text).toContain('待绑定终端');

      // Then by keyword as well (the first row's tax number): one row left.
      const first = grid.getByRole('row').nth(1);
      const cells = await first.getByRole('gridcell').allInnerTexts();
      const [account, name, taxerId, contact, phone] = cells.map((c) => c.trim());
      const agency = cells[7]?.trim() ?? '';
      await page.getByRole('textbox', { name: '关键字' }).fill(taxerId ?? '');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await expect.poll(() => countOf(page)).toBe(1);
      await expect.poll(async () => (await rowTexts(grid)).length).toBe(1);
      expect((await rowTexts(grid))[0]).toContain(name);

      await grid.getByRole('button', { name: `查看会员 ${name}` }).click();
      await page.waitForURL((url) => /^\/service\/memberInfo\/M\d{4}$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: '会员详情' }).waitFor();
      const info = page.getByRole('region', { name: '会员信息' }).locator('dl');
      await info.getByText(taxerId ?? '').waitFor();
      const shown = await described(info);
      expect(shown).toMatchObject({ 企业名称: name, 纳税人识别号: taxerId, 会员账号: account, 服务状态: '待绑定终端', 联系人: contact, 联系电话: phone, 代账机构: agency });
      await page.getByRole('grid', { name: '服务套餐' }).waitFor();
      await page.getByRole('grid', { name: '申请记录' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});

describe('代账机构列表', () => {
  it('the provider opens an agency, assigns it a member served by none, and sees the member among those it serves', async () => {
    const page = await signedInPage(browser, 'provider', '/service/home');
    try {
      await page.getByRole('navigation').getByRole('link', { name: '代账机构列表' }).click();
      await page.waitForURL((url) => url.pathname === '/service/agencyList');
      await page.getByRole('heading', { level: 1, name: '代账机构列表' }).waitFor();
      const list = page.getByRole('grid', { name: '代账机构', exact: true });
      const row = list.getByRole('row').filter({ hasText: '苏州启航财务咨询有限公司' });
      await row.waitFor();
      expect((await row.getByRole('gridcell').allInnerTexts()).map((c) => c.trim()).slice(0, 5)).toEqual([
        '苏州启航财务咨询有限公司',
        '91320500MA1P200002',
        '钱经理',
        '13700000002',
        '3',
      ]);

      await row.getByRole('button', { name: '查看 苏州启航财务咨询有限公司' }).click();
      await page.waitForURL((url) => url.pathname === '/service/agencyDetail/A0002');
      await page.getByRole('heading', { level: 1, name: '代账机构详情' }).waitFor();
      const basics = page.getByRole('region', { name: '机构信息' }).locator('dl');
      await basics.getByText('苏州启航财务咨询有限公司').waitFor();
      expect(await described(basics)).toMatchObject({ 机构名称: '苏州启航财务咨询有限公司', 纳税人识别号: '91320500MA1P200002', 地址: '苏州市工业园区星湖街328号' });
      await page.getByRole('heading', { name: '服务的会员（3）' }).waitFor();
      const served = page.getByRole('grid', { name: '服务的会员' });
      await expect.poll(async () => (await rowTexts(served)).length).toBe(3);

      await page.getByRole('button', { name: '分配会员' }).click();
      await page.waitForURL((url) => url.pathname === '/service/agencyAssign/A0002');
      await page.getByRole('heading', { level: 1, name: '代账机构分配' }).waitFor();
      await page.getByRole('heading', { name: '苏州启航财务咨询有限公司 服务的会员' }).waitFor();
      const chosen = page.getByRole('status').filter({ hasText: /^已选 \d+ 家$/ });
      await chosen.getByText('已选 3 家').waitFor();

      const choices = page.getByRole('grid', { name: '会员', exact: true });
      await page.getByRole('textbox', { name: '关键字' }).fill(UNSERVED_ACCOUNT);
      await expect.poll(async () => (await rowTexts(choices)).length).toBe(1);
      const candidate = choices.getByRole('row').nth(1);
      const [name, taxerId, account, current] = (await candidate.getByRole('gridcell').allInnerTexts()).map((c) => c.trim()).slice(1);
      expect(account).toBe(UNSERVED_ACCOUNT);
      expect(current).toBe('无');
      await candidate.getByRole('checkbox', { name: '选择此行' }).check();
      await chosen.getByText('已选 4 家').waitFor();
      await page.getByRole('button', { name: '保存分配' }).click();

      await page.waitForURL((url) => url.pathname === '/service/agencyDetail/A0002');
      // What stays is asserted (the message fades after seconds of the real clock, which a loaded machine can miss).
      await page.getByRole('heading', { name: '服务的会员（4）' }).waitFor();
      const added = page.getByRole('grid', { name: '服务的会员' }).getByRole('row').filter({ hasText: taxerId ?? '' });
      await added.waitFor();
      expect(await added.innerText()).toContain(name);

      // The member's own details now name the agency.
      await added.getByRole('button', { name: `查看会员 ${name}` }).click();
      await page.waitForURL((url) => url.pathname === '/service/memberInfo/M0050');
      const info = page.getByRole('region', { name: '会员信息' }).locator('dl');
      await info.getByText(taxerId ?? '').waitFor();
      expect((await described(info))['代账机构']).toBe('苏州启航财务咨询有限公司');
    } finally {
      await page.context().close();
    }
  });
});

describe('代账机构管理', () => {
  it('the provider adds an agency: a bad phone is refused at the field with nothing typed lost, then it is saved and listed', async () => {
    const page = await signedInPage(browser, 'provider', '/service/agencyList');
    try {
      await page.getByRole('heading', { level: 1, name: '代账机构列表' }).waitFor();
      await count(page).waitFor();
      expect(await countOf(page)).toBe(8);
      await page.getByRole('button', { name: '新增代账机构' }).click();
      await page.waitForURL((url) => url.pathname === '/service/agencyManage' && !url.searchParams.has('id'));
      const form = page.getByRole('form', { name: '新增代账机构' });
      await form.waitFor();

      const typed = {
        name: '上海端到端财税服务有限公司',
        taxerId: '91310115MA1K3YJ12X',
        contact: '测试员',
        address: '上海市浦东新区张江路99号',
      };
      const field = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
      await field('机构名称').fill(typed.name);
      await field('纳税人识别号').fill(typed.taxerId);
      await field('联系人').fill(typed.contact);
      const phone = field('联系电话');
      await phone.fill('1380013');
      await field('地址').fill(typed.address);
      let posted = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v1/enterprise/agency')) posted += 1;
      });
      await form.getByRole('button', { name: '保存' }).click();

      // Refused at the field: its message is the field's description, the focus is on it, nothing typed is lost.
      await form.getByText('手机号码不符合规范!').waitFor();
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      const description = await phone.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(description).toContain('手机号码不符合规范!');
      expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await phone.inputValue()).toBe('1380013');
      expect(await field('机构名称').inputValue()).toBe(typed.name);
      expect(await field('纳税人识别号').inputValue()).toBe(typed.taxerId);
      expect(await field('联系人').inputValue()).toBe(typed.contact);
      expect(await field('地址').inputValue()).toBe(typed.address);
      expect(posted).toBe(0);

      await phone.fill('13800138000');
      await form.getByText('手机号码不符合规范!').waitFor({ state: 'detached' });
      await form.getByRole('button', { name: '保存' }).click();
      await page.waitForURL((url) => /^\/service\/agencyDetail\/A\d{4}$/.test(url.pathname));
      await page.getByRole('heading', { level: 1, name: '代账机构详情' }).waitFor();
      const basics = page.getByRole('region', { name: '机构信息' }).locator('dl');
      await basics.getByText(typed.name).waitFor();
      expect(await described(basics)).toMatchObject({ 机构名称: typed.name, 纳税人识别号: typed.taxerId, 联系人: typed.contact, 联系电话: '13800138000', 地址: typed.address });
      await page.getByRole('heading', { name: '服务的会员（0）' }).waitFor();
      expect(posted).toBe(1);

      await page.getByRole('button', { name: '返回' }).click();
      await page.waitForURL((url) => url.pathname === '/service/agencyList');
      await expect.poll(() => countOf(page)).toBe(9);
      await page.getByRole('textbox', { name: '关键字' }).fill(typed.taxerId);
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await expect.poll(() => countOf(page)).toBe(1);
      const list = page.getByRole('grid', { name: '代账机构', exact: true });
      const row = list.getByRole('row').filter({ hasText: typed.name });
      await row.waitFor();
      expect((await row.getByRole('gridcell').allInnerTexts()).map((c) => c.trim()).slice(0, 5)).toEqual([typed.name, typed.taxerId, typed.contact, '13800138000', '0']);
    } finally {
      await page.context().close();
    }
  });
});
