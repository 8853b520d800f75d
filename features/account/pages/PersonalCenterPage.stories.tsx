import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoute } from '../../../tests/support/storyPortal';
import { withPortalStore } from '../../../tests/support/storyStore';
import { PersonalCenterPage } from './PersonalCenterPage';

// The personal centre on the embedded backend (MSW): GET /v1/account/userinfo of the signed-in demo account.

function Demo({ area }: { area: 'member' | 'account' | 'service' }) {
  return (
    <MemoryRouter initialEntries={[`/${area}/personalCenter`]}>
      <div style={{ width: 960 }}>
        <PersonalCenterPage route={storyRoute(area, 'personalCenter', 'personalCenter')} />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Features/Account/PersonalCenterPage',
  component: Demo,
  args: { area: 'member' },
  decorators: [withPortalStore],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (el: HTMLElement, account: string) => waitFor(() => expect(within(el).getByText(account)).toBeVisible());

/** The member: account, name, masked phone, role and entrance. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'member');
    await expect(within(canvasElement).getByText('138****0001')).toBeVisible();
    await expect(within(canvasElement).getByText('企业用户')).toBeVisible();
    await expect(within(canvasElement).getByText('企业登录（/login）')).toBeVisible();
  },
};

/** The agency. */
export const Agency: Story = {
  args: { area: 'account' },
  parameters: { portalAccount: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'agency');
    await expect(within(canvasElement).getByText('代账机构')).toBeVisible();
  },
};

/** The password change opened from the page. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'member');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改密码' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '修改密码' })).toBeVisible();
  },
};

/** The account cannot be loaded: said plainly, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('*/v1/account/userinfo', () => HttpResponse.json({ code: 0, msg: '' }, { status: 503 }))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('账号信息加载失败')).toBeVisible());
  },
};
