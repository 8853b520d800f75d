import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onOrganisationPage, routeOf } from '../../../tests/support/storyOrganisation';
import { Roles } from './Roles';

const meta = {
  title: 'Pages/Organisation/Roles',
  component: Roles,
  args: { route: routeOf('/account/role') },
  globals: { viewport: { value: 'desktop' }, role: 'agency' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Roles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's roles beside the first role's permission tree: 开票员 holds the invoicing permissions, not the organisation's. */
export const Agency: Story = {
  decorators: [onOrganisationPage('agency', '/account/role')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('treegrid', { name: '开票员 的权限' });
    const box = (name: string) => within(within(tree).getByRole('row', { name: new RegExp(`^${name}`) })).getByRole('checkbox');
    await waitFor(() => expect(box('作废发票')).toBeChecked());
    await expect(box('发票业务')).toBeChecked();
    await expect(box('机构管理')).not.toBeChecked();
    await userEvent.click(box('作废发票'));
    await expect(box('发票业务')).toBePartiallyChecked();
  },
};

/** The built-in administrator role: every permission, read-only. */
export const Administrator: Story = {
  decorators: [onOrganisationPage('agency', '/account/role')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '权限设置：管理员' }));
    await expect(await canvas.findByText('管理员角色拥有全部权限，不能修改。')).toBeVisible();
    const tree = canvas.getByRole('treegrid', { name: '管理员 的权限' });
    for (const box of within(tree).getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存权限' })).toBeNull();
  },
};

/** The provider's roles (its own catalogue names 网点管理), with the way to the default permissions. */
export const Provider: Story = {
  args: { route: routeOf('/service/role') },
  globals: { viewport: { value: 'desktop' }, role: 'provider' },
  decorators: [onOrganisationPage('provider', '/service/role')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('treegrid', { name: '网点客服 的权限' });
    await expect(canvas.getByRole('button', { name: '默认权限' })).toBeVisible();
  },
};

/** A group's roles (group theme). */
export const Group: Story = {
  globals: { viewport: { value: 'desktop' }, role: 'group' },
  decorators: [onOrganisationPage('group', '/account/role')],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('treegrid', { name: '开票员 的权限' });
  },
};
