import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApplicationList } from './ApplicationList';
import { storyEnterpriseHandlers } from '../../../mocks/data/storyEnterprises';
import { inPortal } from '../../../tests/support/storyPortal';

const meta = {
  title: 'Pages/ProviderMembers/ApplicationList',
  decorators: [inPortal('provider', '/service/checkList', [{ path: '/service/checkList', element: <ApplicationList title="审核列表" /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyEnterpriseHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('button', { name: '审核 SQ0001' })).toBeVisible();
  await expect(within(canvasElement).getByText('待审核 3 · 已通过 0 · 已驳回 1')).toBeVisible();
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
