import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ServiceList } from './ServiceList';
import { storyEnterpriseHandlers } from '../../../mocks/data/storyEnterprises';
import { inPortal } from '../../../tests/support/storyPortal';

const meta = {
  title: 'Pages/ProviderMembers/ServiceList',
  decorators: [inPortal('provider', '/service/serviceList', [{ path: '/service/serviceList', element: <ServiceList title="服务列表" /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyEnterpriseHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('剩余 11 天，请续费')).toBeVisible();
  await expect(within(canvasElement).getByText('已到期')).toBeVisible();
};

/** The member theme. */
export const Member: Story = { globals: { role: 'member' }, play };
/** The provider theme. */
export const Default: Story = { globals: { role: 'provider' }, play };
/** The agency theme. */
export const Agency: Story = { globals: { role: 'agency' }, play };
/** The group theme. */
export const Group: Story = { globals: { role: 'group' }, play };
/** The branch theme. */
export const Branch: Story = { globals: { role: 'branch' }, play };

/** The first load: a skeleton (QueryState). */
export const Loading: Story = {
  globals: { role: 'provider' },
  parameters: { msw: { handlers: [http.get('*/v1/enterprise/service/list', async () => delay('infinite')), ...storyEnterpriseHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载服务列表' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry, no spinner left (QueryState). */
export const Error: Story = {
  globals: { role: 'provider' },
  parameters: { msw: { handlers: [http.get('*/v1/enterprise/service/list', () => new HttpResponse(null, { status: 500 })), ...storyEnterpriseHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('服务列表加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
