import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { menuFor, type MenuRole, type MenuTerminalKind } from '../../../mocks/menus';
import { attachApi } from '../../../platform/api/attachApi';
import type { PortalRoute } from '../../../platform/routing';
import { initialSessionState } from '../../../platform/session';
import { createStore } from '../../../platform/store';
import type { RouteLookup } from '../rules';
import { SideNavigation } from './SideNavigation';
import { routeLookup } from '../../../tests/support/routeLookup';

// The side navigation of each area on the embedded backend's menus (MSW), in the area's theme, with the app's route
// lookup (its route tables and page registry): entries whose page is built are links without 暂未开放.
const lookup: RouteLookup = routeLookup;

const areas = {
  member: { role: 1, uid: 'U1001', current: '/member/positive', id: 'member.positive' },
  agency: { role: 3, uid: 'U3001', current: '/account/inquire', id: 'account.inquire' },
  provider: { role: 2, uid: 'U2001', current: '/service/memberList', id: 'service.memberList' },
} as const;
type AreaName = keyof typeof areas;

function Frame({ area, children }: { area: AreaName; children: ReactNode }) {
  const [store] = useState(() => {
    const { role, uid } = areas[area];
    const s = createStore({ session: { ...initialSessionState, token: 'story-token', uid, roleType: role, diskId: '661000000001' }, persist: false });
    attachApi(s);
    return s;
  });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[areas[area].current]}>
        <div style={{ display: 'flex', height: 560 }}>{children}</div>
      </MemoryRouter>
    </Provider>
  );
}

function Navigation({ area }: { area: AreaName }) {
  const { current, id } = areas[area];
  const route = { id, path: current, area: 'member', roleSign: 1, requiresAuth: true, titleKey: '', page: 'notBuilt' } as PortalRoute;
  return (
    <Frame area={area}>
      <SideNavigation route={route} lookup={lookup} storageKey={`story.navCollapsed.${area}`} />
    </Frame>
  );
}

const menuHandler = (role: MenuRole, kind: MenuTerminalKind) => http.get('*/v2/auth/v2/nav', () => HttpResponse.json({ code: 0, msg: 'success', data: menuFor(role, kind) }));

const meta = {
  title: 'Product/SideNavigation',
  component: Navigation,
  args: { area: 'member' },
  beforeEach: () => {
    localStorage.removeItem('story.navCollapsed.member');
  },
} satisfies Meta<typeof Navigation>;
export default meta;
type Story = StoryObj<typeof meta>;

async function nav(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const tree = await canvas.findByRole('list', { name: '功能导航' });
  return { canvas, tree: within(tree) };
}

/** The member's menu for a tax disk: paper and electronic pages, the current page marked; every entry's page is built. */
export const Member: Story = {
  globals: { role: 'member' },
  parameters: { msw: { handlers: [menuHandler(1, 'disk')] } },
  play: async ({ canvasElement }) => {
    const { tree } = await nav(canvasElement);
    // the current page (the issuing page); since the input-VAT pages are built no entry of this menu says 暂未开放
    await expect(tree.getByRole('link', { name: '正数发票开具' })).toHaveAttribute('aria-current', 'page');
    await expect(tree.getByRole('link', { name: '电子税局账号' })).toBeVisible();
    await expect(tree.queryAllByRole('link', { name: /暂未开放/ })).toHaveLength(0);
    await expect(tree.getByRole('link', { name: '企业信息' })).toBeVisible();
    await expect(tree.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/member/v3Home?diskId=661000000001');
    // the current page's group is open and marked; every group opens at first
    await expect(tree.getByRole('button', { name: '发票开具' })).toHaveAttribute('data-current-ancestor', 'true');
    await expect(tree.getAllByRole('button').every((g) => g.getAttribute('aria-expanded') === 'true')).toBe(true);
    await expect(tree.queryByRole('link', { name: /数电发票开具/ })).toBeNull();
  },
};

/** The agency's menu for a digital terminal: the fully-digital pages instead of the paper and electronic ones. */
export const AgencyDigitalTerminal: Story = {
  args: { area: 'agency' },
  globals: { role: 'agency' },
  parameters: { msw: { handlers: [menuHandler(3, 'digital')] } },
  play: async ({ canvasElement }) => {
    const { tree } = await nav(canvasElement);
    await expect(tree.getByRole('link', { name: '数电发票开具' })).toBeVisible();
    await expect(tree.queryByRole('link', { name: /^正数发票开具/ })).toBeNull();
    await expect(tree.getByText('数电发票')).toBeVisible();
  },
};

/** The provider's menu for a tax disk. */
export const Provider_: Story = {
  name: 'Provider',
  args: { area: 'provider' },
  globals: { role: 'provider' },
  parameters: { msw: { handlers: [menuHandler(2, 'disk')] } },
  play: async ({ canvasElement }) => {
    const { tree } = await nav(canvasElement);
    await expect(tree.getByRole('link', { name: '会员列表' })).toHaveAttribute('aria-current', 'page');
    await expect(tree.getByText('客户管理')).toBeVisible();
  },
};

/** A failed menu says so and offers a retry, which loads it. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/auth/v2/nav', () => HttpResponse.json({ code: 500, msg: 'error', data: null }, { status: 500 }), { once: true }),
        menuHandler(1, 'disk'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('菜单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('list', { name: '功能导航' })).toBeVisible();
  },
};

/** The whole navigation collapses to its toggle, and the choice is remembered for the user. */
export const Collapsed: Story = {
  parameters: { msw: { handlers: [menuHandler(1, 'disk')] } },
  play: async ({ canvasElement }) => {
    const { canvas } = await nav(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '收起导航' }));
    const expand = canvas.getByRole('button', { name: '展开导航' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('story.navCollapsed.member') ?? '{}')).toEqual({ U1001: true }));
  },
};
