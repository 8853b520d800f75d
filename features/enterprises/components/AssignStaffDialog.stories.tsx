import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AssignStaffDialog } from './AssignStaffDialog';

const meta = {
  title: 'Pages/Enterprises/AssignStaffDialog',
  component: AssignStaffDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    enterpriseNames: ['上海恒通贸易有限公司'],
    staff: [
      { uid: 'U3001', userName: '李代账' },
      { uid: 'U5001', userName: '赵集团' },
      { uid: 'U4001', userName: '钱分公司' },
    ],
    initial: ['U3001'],
    onAssign: fn(async () => true),
  },
} satisfies Meta<typeof AssignStaffDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '分配员工：上海恒通贸易有限公司' });
  await expect(within(dialog).getByRole('checkbox', { name: '李代账' })).toBeChecked();
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

/** Several enterprises at once: none chosen to start with. */
export const Several: Story = {
  args: { enterpriseNames: ['上海恒通贸易有限公司', '苏州华信科技有限公司'], initial: [] },
  globals: { role: 'agency' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '分配员工：2 家企业' });
    await expect(within(dialog).getByRole('checkbox', { name: '李代账' })).not.toBeChecked();
  },
};
