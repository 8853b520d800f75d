import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withPortalStore } from '../../../tests/support/storyStore';
import { TaxCodePicker } from './TaxCodePicker';

// The tax-code picker on the embedded backend's catalogue (mocks/data/taxCodes.ts).

const body = (el: HTMLElement) => within(el.ownerDocument.body);

function Demo({ onPick }: { onPick: (spbm: string) => void }) {
  const [row, setRow] = useState<number | null>(3);
  return (
    <TaxCodePicker
      row={row}
      onPick={(c) => {
        onPick(c.spbm);
        setRow(null);
      }}
      onClose={() => setRow(null)}
    />
  );
}

const meta = {
  title: 'Features/InvoiceIssue/TaxCodePicker',
  component: Demo,
  args: { onPick: fn() },
  decorators: [withPortalStore],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open for line 3: the search box has focus and lists the catalogue. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '选择税收分类编码（第3行）' });
    const search = within(dialog).getByRole('combobox', { name: '编码或名称' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(await body(canvasElement).findByRole('option', { name: /^1010101010000000000 \*谷物\*稻谷/ })).toBeVisible();
  },
};

/** Search by name, then arrows and Enter choose: the picker gives the code and closes. */
export const SearchAndPickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('洗精煤');
    await body(canvasElement).findByRole('option', { name: /^1020102000000000000 \*煤炭\*洗精煤/ });
    await waitFor(() => expect(body(canvasElement).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onPick).toHaveBeenCalledWith('1020102000000000000'));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Nothing matches: the list says so. */
export const NoMatch: Story = {
  parameters: { msw: { handlers: [http.get('*/v3/tax/goods/taxCode/list', () => HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: 0 } }))] } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('没有匹配的税收分类编码')).toBeVisible();
  },
};
