import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoAccounts, type DemoAccountName } from '../../../mocks/accounts';
import { orgById } from '../../../mocks/data/organisation';
import { SEEDED_STAFF_PASSWORD } from '../../../mocks/staffAccounts';
import { renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import { loginThemeOf } from '../rules/loginTheme';


// Each test ends once its requests have settled: a page still loading when the next test reseeds the backend would
// get a 401 for its token, and the next test's 提示 alert would cover the form.
withEmbeddedBackend();

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form');
  await user.type(within(form).getByLabelText(/账号$/, { selector: 'input' }), username);
  await user.type(within(form).getByLabelText(/密码$/, { selector: 'input' }), password);
  await user.click(within(form).getByRole('button', { name: '登录' }));
  return user;
}

// (newmember and noterminal, the accounts without a current terminal, have their own tests: tests/e2e/newUser.e2e.ts)
const homes: Record<Exclude<DemoAccountName, 'newmember' | 'noterminal'>, { path: string; heading: string; theme: string }> = {
  member: { path: '/member/v3Home', heading: '最近开票', theme: 'member' },
  provider: { path: '/service/home', heading: '最近开票', theme: 'provider' },
  agency: { path: '/account/home', heading: '今日机器人任务', theme: 'agency' },
  group: { path: '/account/home', heading: '今日机器人任务', theme: 'group' },
  branch: { path: '/account/home', heading: '今日机器人任务', theme: 'branch' },
  // the agency's staff member in a restricted role (mocks/data/organisation.ts)
  clerk: { path: '/account/home', heading: '今日机器人任务', theme: 'agency' },
};

describe('sign-in', () => {
  it.each(Object.keys(homes) as (keyof typeof homes)[])('signs %s in through its entrance and lands on its home with real content', async (name) => {
    const account = demoAccounts[name];
    const home = homes[name];
    const { where, store } = renderPortal(account.entrance);
    expect((await screen.findByRole('form')).closest('[data-login-theme]')).toHaveAttribute('data-login-theme', home.theme);
    await signIn(account.username, account.password);
    await waitFor(() => expect(where()).toMatch(new RegExp(`^${home.path}`)));
    expect(await screen.findByRole('heading', { name: home.heading })).toBeInTheDocument();
    // the current terminal, from the backend
    const terminal = await screen.findByRole('region', { name: '当前终端' });
    await within(terminal).findByText('税盘编号');
    expect(store.getState().session).toMatchObject({ roleType: account.roleType, rememberedEntrance: account.entrance, userName: account.userName });
    // the header with the user's name
    expect(await screen.findByRole('button', { name: new RegExp(account.userName) })).toBeInTheDocument();
  });

  it('shows the server message for a wrong password, keeps what was typed, and the button is usable again', async () => {
    renderPortal('/accountLogin');
    await signIn('agency', 'wrong-password');
    // inside the page's own danger Alert, announced at once
    expect((await screen.findByText('用户名或密码错误')).closest('[role="alert"]')).toHaveAttribute('data-tone', 'danger');
    const form = screen.getByRole('form');
    expect(within(form).getByLabelText(/账号$/, { selector: 'input' })).toHaveValue('agency');
    expect(within(form).getByLabelText(/密码$/, { selector: 'input' })).toHaveValue('wrong-password');
    expect(within(form).getByRole('button', { name: '登录' })).not.toHaveAttribute('aria-busy', 'true');
    // no 提示 alert covers the form: the page shows the message itself
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says in the portal's words that a disabled staff account cannot sign in", async () => {
    // a seeded staff member of the agency that its administrator disabled (mocks/data/organisation.ts: every sixth)
    const disabled = orgById('OUT-003')?.staff.find((s) => s.status === 0);
    if (!disabled) throw new Error('the seed has no disabled staff member');
    renderPortal('/accountLogin');
    await signIn(disabled.account, SEEDED_STAFF_PASSWORD);
    expect((await screen.findByText('账号已停用，请联系管理员')).closest('[role="alert"]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('form')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    renderPortal('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('brings a deep link through sign-in to the page asked for', async () => {
    const { where } = renderPortal('/member/inquire');
    await waitFor(() => expect(where()).toBe('/accountLogin?redirect=%2Fmember%2Finquire'));
    await signIn(demoAccounts.member.username, demoAccounts.member.password);
    await waitFor(() => expect(where()).toMatch(/^\/member\/inquire(\?|$)/));
    expect(await screen.findByText(/^共 \d+ 张$/)).toBeInTheDocument();
  });
});

describe('loginThemeOf', () => {
  it.each([
    ['/login', '', 'member'],
    ['/12/login', '', 'member'],
    ['/insideLogin', '', 'member'],
    ['/channel/login', '', 'member'],
    ['/serviceLogin', '', 'provider'],
    ['/serviceLOgin', '', 'provider'],
    ['/7/serviceLogin', '', 'provider'],
    ['/shortcutsLogin', '', 'provider'],
    ['/accountLogin', '', 'agency'],
    ['/agencyLogin', '', 'agency'],
    ['/7/agencyLogin', '', 'agency'],
    ['/groupLogin', '', 'group'],
    ['/branchLogin', '', 'branch'],
    ['/channel/bind', '?acct_type=1', 'member'],
    ['/channel/bind', '?acct_type=2', 'agency'],
    ['/channel/bind', '?acct_type=3', 'provider'],
    ['/channel/bind', '', 'member'],
  ])('%s%s wears the %s theme', (path, search, theme) => {
    expect(loginThemeOf(path, search)).toBe(theme);
  });
});
