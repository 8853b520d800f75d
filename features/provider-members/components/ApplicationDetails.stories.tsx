import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApplicationDetails } from './ApplicationDetails';
import { storyEnterpriseHandlers } from '../../../mocks/data/storyEnterprises';
import { inPortal } from '../../../tests/support/storyPortal';

const meta = {
  title: 'Pages/ProviderMembers/ApplicationDetails',
  component: ApplicationDetails,
  args: { applyId: 'SQ0001', title: '审核详情' },
  decorators: [(Story, context) => inPortal('provider', '/service/checkDetails/SQ0001', [{ path: '/service/checkDetails/SQ0001', element: <ApplicationDetails {...(context.args as { applyId: string; title: string })} /> }])(Story, context)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyEnterpriseHandlers } },
} satisfies Meta<typeof ApplicationDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('button', { name: '审核通过' })).toBeVisible();
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

/** A rejected application: its reason on top. */
export const Rejected: Story = {
  args: { applyId: 'SQ0007' },
  globals: { role: 'provider' },
  play: async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('驳回原因：营业执照照片不清晰，请重新上传')).toBeVisible();
  },
};

/** 驳回 without a reason: the dialog asks for one and stays. */
export const RejectNeedsReason: Story = {
  globals: { role: 'provider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '驳回' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '驳回申请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await expect(await within(dialog).findByText('请填写驳回原因')).toBeVisible();
  },
};
