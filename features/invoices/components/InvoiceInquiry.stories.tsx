import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceInquiry } from './InvoiceInquiry';
import { InvoiceDetailsPage } from '../pages/InvoiceDetailsPage';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

// The seed's older history (June 2025) and a fixed clock keep these screenshots the same every day.
const route = storyRoute('member', 'inquire', 'invoiceInquiry');
const now = new Date('2025-06-30T10:00:00+08:00');
const url = '/member/inquire?qsrq=2025-06-01&zzrq=2025-06-30';
const routes = [
  { path: '/member/inquire', element: <InvoiceInquiry route={route} now={now} /> },
  { path: '/member/inquireDetails/:invoiceCode/:invoiceNumber', element: <InvoiceDetailsPage route={storyRoute('member', 'inquireDetails', 'invoiceDetails')} /> },
];
const list = '*/v2/tax/invoice/order/list';

const meta = {
  title: 'Pages/Invoices/InvoiceInquiry',
  component: InvoiceInquiry,
  args: { route, now },
  decorators: [inPortal('member', url, routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceInquiry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's invoices of June 2025 on the current terminal, with the totals of the result. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 13 张', undefined, { timeout: 8000 })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: '查询结果' });
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('group', { name: '合计' })).toHaveTextContent(/价税合计：[\d,]+\.\d{2}/);
  },
};

/** Nothing matches: 暂无数据 (spec 01 §8), totals zero. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ code: 0, msg: 'success', data: { list: [], pages: { items: 0, page: 1, pageSize: 10000 } } }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无数据', undefined, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('共 0 张')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '合计' })).toHaveTextContent('价税合计：0.00');
  },
};

/** The first load: a skeleton of the table, never a stuck spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载发票' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 503 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发票加载失败', undefined, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（503）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Keyboard: Enter on the focused row opens the invoice's ticket. */
export const OpenInvoiceByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('共 13 张', undefined, { timeout: 8000 });
    const grid = canvas.getByRole('grid', { name: '查询结果' });
    grid.focus();
    // Focus lands on the first row (the newest invoice); Enter opens it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: '发票详情' })).toBeVisible(), { timeout: 8000 });
    await expect(await canvas.findByRole('table', { name: '货物或应税劳务、服务' }, { timeout: 8000 })).toBeVisible();
    // Below the ticket, the order's history (issue 12 §1), painted before the screenshot.
    const history = await canvas.findByRole('grid', { name: '订单记录' }, { timeout: 8000 });
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(1));
  },
};
