import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceDetails } from './InvoiceDetails';
import { onPage } from '../../../tests/support/storyPage';
import { getDb } from '../../../mocks/db';
import { changeStatus } from '../../../mocks/orderHistory';

// The seed's first order (O00001): a blue special paper invoice (004) of the member's first disk, issued on
// 2025-06-30 at 10:01:30 (Shanghai). A fixed clock (the component's `now`) keeps the void rule and the screenshots stable.
const CODE = '031000002200';
const NUMBER = '24000000';
const url = `/member/inquireDetails/${CODE}/${NUMBER}`;
const sameMonth = new Date('2025-06-30T18:00:00+08:00');
const nextMonth = new Date('2025-07-15T10:00:00+08:00');
const routesAt = (now: Date) => [
  { path: '/member/inquireDetails/:invoiceCode/:invoiceNumber', element: <InvoiceDetails area="member" invoiceCode={CODE} invoiceNumber={NUMBER} now={now} /> },
  { path: '/member/gules', element: <p>红字信息表填开页</p> },
];
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Pages/Invoices/InvoiceDetails',
  component: InvoiceDetails,
  args: { area: 'member', invoiceCode: CODE, invoiceNumber: NUMBER, now: sameMonth },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceDetails>;
export default meta;
type Story = StoryObj<typeof meta>;


/**
 * An issued special paper invoice in its month: the order's history (queued, issuing, issued with their times), 作废发票,
 * and its red invoice through a red-letter information sheet (apply for one, or pick one), never directly.
 */
export const IssuedSpecialInvoice: Story = {
  decorators: [onPage('member', url, routesAt(sameMonth))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('grid', { name: '订单记录' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(4));
    await expect(within(history).getByText('排队中')).toBeVisible();
    await expect(within(history).getByText('开具中')).toBeVisible();
    await expect(within(history).getByText('已开具')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '作废发票' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '开具红字发票' })).toBeNull();
    await expect(canvas.getByText(/增值税专用发票须凭红字信息表开具红字发票/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选择红字信息表' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '申请红字信息表' }));
    await expect(await canvas.findByText('红字信息表填开页')).toBeVisible();
  },
};

/** 作废发票: a confirm naming the invoice, then the invoice shown voided (已作废, 蓝字作废) and the void in its history. */
export const Void: Story = {
  decorators: [onPage('member', url, routesAt(sameMonth))],
  parameters: {
    msw: {
      handlers: [
        // The server's clock is today's: here the void is answered as the embedded backend answers it in the month.
        http.put('*/v2/tax/invoice/void/:id', ({ params }) => {
          const order = getDb().orders.find((o) => o.id === params.id);
          if (!order) return HttpResponse.json({ code: 202100404, msg: '订单不存在', data: null });
          changeStatus(order, () => Object.assign(order, { fpzt: 103, kind: 3 }), Date.parse('2025-06-30T17:30:00+08:00'));
          return HttpResponse.json({ code: 0, msg: '作废成功', data: order });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '作废发票' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(within(confirm).getByText(`确定作废发票 ${CODE} ${NUMBER} 吗？作废后不可恢复。`)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '确定作废' }));
    // The invoice is fetched again after the void (its ticket shows the loading state meanwhile): the ticket is
    // looked up afresh until it shows the voided invoice.
    await waitFor(() => expect(within(canvas.getByRole('article')).getByText('已作废')).toBeVisible());
    await expect(within(canvas.getByRole('article')).getByText('蓝字作废')).toBeVisible();
    const history = canvas.getByRole('grid', { name: '订单记录' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(5));
    // The actions follow the invoice's order, fetched again by a call of its own (the list call that finds it by code
    // and number), which can answer after the details on a loaded machine.
    await waitFor(() => expect(canvas.queryByRole('button', { name: '作废发票' })).toBeNull());
    await expect(canvas.queryByRole('button', { name: '申请红字信息表' })).toBeNull();
    // The success message (800 ms) has gone: a still screenshot.
    await waitFor(() => expect(body(canvasElement).queryByText('作废成功')).toBeNull());
  },
};

/** The next month: no void any more, and the page says why (a red invoice corrects it). */
export const NextMonth: Story = {
  args: { now: nextMonth },
  decorators: [onPage('member', url, routesAt(nextMonth))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('仅可作废当月开具的发票，跨月发票请开具红字发票')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '作废发票' })).toBeNull();
    const history = await canvas.findByRole('grid', { name: '订单记录' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(4));
  },
};
