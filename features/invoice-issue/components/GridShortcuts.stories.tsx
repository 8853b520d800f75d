import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GridShortcuts } from './GridShortcuts';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Features/InvoiceIssue/GridShortcuts',
  component: GridShortcuts,
  args: { isOpen: true, onClose: fn() },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GridShortcuts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every key of the grid, and how to paste from a spreadsheet (the columns' order). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品明细快捷键' });
    for (const key of ['↑ ↓ ← →', 'Enter', 'Ctrl+Enter', 'Ctrl+Delete', 'F4', 'Ctrl+/', 'Ctrl+V']) await expect(within(dialog).getByText(key)).toBeVisible();
    await expect(within(dialog).getByText(/列顺序为 项目名称、税收分类编码、规格型号、单位、数量、单价、金额、税率/)).toBeVisible();
  },
};

/** Escape closes it. */
export const ClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
