import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { orgById } from '../../../mocks/data/organisation';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// The page check of NavigationGate (rules/permissions.ts; docs/organisation/staff-roles-departments.md): a permission
// taken from the role of a signed-in member takes effect on the member's next navigation, even where the answer for
// that page was cached a moment before; the side navigation, whose menu came before the change, then drops the page.
withEmbeddedBackend();

it('shows a page while its permission is granted, and 403 on the next navigation once the role lost it', async () => {
  const { router } = renderPortal('/account/invalid', { session: { ...demoSession('clerk'), outletId: 'OUT-003' } });
  expect(await screen.findByRole('heading', { name: '空白发票作废', level: 1 })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: '功能导航' });
  expect(await within(nav).findByRole('link', { name: /^空白发票作废/ })).toBeInTheDocument();
  act(() => router.navigate('/account/home'));
  expect(await screen.findByRole('heading', { name: '今日机器人任务' })).toBeInTheDocument();

  // The administrator takes 作废发票 from 开票员 (what 角色管理's save does on the server).
  const clerkRole = orgById('OUT-003')?.roles.find((r) => r.name === '开票员');
  if (!clerkRole) throw new Error('the seed has no 开票员');
  clerkRole.permCodes = clerkRole.permCodes.filter((code) => code !== 'invoice:void');

  act(() => router.navigate('/account/invalid'));
  expect(await screen.findByText('暂无访问权限！（403）')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '空白发票作废', level: 1 })).toBeNull();
  // the menu is asked again: the server leaves the page out now (mocks/menus.ts), and the 403 stays
  await waitFor(() => expect(within(nav).queryByRole('link', { name: /^空白发票作废/ })).toBeNull());
  expect(within(nav).getByRole('link', { name: /^正数发票开具/ })).toBeInTheDocument();
  expect(screen.getByText('暂无访问权限！（403）')).toBeInTheDocument();
});
