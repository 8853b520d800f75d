import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddEnterpriseForm } from './AddEnterpriseForm';
import { storyEnterpriseHandlers } from '../../../mocks/data/storyEnterprises';
import { inPortal } from '../../../tests/support/storyPortal';

const meta = {
  title: 'Pages/Enterprises/AddEnterpriseForm',
  decorators: [inPortal('agency', '/account/addEnterprise', [{ path: '/account/addEnterprise', element: <AddEnterpriseForm area="account" title="添加企业" /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyEnterpriseHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('checkbox', { name: '李代账' })).toBeVisible();
};

/** The member theme. */
export const Member: Story = { globals: { role: 'member' }, play };
/** The provider theme. */
export const Provider: Story = { globals: { role: 'provider' }, play };
/** The agency theme. */
export const Default: Story = { globals: { role: 'agency' }, play };
/** The group theme. */
export const Group: Story = { globals: { role: 'group' }, play };
/** The branch theme. */
export const Branch: Story = { globals: { role: 'branch' }, play };

/** A tax number in lower case: refused with the batch import's message (spec 02 §5), nothing typed lost. */
export const BadTaxNumber: Story = {
  globals: { role: 'agency' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: '李代账' });
    await userEvent.type(canvas.getByRole('textbox', { name: /^企业名称/ }), '上海示例科技有限公司');
    const taxId = canvas.getByRole('textbox', { name: /^企业税号/ });
    await userEvent.type(taxId, '91310115ma1k3yj12x');
    await userEvent.click(canvas.getByRole('button', { name: '添加企业' }));
    await expect(await canvas.findByText('企业税号有误')).toBeVisible();
    await expect(taxId).toHaveValue('91310115ma1k3yj12x');
  },
};
