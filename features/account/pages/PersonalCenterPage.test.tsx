import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../mocks/accounts';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// The personal centre and the WeChat subscription of the user menu, on the embedded backend.
withEmbeddedBackend();

async function openUserMenu(userName: string) {
  const user = userEvent.setup();
  const header = await screen.findByRole('banner');
  await user.click(await within(header).findByRole('button', { name: new RegExp(`^${userName}`) }));
  return { user, menu: await screen.findByRole('menu') };
}

/** The description list's value of a label. */
function valueOf(label: string): string {
  const term = screen.getByText(label);
  const cell = term.closest('dt')?.nextElementSibling ?? term.nextElementSibling;
  return cell?.textContent ?? '';
}

describe('personal centre', () => {
  it('signed out (a route without the sign-in flag) only points to sign-in, and the link routes there in the page', async () => {
    const { router } = renderPortal('/service/personalCenter');
    expect(await screen.findByText('登录后可查看个人中心')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '去登录' });
    const href = link.getAttribute('href');
    expect(href).toMatch(/Login$|^\/login$/);
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.location?.pathname).toBe(href));
  });

  it.each([
    ['member', '/member/v3Home', '/member/personalCenter', '企业用户', '企业登录（/login）'],
    ['agency', '/account/home', '/account/personalCenter', '代账机构', '代账登录（/accountLogin）'],
    ['provider', '/service/home', '/service/personalCenter', '服务商', '服务商登录（/serviceLogin）'],
    ['group', '/account/home', '/account/personalCenter', '集团用户', '集团登录（/groupLogin）'],
  ] as const)('%s: reached from the user menu, shows account, phone, role and entrance', async (name, home, path, role, entrance) => {
    const account = demoAccounts[name];
    const { router } = renderPortal(home, { session: demoSession(name) });
    const { user, menu } = await openUserMenu(account.userName);
    await user.click(within(menu).getByRole('menuitem', { name: '个人中心' }));
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeInTheDocument();
    expect(router.location?.pathname).toBe(path);
    await screen.findByRole('heading', { level: 2, name: '账号信息' });
    await waitFor(() => expect(valueOf('账号')).toBe(account.username));
    expect(valueOf('用户名')).toBe(account.userName);
    expect(valueOf('手机号')).toBe(`${account.phone.slice(0, 3)}****${account.phone.slice(7)}`);
    expect(valueOf('角色')).toBe(role);
    expect(valueOf('登录入口')).toBe(entrance);
  });

  it('opens the password change from the page', async () => {
    renderPortal('/member/personalCenter', { session: demoSession('member') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(within(dialog).getByLabelText(/手机号/)).toBeInTheDocument();
  });
});

describe('WeChat subscription (enterprise members only)', () => {
  it('opens its QR dialog from the user menu, named by the official account', async () => {
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const { user, menu } = await openUserMenu(demoAccounts.member.userName);
    await user.click(within(menu).getByRole('menuitem', { name: '微信订阅' }));
    const dialog = await screen.findByRole('dialog', { name: '微信订阅' });
    expect(await within(dialog).findByRole('img', { name: '票税通公众号订阅二维码' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('请使用微信扫码关注“票税通”公众号');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered to an agency', async () => {
    renderPortal('/account/home', { session: demoSession('agency') });
    const { menu } = await openUserMenu(demoAccounts.agency.userName);
    expect(within(menu).getByRole('menuitem', { name: '个人中心' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: '微信订阅' })).toBeNull();
  });
});
