import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProxyApplyForm } from './ProxyApplyForm';
import { inPortal } from '../../../tests/support/storyPortal';

const terminal = { diskId: '661000000001', taxerName: '杭州华泰餐饮管理有限公司', taxerId: '91310000MA1G000001' };

const meta = {
  title: 'Pages/ProxyIssue/ProxyApplyForm',
  component: ProxyApplyForm,
  args: { terminal, onApplied: fn() },
  decorators: [(Story, context) => inPortal('member', '/member/fullpower/yidaikai', [{ path: '/member/fullpower/yidaikai', element: <ProxyApplyForm {...(context.args as { terminal: typeof terminal; onApplied(): void })} /> }])(Story, context)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProxyApplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty application (member theme): the taxpayer of the current terminal, an ordinary invoice, one item. */
export const Default: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '代开申请' })).toBeVisible();
    await expect(canvas.getByText('杭州华泰餐饮管理有限公司')).toBeVisible();
  },
};

/** Sent empty (agency theme): each field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  globals: { role: 'agency' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提交申请' }));
    await expect((await canvas.findAllByText('此项为必填项')).length).toBeGreaterThan(3);
    await expect(args.onApplied).not.toHaveBeenCalled();
  },
};

/** A special invoice needs the buyer's tax ID; the totals follow the items (group theme). */
export const SpecialInvoice: Story = {
  globals: { role: 'group' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '数电专票' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '金额（不含税）' }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('开具专用发票须填写购买方纳税人识别号')).toBeVisible();
    await expect(canvas.getByText(/价税合计 ¥1,030\.00/)).toBeVisible();
  },
};

/** No terminal chosen (branch theme). */
export const NoTerminal: Story = {
  args: { terminal: null },
  globals: { role: 'branch' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('请先选择开票终端')).toBeVisible();
  },
};
