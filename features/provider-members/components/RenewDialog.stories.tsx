import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPackages } from '../../../mocks/data/storyEnterprises';
import type { ServicePackage } from '../api';
import { RenewDialog } from './ServiceList';

const meta = {
  title: 'Pages/ProviderMembers/RenewDialog',
  component: RenewDialog,
  args: { pack: storyPackages[1] as ServicePackage, today: '2026-11-27', onClose: fn(), onRenew: fn(async () => true) },
} satisfies Meta<typeof RenewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '续费：宁波明远物流有限公司' });
  await expect(within(dialog).getByText('2027-12-07')).toBeVisible();
};

/** The member theme: a package ending in 11 days, renewed by a year from its end. */
export const Default: Story = { globals: { role: 'member' }, play };
/** The provider theme. */
export const Provider: Story = { globals: { role: 'provider' }, play };
/** The agency theme. */
export const Agency: Story = { globals: { role: 'agency' }, play };
/** The group theme. */
export const Group: Story = { globals: { role: 'group' }, play };
/** The branch theme. */
export const Branch: Story = { globals: { role: 'branch' }, play };

/** An ended package renewed by three years: from today, at three years' price. */
export const EndedThreeYears: Story = {
  args: { pack: storyPackages[0] as ServicePackage },
  globals: { role: 'provider' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '续费：苏州华信科技有限公司' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 年' }));
    await expect(within(dialog).getByText('2029-11-26')).toBeVisible();
    await expect(within(dialog).getByText(/5,940\.00/)).toBeVisible();
  },
};
