import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BatchVoid } from './BatchVoid';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { storyVoidOrders } from '../../../mocks/data/storyVoid';

// Fixed invoices of June 2025 read on 2025-06-30 (mocks/data/storyVoid.ts): the same screenshots every day.
const route = storyRoute('member', 'batchVoid', 'batchVoid');
const now = new Date('2025-06-30T12:00:00+08:00');
const url = '/member/batchVoid?fpzt=3&qsrq=2025-05-01&zzrq=2025-06-30';
const routes = [{ path: '/member/batchVoid', element: <BatchVoid route={route} now={now} /> }];
const list = '*/v2/tax/invoice/order/list';
const batch = '*/v2/tax/invoice/void/batch';
const listed = http.get(list, () => HttpResponse.json({ code: 0, msg: 'success', data: { list: storyVoidOrders, pages: { items: storyVoidOrders.length, page: 1, pageSize: 10000 } } }));
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The server as the embedded backend answers a batch: the demo buyer fails its first attempt, then voids. */
function batchHandler() {
  const failedOnce = new Set<string>();
  return http.post(batch, async ({ request }) => {
    const { ids } = (await request.json()) as { ids: string[] };
    const results = ids.map((id) => {
      const order = storyVoidOrders.find((o) => o.id === id);
      const numbers = { fpdm: order?.fpdm ?? '', fphm: order?.fphm ?? '' };
      if (order?.gfmc.includes('演示失败') && !failedOnce.has(id)) {
        failedOnce.add(id);
        return { id, ...numbers, voided: false, msg: '税盘连接异常，请稍后重试' };
      }
      return { id, ...numbers, voided: true };
    });
    return HttpResponse.json({ code: 0, msg: '批量作废完成', data: { results } });
  });
}

const meta = {
  title: 'Pages/InvoiceVoid/BatchVoid',
  component: BatchVoid,
  args: { route, now },
  decorators: [inPortal('member', url, routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [listed, batchHandler()] } },
} satisfies Meta<typeof BatchVoid>;
export default meta;
type Story = StoryObj<typeof meta>;

const gridShown = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: '可作废发票' });
  await within(grid).findByText('杭州云帆贸易有限公司');
  return grid;
};

/** Issued invoices of May and June: the last column says which can be voided and why not. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await gridShown(canvasElement);
    await expect(within(grid).getAllByText('可作废')).toHaveLength(4);
    await expect(within(grid).getByText('电子发票和数电发票不能作废，如需冲销请开具红字发票')).toBeVisible();
    await expect(within(grid).getByText('仅可作废当月开具的发票，跨月发票请开具红字发票')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '作废所选（0 张）' })).toBeDisabled();
  },
};

/** Everything selected: before sending, the page says which cannot be voided and why; only the others are sent. */
export const SelectedWithRefusals: Story = {
  play: async ({ canvasElement }) => {
    const grid = await gridShown(canvasElement);
    await userEvent.click(within(grid).getByRole('checkbox', { name: /全选|Select all/ }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已选 7 张，其中可作废 4 张')).toBeVisible();
    await expect(canvas.getByText('以下发票不能作废，不会提交：')).toBeVisible();
    await expect(canvas.getByText('该发票已作废：1 张')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '作废所选（4 张）' })).toBeEnabled();
  },
};

/** Sent: a result per invoice, the demo buyer failed with the server's reason; retrying it voids it. */
export const SentAndRetried: Story = {
  parameters: { msw: { handlers: [listed, batchHandler()] } },
  play: async ({ canvasElement }) => {
    const grid = await gridShown(canvasElement);
    await userEvent.click(within(grid).getByRole('checkbox', { name: /全选|Select all/ }));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '作废所选（4 张）' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定作废所选的 4 张发票吗？作废后不可恢复。另有 3 张不能作废的发票不会提交。');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定作废' }));
    const outcome = await canvas.findByRole('grid', { name: '作废结果' });
    await expect(await canvas.findByText('已作废 3 张，失败 1 张')).toBeVisible();
    await expect(within(outcome).getByText('税盘连接异常，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试失败的发票（1 张）' }));
    await expect(await canvas.findByText('已作废 4 张，失败 0 张')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /重试失败的发票/ })).toBeNull());
  },
};

/** The list failed: the catalogue's message and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发票加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载发票' })).toBeVisible();
  },
};

// Every role theme the page is offered in (the member's menu; the agency's route, also entered by group and branch).
export const AgencyTheme: Story = { globals: { role: 'agency' }, play: async ({ canvasElement }) => void (await gridShown(canvasElement)) };
export const GroupTheme: Story = { globals: { role: 'group' }, play: async ({ canvasElement }) => void (await gridShown(canvasElement)) };
export const BranchTheme: Story = { globals: { role: 'branch' }, play: async ({ canvasElement }) => void (await gridShown(canvasElement)) };
export const ProviderTheme: Story = { globals: { role: 'provider' }, play: async ({ canvasElement }) => void (await gridShown(canvasElement)) };
