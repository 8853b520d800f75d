import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OwnEnterprises } from './OwnEnterprises';
import { storyEnterpriseHandlers } from '../../../mocks/data/storyEnterprises';
import { inPortal } from '../../../tests/support/storyPortal';

const meta = {
  title: 'Pages/Enterprises/OwnEnterprises',
  decorators: [inPortal('member', '/member/enterprise', [{ path: '/member/enterprise', element: <OwnEnterprises title="企业信息" /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyEnterpriseHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('button', { name: '编辑 上海恒通贸易有限公司' })).toBeVisible();
};

/** The member theme. */
export const Default: Story = { globals: { role: 'member' }, play };
/** The provider theme. */
export const Provider: Story = { globals: { role: 'provider' }, play };
/** The agency theme. */
export const Agency: Story = { globals: { role: 'agency' }, play };
/** The group theme. */
export const Group: Story = { globals: { role: 'group' }, play };
/** The branch theme. */
export const Branch: Story = { globals: { role: 'branch' }, play };
