import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { SESSION_STORAGE_KEY } from '../../platform/session';
import { orderStatusReceived, selectPush } from '../../platform/push';
import { LANGUAGE_STORAGE_KEY } from '../../platform/i18n/language';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../tests/support/renderPortal';


withEmbeddedBackend();


async function openUserMenu(userName: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(userName) }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('the signed-in frame wears the account’s theme', () => {
  it.each([
    ['member', '/member/v3Home', 'member'],
    ['agency', '/account/home', 'agency'],
    ['provider', '/service/home', 'provider'],
    ['group', '/account/home', 'group'],
    ['branch', '/account/home', 'branch'],
  ] as const)('%s at %s: the %s theme', async (account, home, theme) => {
    renderPortal(home, { session: demoSession(account) });
    // hidden: the theme is the question here, also while a prompt of the page is open over the frame
    const header = await screen.findByRole('banner', { hidden: true });
    expect(header.closest('[data-role-theme]')).toHaveAttribute('data-role-theme', theme);
    expect(document.documentElement).toHaveAttribute('data-role-theme', theme);
  });
});

describe('Shell header (spec 01 §2)', () => {
  it('shows the terminal, help centre and customer service for a member, no client download', async () => {
    vi.stubEnv('VITE_SERVICE_HOTLINE', '400-820-8820');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: '切换终端' })).toBeInTheDocument();
    await waitFor(() => expect(within(header).queryByText(/未选择终端/)).toBeNull());
    expect(within(header).getByRole('link', { name: '帮助中心' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /联系客服/ })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /客户端下载/ })).toBeNull();
  });

  it('shows the client download for an agency, without help centre or customer service', async () => {
    renderPortal('/account/home', { session: demoSession('agency') });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: /客户端下载/ })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: '帮助中心' })).toBeNull();
    expect(within(header).queryByRole('button', { name: /联系客服/ })).toBeNull();
  });

  it('renders no header on a route flagged without one (/qdjfy)', async () => {
    renderPortal('/qdjfy', { session: demoSession('member') });
    expect(await screen.findByRole('heading', { name: '全电缴费页' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('switches the language from the user menu: the header changes and the choice persists', async () => {
    const first = renderPortal('/member/v3Home', { session: demoSession('member') });
    const { user, menu } = await openUserMenu(demoAccounts.member.userName);
    expect(within(menu).getByRole('menuitem', { name: '微信订阅' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Switch terminal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    first.unmount();

    // a new visit starts in English
    renderPortal('/member/v3Home', { session: demoSession('member') });
    expect(await screen.findByRole('button', { name: 'Switch terminal' })).toBeInTheDocument();
    const again = await openUserMenu(demoAccounts.member.userName);
    await again.user.click(within(again.menu).getByRole('menuitem', { name: '中文' }));
    expect(await screen.findByRole('button', { name: '切换终端' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('offers no subscription to a provider', async () => {
    renderPortal('/service/home', { session: demoSession('provider') });
    const { menu } = await openUserMenu(demoAccounts.provider.userName);
    expect(within(menu).getByRole('menuitem', { name: '修改密码' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: '微信订阅' })).toBeNull();
  });

  it('signs out: local storage is cleared (entrance and language kept) and the user is at the stored entrance', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-CN');
    const { where, store } = renderPortal('/service/home', { session: demoSession('provider') });
    await screen.findByRole('banner');
    localStorage.setItem('some.cache', 'x');
    const { user, menu } = await openUserMenu(demoAccounts.provider.userName);
    await user.click(within(menu).getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(where()).toBe('/serviceLogin'));
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem('some.cache')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBeNull();
    expect(await screen.findByRole('form', { name: '服务商登录' })).toBeInTheDocument();
  });

  it('changes the password: rules checked first, then signed out to the entrance', async () => {
    const { where } = renderPortal('/member/v3Home', { session: demoSession('member') });
    const { user, menu } = await openUserMenu(demoAccounts.member.userName);
    await user.click(within(menu).getByRole('menuitem', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(within(dialog).getByDisplayValue(demoAccounts.member.phone)).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('验证码不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('新密码不能为空')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await user.type(within(dialog).getByLabelText(/验证码$/, { selector: 'input' }), '123456');
    await user.type(within(dialog).getByLabelText(/新密码$/, { selector: 'input' }), 'Abcdef12');
    await user.type(within(dialog).getByLabelText(/确认密码$/, { selector: 'input' }), 'Abcdef12');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(where()).toBe('/login'));
  });

  it('shows the issuing-task notification of an order push (non-role-1 users, spec 01 §4)', async () => {
    const { store } = renderPortal('/account/home', { session: demoSession('agency') });
    await screen.findByRole('button', { name: /客户端下载/ });
    // an order push arrives once the push channel is open
    await waitFor(() => expect(selectPush(store.getState()).status).toBe('open'));
    act(() => {
      store.dispatch(orderStatusReceived({ message: { xfmc: '上海测试有限公司', fplxdm: '82', ddzt: '0', pendOrderCount: 2 }, notify: true, receivedAt: Date.now() }));
    });
    // shown twice: the visible bubble and the live region that announces it
    const [shown] = await screen.findAllByText(/【上海测试有限公司】开票订单状态：已开具/);
    expect(shown).toHaveTextContent('待处理订单 2 个');
  });
});
