import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider } from '../../design-system';
import type { DemoAccountName } from '../../mocks/accounts';
import { demoAccounts } from '../../mocks/accounts';
import { resetDb } from '../../mocks/db';
import { configSlice, staticConfigLoaded } from '../../platform/config';
import { injectSlice } from '../../platform/store';
import productionConfig from '../../public/static/config.json';
import { signedInStore } from '../../tests/support/demoSession';
import { storyRoute } from '../../tests/support/storyPortal';
import { ShellHeader } from './ShellHeader';

// The header of each role (spec 01 §2, header) as the portal assembles it, on the embedded backend (MSW): the logo from the
// host's logo.json, the current terminal, the static config's switches (public/static/config.json), customer service
// (members), the client download (agencies) and the user menu with its unread count.

const homes = {
  member: storyRoute('member', 'v3Home', 'memberHome'),
  provider: storyRoute('service', 'home', 'serviceHome'),
  agency: storyRoute('account', 'home', 'accountHome'),
  group: storyRoute('account', 'home', 'accountHome'),
  branch: storyRoute('account', 'home', 'accountHome'),
} as const;

function Header({ account }: { account: DemoAccountName & keyof typeof homes }) {
  const [store] = useState(() => {
    resetDb();
    const s = signedInStore(account, { diskId: '661000000001' });
    injectSlice(s, configSlice);
    s.dispatch(staticConfigLoaded(productionConfig));
    return s;
  });
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>
        <MemoryRouter initialEntries={[homes[account].path]}>
          <div style={{ width: 1440, minHeight: 480 }}>
            <ShellHeader route={homes[account]} />
          </div>
        </MemoryRouter>
      </FeedbackProvider>
    </Provider>
  );
}

const meta = {
  title: 'App/ShellHeader',
  component: Header,
  args: { account: 'member' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header has settled: the logo image has loaded and the user menu shows its unread count. */
async function settled(canvas: HTMLElement, account: DemoAccountName) {
  const banner = await within(canvas).findByRole('banner');
  const logo = await within(banner).findByRole('img', { name: '票税通' });
  await waitFor(() => expect((logo as HTMLImageElement).complete && (logo as HTMLImageElement).naturalWidth > 0).toBe(true));
  await within(banner).findByRole('button', { name: new RegExp(`^${demoAccounts[account].userName}\\s*9 条未读消息$`) });
  return banner;
}

/** The member (role 1): help centre, mall, customer service and the user menu. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const banner = await settled(canvasElement, 'member');
    await expect(within(banner).getByRole('img', { name: '票税通' })).toHaveAttribute('src', '/static/localhost/logo-member.svg');
    await expect(within(banner).getByRole('link', { name: '帮助中心' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: '产品商城' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: '联系客服' })).toBeVisible();
  },
};

/** The service provider (role 2): its own logo, no help centre, no customer service, no download. */
export const Provider_: Story = {
  name: 'Provider',
  args: { account: 'provider' },
  globals: { role: 'provider', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const banner = await settled(canvasElement, 'provider');
    await expect(within(banner).getByRole('img', { name: '票税通' })).toHaveAttribute('src', '/static/localhost/logo-provider.svg');
    await expect(within(banner).queryByRole('link', { name: '帮助中心' })).toBeNull();
    await expect(within(banner).queryByRole('button', { name: '客户端下载' })).toBeNull();
  },
};

/** The agency (role 3): its logo and the client download. */
export const Agency: Story = {
  args: { account: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const banner = await settled(canvasElement, 'agency');
    await expect(within(banner).getByRole('img', { name: '票税通' })).toHaveAttribute('src', '/static/localhost/logo-agency.svg');
    await expect(within(banner).getByRole('button', { name: '客户端下载' })).toBeVisible();
  },
};

/** The group entrance: the agency's logo with the group style, in the group theme. */
export const Group: Story = {
  args: { account: 'group' },
  globals: { role: 'group', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const banner = await settled(canvasElement, 'group');
    await expect(within(banner).getByRole('img', { name: '票税通' })).toHaveAttribute('data-logo-style', 'group');
  },
};

/** The branch entrance, in the branch theme. */
export const Branch: Story = {
  args: { account: 'branch' },
  globals: { role: 'branch', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const banner = await settled(canvasElement, 'branch');
    await expect(within(banner).getByRole('button', { name: '客户端下载' })).toBeVisible();
  },
};

/** The member's customer-service corner: the WeChat code beside the hotline and hours. */
export const CustomerService: Story = {
  play: async ({ canvasElement }) => {
    const banner = await settled(canvasElement, 'member');
    await userEvent.click(within(banner).getByRole('button', { name: '联系客服' }));
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '联系客服' });
    // the QR code's encoder loads when the popover first opens
    await expect(await within(panel).findByRole('img', { name: '微信客服二维码' })).toBeVisible();
    await expect(panel).toHaveTextContent('客服热线：400-800-1234');
  },
};

/** The member's user menu: subscription, personal centre and the inbox with its unread count. */
export const UserMenu: Story = {
  play: async ({ canvasElement }) => {
    const banner = await settled(canvasElement, 'member');
    await userEvent.click(within(banner).getByRole('button', { name: /^张会计/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '微信订阅' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: '消息中心（9 条未读）' })).toBeVisible();
  },
};
