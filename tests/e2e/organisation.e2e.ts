import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../features/invoices/api';
import { detailsPath } from '../../features/invoices/rules/paths';
import { voidRefusal } from '../../features/invoices/rules/void';
import { demoAccounts } from '../../mocks/accounts';
import { createSeed } from '../../mocks/seed';
import { launch, newPage, sawText } from './browser';
import { signedInPage, signIn } from './session';

// The organisation behind an agency and a provider (docs/organisation/staff-roles-departments.md): staff accounts,
// who sign in through their organisation's entrance, roles and the permissions they grant (enforced through
// /v2/auth/v2/perm/check and the menu the server leaves them), departments and outlets. The seed
// (mocks/data/organisation.ts) gives the agency 7 departments and 21 staff; its demo staff member `clerk` is a 开票员.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: '功能导航' });

/** Signs the signed-in user out through the user menu (named by the user's name), back to the entrance. */
async function signOut(page: Page, userName: string, entrance = '/accountLogin'): Promise<void> {
  await page.getByRole('button', { name: userName }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.waitForURL((url) => url.pathname === entrance);
}

/** Opens the agency's staff list and finds one account's row by the keyword (the list is virtualised). */
async function staffRow(page: Page, account: string) {
  const grid = page.getByRole('grid', { name: '账号列表' });
  await grid.getByText('agency', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: '关键词' }).fill(account);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page.getByText('共 1 个账号').waitFor();
  return grid.getByRole('row').filter({ hasText: account });
}

/**
 * Opens 新增账号 and fills it: account, name, department 开票中心, the role, the password twice, and the first
 * enterprise it may serve by keyboard (Space on the focused box). Returns the dialog, not yet saved.
 */
async function fillNewAccount(page: Page, fields: { account: string; name: string; role: string; password: string }) {
  await page.getByRole('button', { name: '新增账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增账号' });
  await dialog.getByRole('textbox', { name: /^账号/ }).fill(fields.account);
  await dialog.getByRole('textbox', { name: /^姓名/ }).fill(fields.name);
  await dialog.getByRole('button', { name: /部门/ }).click();
  await page.getByRole('option', { name: '开票中心' }).click();
  await dialog.getByRole('button', { name: /角色/ }).click();
  await page.getByRole('option', { name: fields.role }).click();
  await dialog.getByLabel(/初始密码/).fill(fields.password);
  await dialog.getByLabel(/确认密码/).fill(fields.password);
  await dialog.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await dialog.getByText('可服务企业（已选 1 家）').waitFor();
  return dialog;
}

