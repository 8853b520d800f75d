import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlankVoid } from './BlankVoid';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

// The member's first disk: its seeded stock (rolls received on 2025-06-10; the first numbers issued by the seed).
const route = storyRoute('member', 'invalid', 'blankVoid');
const url = '/member/invalid';
const routes = [{ path: '/member/invalid', element: <BlankVoid route={route} /> }];
const stock = '*/v2/tax/invoice/stock/:diskId';
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Pages/InvoiceVoid/BlankVoid',
  component: BlankVoid,
  args: { route },
  decorators: [inPortal('member', url, routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlankVoid>;
export default meta;
type Story = StoryObj<typeof meta>;

const stockShown = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: '发票库存' });
  await within(grid).findByText('031002700000');
  return grid;
};

/** The terminal's stock by segment (special, normal, roll); the first segment is picked, its first unused number typed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await stockShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /起始号码/ })).toHaveValue('10000003');
    await expect(canvas.getByRole('textbox', { name: /终止号码/ })).toHaveValue('10000003');
    await expect(canvas.getByText('共 1 张')).toBeVisible();
  },
};

/** A run outside the picked segment is refused at its field; the numbers typed stay. */
export const OutsideTheSegment: Story = {
  play: async ({ canvasElement }) => {
    const grid = await stockShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(within(grid).getByText('031002700000'));
    const last = canvas.getByRole('textbox', { name: /终止号码/ });
    await userEvent.clear(last);
    await userEvent.type(last, '20000200');
    await userEvent.click(canvas.getByRole('button', { name: '作废' }));
    await expect(await canvas.findByText('号码须在所选号段 20000007—20000100 之内')).toBeVisible();
    await expect(last).toHaveValue('20000200');
  },
};

/** Two roll invoices voided after the confirm: the result, and the segment shrunk. */
export const Voided: Story = {
  play: async ({ canvasElement }) => {
    const grid = await stockShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(within(grid).getByText('031002800000'));
    const last = canvas.getByRole('textbox', { name: /终止号码/ });
    await userEvent.clear(last);
    await userEvent.type(last, '30000004');
    await userEvent.click(canvas.getByRole('button', { name: '作废' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定作废' }));
    await expect(await canvas.findByText('已作废 增值税普通发票（卷票）（代码 031002800000）号码 30000003 至 30000004，共 2 张。')).toBeVisible();
    await waitFor(() => expect(within(grid).getByText('30000005')).toBeVisible());
    // The rest of the roll stays picked.
    await expect(canvas.getByRole('textbox', { name: /起始号码/ })).toHaveValue('30000005');
  },
};

/** The stock failed to load: the catalogue's message and a retry. */
export const StockFailed: Story = {
  parameters: { msw: { handlers: [http.get(stock, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发票库存加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(stock, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载发票库存' })).toBeVisible();
  },
};

/** No unused paper invoices left. */
export const EmptyStock: Story = {
  parameters: { msw: { handlers: [http.get(stock, () => HttpResponse.json({ code: 0, msg: 'success', data: { diskId: '661000000001', segments: [] } }))] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('当前终端没有未使用的纸质发票'))[0]).toBeVisible();
  },
};

// Every role theme the page is offered in (spec 01 §2: the member and agency areas; group and branch sign in to the agency's).
export const AgencyTheme: Story = { globals: { role: 'agency' }, play: async ({ canvasElement }) => void (await stockShown(canvasElement)) };
export const GroupTheme: Story = { globals: { role: 'group' }, play: async ({ canvasElement }) => void (await stockShown(canvasElement)) };
export const BranchTheme: Story = { globals: { role: 'branch' }, play: async ({ canvasElement }) => void (await stockShown(canvasElement)) };
export const ProviderTheme: Story = { globals: { role: 'provider' }, play: async ({ canvasElement }) => void (await stockShown(canvasElement)) };
