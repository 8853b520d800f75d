import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EnterpriseForm } from './EnterpriseForm';
import { storyEnterpriseHandlers } from '../../../mocks/data/storyEnterprises';
import { inPortal } from '../../../tests/support/storyPortal';

const meta = {
  title: 'Pages/Enterprises/EnterpriseForm',
  decorators: [inPortal('member', '/member/enterpriseForm/edit/91310000MA1G000001', [{ path: '/member/enterpriseForm/edit/91310000MA1G000001', element: <EnterpriseForm id="91310000MA1G000001" title="企业信息编辑" /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyEnterpriseHandlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByDisplayValue('021-50801234')).toBeVisible();
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

/** A phone that is no phone: the message at the field, what was typed kept (spec 01 §5 telephone). */
export const BadPhone: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tel = await canvas.findByDisplayValue('021-50801234');
    await userEvent.clear(tel);
    await userEvent.type(tel, '021-12');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('电话号码格式有误，请输入区号-号码、手机号码或3到12位数字')).toBeVisible();
    await expect(tel).toHaveValue('021-12');
  },
};
