import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider } from '../../../design-system';
import type { InquiryFilters } from '../rules/inquiry';
import { withoutSavedFilter, withSavedFilter, type SavedInquiryFilter } from '../rules/savedFilters';
import { SavedFilters, type SavedFiltersProps } from './SavedFilters';

const june: InquiryFilters = { fpzt: '', kind: '', fplxdm: '', qsrq: '2025-06-01', zzrq: '2025-06-30', gf: '', fpdm: '', fphm: '', minAmount: '', maxAmount: '' };
const saved: SavedInquiryFilter[] = [
  { name: '六月已开具', filters: { ...june, fpzt: '3' } },
  { name: '六月红字', filters: { ...june, kind: '1' } },
];

/** The picker with its list kept in state, as the inquiry keeps it in the session store. */
function Stateful({ saved: initial, onSave, onPick, onDelete }: SavedFiltersProps) {
  const [list, setList] = useState(initial);
  return (
    <SavedFilters
      saved={list}
      onSave={(name) => {
        setList((l) => withSavedFilter(l, name, june));
        return onSave(name);
      }}
      onPick={onPick}
      onDelete={(name) => {
        setList((l) => withoutSavedFilter(l, name));
        onDelete(name);
      }}
    />
  );
}

const meta = {
  title: 'Features/Invoices/SavedFilters',
  component: Stateful,
  args: { saved, onSave: fn(() => true), onPick: fn(), onDelete: fn() },
  decorators: [(Story) => <FeedbackProvider prefetchDialog={false}><div style={{ padding: 16, minHeight: 420 }}><Story /></div></FeedbackProvider>],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved filters listed; picking one applies it and closes the panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '常用条件' }));
    const panel = within(await body.findByRole('dialog', { name: '常用条件' }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(panel.getByRole('button', { name: '六月已开具' }));
    await expect(args.onPick).toHaveBeenCalledWith(saved[0]);
    await waitFor(() => expect(body.queryByRole('dialog', { name: '常用条件' })).toBeNull());
  },
};

/** A saved filter deleted from the list; the panel stays open on the others. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '常用条件' }));
    const panel = within(await body.findByRole('dialog', { name: '常用条件' }));
    await userEvent.click(panel.getByRole('button', { name: '删除条件 六月红字' }));
    await expect(args.onDelete).toHaveBeenCalledWith('六月红字');
    await waitFor(() => expect(panel.queryByRole('button', { name: '六月红字' })).toBeNull());
    await expect(panel.getByRole('button', { name: '六月已开具' })).toBeVisible();
  },
};

/** Nothing saved yet; a name is required, and a name over 20 characters refused. */
export const Empty: Story = {
  args: { saved: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '常用条件' }));
    const panel = within(await body.findByRole('dialog', { name: '常用条件' }));
    await expect(panel.getByText('暂无保存的条件')).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: '条件名称' }), '一二三四五六七八九十一二三四五六七八九十一{Enter}');
    await expect(await panel.findByText('条件名称不能超过20个字')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
