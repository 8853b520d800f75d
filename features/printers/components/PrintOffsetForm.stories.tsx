import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PrintOffsetForm } from './PrintOffsetForm';

const printers = [
  { name: 'Epson LQ-635K', isDefault: true, status: 'ready' as const },
  { name: 'Jolimark FP-630K+', isDefault: false, status: 'offline' as const },
];

const meta = {
  title: 'Pages/Printers/PrintOffsetForm',
  component: PrintOffsetForm,
  args: {
    types: ['004', '007', '025'],
    printers,
    settings: [{ fplxdm: '004', printerName: 'Epson LQ-635K', top: '2.5', left: '-1.0' }],
    onSave: fn(async () => true),
    onTest: fn(async () => undefined),
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PrintOffsetForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first type's saved setting in the form; saved as typed, in millimetres to one decimal. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '上边距（毫米）' })).toHaveValue('2.5');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ fplxdm: '004', printerName: 'Epson LQ-635K', top: '2.5', left: '-1.0' }));
  },
};

/** Out of range and not a number (agency theme): the messages at the fields, the focus on the first, nothing sent. */
export const Invalid: Story = {
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const top = canvas.getByRole('textbox', { name: '上边距（毫米）' });
    const left = canvas.getByRole('textbox', { name: '左边距（毫米）' });
    await userEvent.clear(top);
    await userEvent.type(top, '60');
    await userEvent.clear(left);
    await userEvent.type(left, '1.25');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(top).toHaveFocus());
    await expect(top).toHaveAccessibleDescription(/边距须在 -50 至 50 毫米之间/);
    await expect(left).toHaveAccessibleDescription(/边距最多一位小数/);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Without the client (provider theme): the default printer only, no test page. */
export const NoClient: Story = {
  args: { printers: null, settings: [] },
  globals: { role: 'provider', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '打印测试页' })).toBeNull();
    await expect(canvas.getByText('连接本地客户端后可选择打印机')).toBeVisible();
  },
};

/** A test page with what is typed (group theme). */
export const TestPage: Story = {
  globals: { role: 'group', viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打印测试页' }));
    await waitFor(() => expect(args.onTest).toHaveBeenCalledWith({ fplxdm: '004', printerName: 'Epson LQ-635K', top: '2.5', left: '-1.0' }));
  },
};

/** Another type (branch theme): a type never saved starts at no offset on the client's default printer. */
export const OtherType: Story = {
  globals: { role: 'branch', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /发票类型/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: '增值税普通发票' }));
    await expect(canvas.getByRole('textbox', { name: '上边距（毫米）' })).toHaveValue('0.0');
  },
};