describe('staff accounts', () => {
  it('an agency adds a staff member from the side navigation, disables one and resets a password', async () => {
    const page = await signedInPage(browser, 'agency', '/account/website');
    await nav(page).getByRole('link', { name: /^账号列表/ }).click();
    await page.getByRole('heading', { name: '账号列表', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: '账号列表' });
    await grid.getByText('agency', { exact: true }).waitFor();
    await page.getByText('共 21 个账号').waitFor();

    // Add: a mistake is said at its field and kept, then the account is added.
    const dialog = await fillNewAccount(page, { account: '1zhaoliu', name: '赵六', role: '开票员', password: 'abcdefgh' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('账号须为4-20位字母、数字或下划线，以字母开头').waitFor();
    await dialog.getByText('密码强度太弱，需包含数字、小写字母、大写字母、符号中的至少两种').waitFor();
    expect(await dialog.getByRole('textbox', { name: /^账号/ }).inputValue()).toBe('1zhaoliu');
    await dialog.getByRole('textbox', { name: /^账号/ }).fill('zhaoliu01');
    await dialog.getByLabel(/初始密码/).fill('Abcd1234');
    await dialog.getByLabel(/确认密码/).fill('Abcd1234');
    await dialog.getByRole('button', { name: '保存' }).click();
    await sawText(page, '已添加账号 赵六');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('共 22 个账号').waitFor();
    // found by its account (the list holds every account: the last rows are rendered when scrolled to)
    await page.getByRole('textbox', { name: '关键词' }).fill('zhaoliu');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('共 1 个账号').waitFor();
    const row = grid.getByRole('row').filter({ hasText: 'zhaoliu01' });
    await row.getByText('开票中心').waitFor();

    // Disable it, after a confirm.
    await row.getByRole('button', { name: '停用 赵六' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
    await sawText(page, '已停用 赵六');
    await row.getByRole('button', { name: '启用 赵六' }).waitFor();

    // Reset a password by the password rules.
    await row.getByRole('button', { name: '重置密码：赵六' }).click();
    const reset = page.getByRole('dialog', { name: /^重置密码：赵六/ });
    await reset.getByLabel(/新密码/).fill('Abcd1234');
    await reset.getByLabel(/确认密码/).fill('Abcd12345');
    await reset.getByRole('button', { name: '重置' }).click();
    await reset.getByText('两次输入密码不一致!').waitFor();
    await reset.getByLabel(/确认密码/).fill('Abcd1234');
    await reset.getByRole('button', { name: '重置' }).click();
    await sawText(page, '已重置 赵六 的密码');
    await page.context().close();
  });

  it("a provider's staff and outlets: its accounts page and its outlet tree", async () => {
    const page = await signedInPage(browser, 'provider', '/service/userInformation');
    await page.getByRole('grid', { name: '账号列表' }).getByText('provider', { exact: true }).waitFor();
    await nav(page).getByRole('link', { name: /^网点管理/ }).click();
    const tree = page.getByRole('treegrid', { name: '网点结构' });
    await tree.getByRole('row', { name: /张江服务点/ }).waitFor();
    await page.context().close();
  });
});

describe('roles and permissions', () => {
  it('the administrator creates a role and takes voiding from 开票员; the clerk then finds voiding disabled with its reason and the void page forbidden', async () => {
    const page = await signedInPage(browser, 'agency', '/account/role');
    const roles = page.getByRole('grid', { name: '角色列表' });
    await roles.getByText('开票员').waitFor();

    // A new role starts from the default permissions.
    await page.getByRole('button', { name: '新建角色' }).click();
    await page.getByRole('textbox', { name: /^角色名称/ }).fill('复核员');
    await page.getByRole('button', { name: '创建角色' }).click();
    await sawText(page, '已创建角色 复核员');
    await roles.getByText('复核员').waitFor();

    // 开票员 loses 作废发票.
    await roles.getByRole('button', { name: '权限设置：开票员' }).click();
    const tree = page.getByRole('treegrid', { name: '开票员 的权限' });
    const voidRow = tree.getByRole('row', { name: /作废发票/ });
    await expect.poll(() => voidRow.getAttribute('aria-selected')).toBe('true');
    await voidRow.click();
    await expect.poll(() => voidRow.getAttribute('aria-selected')).toBe('false');
    // its group is now partly checked
    await expect.poll(() => tree.getByRole('row', { name: '发票业务' }).getByRole('checkbox').evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await page.getByRole('button', { name: '保存权限' }).click();
    await sawText(page, '已保存角色 开票员，其成员下次打开页面时生效');

    // The clerk signs in on this browser (the embedded backend's data is this browser's).
    await page.getByRole('button', { name: demoAccounts.agency.userName }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/accountLogin');
    await signIn(page, 'clerk');

    // An issued paper invoice of this month on the clerk's terminal: voiding is disabled, with the reason.
    const seed = createSeed();
    const paper = seed.orders.find((o) => o.diskId === '661000000001' && voidRefusal(o, new Date()) === null) as Order;
    await page.goto(detailsPath('account', paper));
    const voidButton = page.getByRole('button', { name: '作废发票' });
    await page.getByText('当前角色没有「作废发票」权限，请联系管理员开通').waitFor();
    expect(await voidButton.isDisabled()).toBe(true);
    expect(await voidButton.getAttribute('aria-describedby')).toBe('void-permission');
    // Other actions of the role stay: the red-letter and download actions are enabled.
    expect(await page.getByRole('button', { name: '下载PDF' }).isDisabled()).toBe(false);

    // Pages it forbids are not offered (the clerk's menu came after the change) and show 403 when typed: the
    // blank-void page and the staff pages.
    await nav(page).getByRole('link', { name: /^红字发票开具/ }).waitFor();
    expect(await nav(page).getByRole('link', { name: /^空白发票作废/ }).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: /^账号列表/ }).count()).toBe(0);
    await page.goto('/account/invalid');
    await page.getByText('暂无访问权限！（403）').waitFor();
    await page.goto('/account/accountList');
    await page.getByText('暂无访问权限！（403）').waitFor();
    await page.context().close();
  });

  it('a staff member the administrator adds signs in at /accountLogin and is offered only what its role allows; disabled, it cannot sign in again', async () => {
    const page = await signedInPage(browser, 'agency', '/account/accountList');
    await page.getByRole('grid', { name: '账号列表' }).getByText('agency', { exact: true }).waitFor();

    // 钱七, an 审计员 (exports invoices only), serving the agency's first enterprise.
    const dialog = await fillNewAccount(page, { account: 'qianqi01', name: '钱七', role: '审计员', password: 'Audit#2024' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await sawText(page, '已添加账号 钱七');
    await dialog.waitFor({ state: 'detached' });

    // 钱七 signs in through the agency's entrance with the password given.
    await signOut(page, demoAccounts.agency.userName);
    const qianqi = { username: 'qianqi01', password: 'Audit#2024', entrance: '/accountLogin' };
    await signIn(page, qianqi);
    await page.waitForURL((url) => url.pathname === '/account/home');
    await page.getByRole('button', { name: '钱七' }).waitFor();
    // A new account has no default terminal yet (spec 01 §2): the first of its enterprise's terminals.
    const noDefault = page.getByRole('alertdialog').filter({ hasText: '当前账号未设置默认终端，请设置' });
    await noDefault.getByRole('button', { name: '设置列表第一个终端' }).click();
    await noDefault.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('region', { name: '当前终端' }).textContent()).toContain('661000000001');

    // The side navigation offers what the role allows (the terminal's invoices, to look up and export) and none of
    // the pages it forbids: issuing, voiding, the organisation's pages.
    await nav(page).getByRole('link', { name: /^发票查询/ }).waitFor();
    const offered = await nav(page).getByRole('link').allTextContents();
    expect(offered.filter((name) => /^(正数发票开具|负数发票开具|批量开票|空白发票作废|数电发票开具|数电负数发票开具|数电批量开票|账号列表|角色管理|部门管理)/.test(name))).toEqual([]);
    expect(offered.some((name) => name.startsWith('红字发票开具'))).toBe(true);
    expect(await nav(page).getByRole('button', { name: /^机构管理/ }).count()).toBe(0);
    // A forbidden page typed in the address is still refused.
    await page.goto('/account/accountList');
    await page.getByText('暂无访问权限！（403）').waitFor();

    // The administrator disables 钱七: the next sign-in is refused, and says why.
    await signOut(page, '钱七');
    await signIn(page, 'agency');
    await nav(page).getByRole('link', { name: /^账号列表/ }).click();
    const row = await staffRow(page, 'qianqi01');
    await row.getByRole('button', { name: '停用 钱七' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
    await sawText(page, '已停用 钱七');
    await signOut(page, demoAccounts.agency.userName);
    await signIn(page, qianqi, { stay: true });
    await page.getByRole('alert').filter({ hasText: '账号已停用，请联系管理员' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accountLogin');
    await page.context().close();
  });
});

describe('departments', () => {
  it('an agency adds, renames and moves a department, and is refused removing a non-empty one', async () => {
    const page = await signedInPage(browser, 'agency', '/account/website');
    const tree = page.getByRole('treegrid', { name: '部门结构' });
    const row = (name: string) => tree.getByRole('row', { name: new RegExp(`^${name}`) });
    await row('财务一部').click();

    await page.getByRole('button', { name: '新增下级部门' }).click();
    const add = page.getByRole('dialog', { name: '在「财务一部」下新增部门' });
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByText('请输入部门名称').waitFor();
    await add.getByRole('textbox', { name: /^部门名称/ }).fill('三组');
    await add.getByRole('button', { name: '确定' }).click();
    await sawText(page, '已添加 三组');
    await page.getByRole('heading', { name: '上海信达财税代理有限公司 / 财务一部 / 三组' }).waitFor();

    await page.getByRole('button', { name: '重命名' }).click();
    const rename = page.getByRole('dialog', { name: '重命名「三组」' });
    await rename.getByRole('textbox', { name: /^部门名称/ }).fill('税务三组');
    await rename.getByRole('button', { name: '确定' }).click();
    await sawText(page, '已重命名为 税务三组');

    await page.getByRole('button', { name: '移动' }).click();
    const move = page.getByRole('dialog', { name: '移动「税务三组」' });
    await move.getByRole('button', { name: /移到哪个部门之下/ }).click();
    await page.getByRole('option', { name: '财务二部' }).click();
    await move.getByRole('button', { name: '确定' }).click();
    await sawText(page, '已移动 税务三组，其员工和企业随之移动');
    await page.getByRole('heading', { name: '上海信达财税代理有限公司 / 财务二部 / 税务三组' }).waitFor();

    // 财务一部 still holds its groups, staff and enterprises: refused, with what it holds.
    await row('财务一部').click();
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '删除部门' }).getByRole('button', { name: '确定' }).click();
    await page.getByText(/「财务一部」不是空部门（还有下级部门 2 个、员工 \d+ 名、企业 \d+ 家），请先移走后再删除/).waitFor();
    await row('财务一部').waitFor();
    await page.context().close();
  });
});

describe('找回密码 for staff', () => {
  /** Fills /forgetPwd (spec 02 §7.2): the phone, its SMS code, the new password twice. */
  async function resetByPhone(page: Page, phone: string, password: string): Promise<void> {
    const form = page.getByRole('form', { name: '忘记密码' });
    await form.getByLabel(/手机号$/).fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByRole('button', { name: '获取验证码' }).waitFor({ state: 'detached' });
    await form.getByLabel(/验证码$/).fill('123456');
    await form.getByLabel(/新密码$/).fill(password);
    await form.getByLabel(/确认密码$/).fill(password);
    await form.getByRole('button', { name: '重置密码' }).click();
  }

  it("a seeded staff member resets the password with the staff account's phone and signs in with it; an unknown phone is told so", async () => {
    const page = await newPage(browser);
    await page.goto('/forgetPwd');
    // A phone that belongs to no account: the server's words in the 提示 alert, the page stays.
    const form = page.getByRole('form', { name: '忘记密码' });
    await form.getByLabel(/手机号$/).fill('13912345678');
    await form.getByRole('button', { name: '获取验证码' }).click();
    const alert = page.getByRole('alertdialog', { name: '提示' });
    await alert.getByText('该手机号未注册').waitFor();
    await alert.getByRole('button').first().click();
    await form.getByLabel(/手机号$/).fill('');

    // staff301 (赵丽娟, the agency's 开票员, phone 13931000000 in mocks/data/organisation.ts) sets a new password.
    await resetByPhone(page, '13931000000', 'Reset#2026');
    await sawText(page, '密码修改成功!');
    await page.waitForURL((url) => url.pathname === '/accountLogin');
    // The seeded password no longer opens the account; the new one does.
    await signIn(page, { username: 'staff301', password: 'Staff@2024', entrance: '/accountLogin' }, { stay: true });
    await page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    await signIn(page, { username: 'staff301', password: 'Reset#2026', entrance: '/accountLogin' });
    await page.getByRole('button', { name: '赵丽娟' }).waitFor();
    await page.context().close();
  });
});

describe('the administrator role', () => {
  it('a 人事专员 holding 账号管理 is not offered the 管理员 role, and is told why', async () => {
    const page = await signedInPage(browser, 'agency', '/account/accountList');
    await page.getByRole('grid', { name: '账号列表' }).getByText('agency', { exact: true }).waitFor();
    // The administrator is offered every role, 管理员 included, and is told nothing.
    await page.getByRole('button', { name: '新增账号' }).click();
    let dialog = page.getByRole('dialog', { name: '新增账号' });
    await dialog.getByRole('textbox', { name: /^账号/ }).fill('sunhr01');
    await dialog.getByRole('textbox', { name: /^姓名/ }).fill('孙人事');
    await dialog.getByRole('button', { name: /部门/ }).click();
    await page.getByRole('option', { name: '开票中心' }).click();
    await dialog.getByRole('button', { name: /角色/ }).click();
    expect(await page.getByRole('option', { name: '管理员' }).getAttribute('aria-disabled')).toBeNull();
    await page.getByRole('option', { name: '人事专员' }).click();
    expect(await dialog.getByText('只有管理员可以授予、收回或修改管理员角色及其权限').count()).toBe(0);
    await dialog.getByLabel(/初始密码/).fill('People#2024');
    await dialog.getByLabel(/确认密码/).fill('People#2024');
    await dialog.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await dialog.getByText('可服务企业（已选 1 家）').waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();
    await sawText(page, '已添加账号 孙人事');
    await dialog.waitFor({ state: 'detached' });

    // 孙人事 signs in and opens 账号列表 (its role grants 账号管理).
    await signOut(page, demoAccounts.agency.userName);
    await signIn(page, { username: 'sunhr01', password: 'People#2024', entrance: '/accountLogin' });
    const noDefault = page.getByRole('alertdialog').filter({ hasText: '当前账号未设置默认终端，请设置' });
    await noDefault.getByRole('button', { name: '设置列表第一个终端' }).click();
    await noDefault.waitFor({ state: 'hidden' });
    await nav(page).getByRole('link', { name: /^账号列表/ }).click();
    await page.getByRole('grid', { name: '账号列表' }).getByText('agency', { exact: true }).waitFor();
    await page.getByRole('button', { name: '新增账号' }).click();
    dialog = page.getByRole('dialog', { name: '新增账号' });
    // The role field says why 管理员 is not offered, and the option cannot be chosen.
    await dialog.getByText('只有管理员可以授予、收回或修改管理员角色及其权限').waitFor();
    await dialog.getByRole('button', { name: /角色/ }).click();
    expect(await page.getByRole('option', { name: '管理员' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: '开票员' }).waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });
});
