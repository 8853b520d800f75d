import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RedSheetApply } from './RedSheetApply';
import { storyBlue } from '../../../mocks/data/storyRedLetter';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

const route = storyRoute('member', 'gules', 'redSheetApply');
const url = `/member/gules?blueInvoiceNumber=${storyBlue.fphm}`;
const blue = http.get('*/v2/tax/invoice/red/blue', () => HttpResponse.json({ code: 0, msg: 'success', data: storyBlue }));

const meta = {
  title: 'Pages/RedLetter/RedSheetApply',
  component: RedSheetApply,
  args: { route },
  decorators: [inPortal('member', url, [{ path: '/member/gules', element: <RedSheetApply route={route} /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [blue] } },
} satisfies Meta<typeof RedSheetApply>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Linked with the blue invoice: its lines checked at what each has left, the reason, the negative totals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findByRole('grid', { name: '冲红商品行' });
    await expect(within(lines).getByRole('textbox', { name: '第 2 行冲红金额' })).toHaveValue('127.50');
    await expect(canvas.getByText('冲红合计：金额 -3,876.00，税额 -241.49，价税合计 -4,117.49')).toBeVisible();
  },
};

/** An amount over what the line has left: the message at the cell, focus moved there, nothing sent. */
export const OverRemaining: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findByRole('grid', { name: '冲红商品行' });
    const amount = within(lines).getByRole('textbox', { name: '第 2 行冲红金额' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription('冲红金额不能超过可冲红金额');
  },
};

/** The blue invoice cannot take a sheet: the server's words, as text. */
export const NotFound: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/tax/invoice/red/blue', () => HttpResponse.json({ code: 1, msg: '未找到该蓝字发票', data: null }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('未找到该蓝字发票')).toBeVisible();
  },
};
