import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { InvoiceOrders } from './InvoiceOrders';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

// The seed's older orders (June 2025) on a fixed clock: the same screenshots every day.
const route = storyRoute('account', 'invoiceOrder', 'invoiceOrders');
const now = new Date('2025-06-30T12:00:00+08:00');
const url = '/account/invoiceOrder?group=all&qsrq=2025-06-20&zzrq=2025-06-30';
const routes = [{ path: '/account/invoiceOrder', element: <InvoiceOrders route={route} now={now} /> }];
const list = '*/v2/tax/invoice/order/list';

const meta = {
  title: 'Pages/Invoices/InvoiceOrders',
  component: InvoiceOrders,
  args: { route, now },
  decorators: [inPortal('agency', url, routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An agency's orders of the last ten days of June 2025: states, expiry after 48 h, cancel and retry where allowed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '订单列表' });
    await expect(await within(grid).findAllByText('已过期')).not.toHaveLength(0);
    await expect(within(grid).getAllByRole('button', { name: /^重试订单/ }).length).toBeGreaterThan(0);
  },
};

/** No orders: 暂无数据 (spec 01 §8). */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ code: 0, msg: 'success', data: { list: [], pages: { items: 0, page: 1, pageSize: 10000 } } }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载订单' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('订单加载失败')).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（500）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
