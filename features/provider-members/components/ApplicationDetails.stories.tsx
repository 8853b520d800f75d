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

/**
 * 审核通过 of a membership (SQ0002): the new member's account and its initial password, checked by the password
 * rules of spec 02 §5 before anything is sent (ApproveMemberDialog).
 */
const approveMembership: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: '审核通过' }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: '审核通过' });
  await expect(within(dialog).getByText(/新会员以账号 13912345678 在会员登录页登录/)).toBeVisible();
  await userEvent.type(within(dialog).getByLabelText(/^初始密码/, { selector: 'input' }), 'abcdefgh');
  await userEvent.click(within(dialog).getByRole('button', { name: '确定通过' }));
  await expect(await within(dialog).findByText('密码强度太弱，需包含数字、小写字母、大写字母、符号中的至少两种')).toBeVisible();
};
const membership = { args: { applyId: 'SQ0002' }, play: approveMembership };
/** A membership approved with its initial password (provider theme). */
export const ApproveMembership: Story = { ...membership, globals: { role: 'provider' } };
/** The same in the member theme. */
export const ApproveMembershipMember: Story = { ...membership, globals: { role: 'member' } };
/** The same in the agency theme. */
export const ApproveMembershipAgency: Story = { ...membership, globals: { role: 'agency' } };
/** The same in the group theme. */
export const ApproveMembershipGroup: Story = { ...membership, globals: { role: 'group' } };
/** The same in the branch theme. */
export const ApproveMembershipBranch: Story = { ...membership, globals: { role: 'branch' } };
