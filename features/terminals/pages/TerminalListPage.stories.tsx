import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getDb } from '../../../mocks/db';
import type { PortalRoute } from '../../../platform/routing';
import { withPortalStore } from '../../../tests/support/storyStore';
import { TerminalListPage } from './TerminalListPage';

// The terminal list page on the embedded backend (MSW): the demo accounts' seeded terminals.

const routes: Record<'member' | 'account' | 'service', PortalRoute> = {
  member: { id: 'member.terminal', path: '/member/terminal', area: 'member', roleSign: 1, requiresAuth: true, titleKey: 'routeTitles:title.terminal', page: 'terminalList' },
  account: { id: 'account.terminal', path: '/account/terminal', area: 'account', roleSign: 3, requiresAuth: true, titleKey: 'routeTitles:title.terminal', page: 'terminalList' },
  service: { id: 'service.equipmsg', path: '/service/equipmsg', area: 'service', roleSign: 2, requiresAuth: true, titleKey: 'routeTitles:title.equipmsg', page: 'terminalList' },
};

function Demo({ area, entry }: { area: keyof typeof routes; entry?: string }) {
  return (
    <MemoryRouter initialEntries={[entry ?? routes[area].path]}>
      <div style={{ width: 1400 }}>
        <TerminalListPage route={routes[area]} />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Features/Terminals/TerminalListPage',
  component: Demo,
  args: { area: 'member' },
  decorators: [withPortalStore],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).findByRole('grid', { name: /^(终端列表|Terminals)$/ });
const rows = (g: HTMLElement) => within(g).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1' && !r.hasAttribute('data-placeholder'));

/** The member's four terminals (the fourth's service expired): statuses coloured by the status cells, accounts, the 税局账号 action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(rows(g)).toHaveLength(4));
    const first = getDb().terminals[0]!;
    await expect(within(rows(g)[0]!).getByText(first.diskId)).toBeVisible();
    await expect(within(rows(g)[0]!).getByRole('button', { name: `税局账号：${first.taxerName}（${first.diskId}）` })).toBeVisible();
    await expect(within(canvasElement).getByText('共 4 条')).toBeVisible();
    await expect(within(rows(g)[3]!).getByText('已到期')).toBeVisible();
  },
};

/** Filtered to offline terminals. */
export const FilterOffline: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(rows(g)).toHaveLength(4));
    await userEvent.click(within(canvasElement).getByRole('button', { name: /在线状态/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: '离线' }));
    await waitFor(() => expect(rows(g)).toHaveLength(1));
    await expect(within(rows(g)[0]!).getByText('离线')).toBeVisible();
  },
};

/** A search that matches nothing: 暂无数据, 共 0 条. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(rows(g)).toHaveLength(4));
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '搜索' }), '无此企业{Enter}');
    await waitFor(() => expect(within(g).getByText('暂无数据')).toBeVisible());
    await expect(within(canvasElement).getByText('共 0 条')).toBeVisible();
  },
};

/** The provider's equipment page: the provider column, 20 rows a page of all terminals. */
export const Provider: Story = {
  args: { area: 'service' },
  parameters: { portalAccount: 'provider' },
  globals: { role: 'provider', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await expect(within(g).getByRole('columnheader', { name: '服务商' })).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText(`共 ${getDb().terminals.length} 条`)).toBeVisible());
    await expect(g).toHaveAttribute('aria-rowcount', '21');
  },
};

/** The agency page opened with name=diskId: that disk only. */
export const AgencyByDisk: Story = {
  args: { area: 'account', entry: '/account/terminal?name=661000000007' },
  parameters: { portalAccount: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(rows(g)).toHaveLength(1));
    await expect(within(rows(g)[0]!).getByText('661000000007')).toBeVisible();
  },
};

/** The provider's row menu, opened from the keyboard: the dialogs' actions (face scan and the digital account among them), then sync and bind/unbind. */
export const ProviderRowActions: Story = {
  args: { area: 'service', entry: '/service/equipmsg' },
  parameters: { portalAccount: 'provider' },
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement);
    await waitFor(() => expect(rows(g).length).toBeGreaterThan(0));
    const first = getDb().terminals[0]!;
    const more = within(rows(g)[0]!).getByRole('button', { name: `更多操作：${first.taxerName}（${first.diskId}）` });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['税费种信息', '税盘检测', '手机扫脸链接', '刷脸时长', '刷脸二维码', '数电账号', '同步终端', '解绑终端']);
  },
};
