import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onOrganisationPage, routeOf } from '../../../tests/support/storyOrganisation';
import { DefaultPermissions } from './DefaultPermissions';

const meta = {
  title: 'Pages/Organisation/DefaultPermissions',
  component: DefaultPermissions,
  args: { route: routeOf('/service/defaultPermission') },
  globals: { viewport: { value: 'desktop' }, role: 'provider' },
  parameters: { layout: 'fullscreen' },
  decorators: [onOrganisationPage('provider', '/service/defaultPermission')],
} satisfies Meta<typeof DefaultPermissions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue with a new role's defaults (the invoicing ones; a change enables 保存默认权限, saved through batch open and cancel); the organisation's own permission listed. */
export const Provider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('treegrid', { name: '新角色的默认权限' });
    const box = (name: string) => within(within(tree).getByRole('row', { name: new RegExp(`^${name}`) })).getByRole('checkbox');
    await expect(box('导出发票')).toBeChecked();
    await expect(box('打印发票')).not.toBeChecked();
    await expect(within(canvas.getByRole('grid', { name: '机构自定义权限' })).getByText('invoice:print')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存默认权限' })).toBeDisabled();
    await userEvent.click(box('导出发票'));
    await expect(canvas.getByRole('button', { name: '保存默认权限' })).toBeEnabled();
    await expect(box('导出发票')).not.toBeChecked();
  },
};
