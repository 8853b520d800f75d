import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceInquiry } from './InvoiceInquiry';
import { InvoiceDetailsPage } from '../pages/InvoiceDetailsPage';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { storyLargeInquiry } from '../../../mocks/data/storyInquiry';

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
    await expect(await canvas.findByText('共 13 张')).toBeVisible();
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
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
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
    await expect(await canvas.findByText('发票加载失败')).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（503）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Keyboard: Enter on the focused row opens the invoice's ticket. */
export const OpenInvoiceByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('共 13 张');
    const grid = canvas.getByRole('grid', { name: '查询结果' });
    grid.focus();
    // Focus lands on the first row (the newest invoice); Enter opens it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: '发票详情' })).toBeVisible());
    await expect(await canvas.findByRole('table', { name: '货物或应税劳务、服务' })).toBeVisible();
    // Below the ticket, the order's history, painted before the screenshot.
    const history = await canvas.findByRole('grid', { name: '订单记录' });
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** 常用条件: the form's filter saved under a name (an empty name refused), then picked from the list: its search runs. */
export const SaveAndPickFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('共 13 张');
    await userEvent.click(canvas.getByRole('button', { name: /发票状态/ }));
    await userEvent.click(await body.findByRole('option', { name: '已开具' }));
    await userEvent.click(canvas.getByRole('button', { name: '常用条件' }));
    let panel = within(await body.findByRole('dialog', { name: '常用条件' }));
    await userEvent.click(panel.getByRole('button', { name: '保存当前条件' }));
    await expect(await panel.findByText('请输入条件名称')).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: '条件名称' }), '六月已开具');
    await userEvent.click(panel.getByRole('button', { name: '保存当前条件' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '常用条件' })).toBeNull());
    // Saved, not searched: picking it runs its search.
    await expect(canvas.getByText('共 13 张')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '常用条件' }));
    panel = within(await body.findByRole('dialog', { name: '常用条件' }));
    await userEvent.click(panel.getByRole('button', { name: '六月已开具' }));
    await canvas.findByText('共 1 张');
    // The shot shows the picked result, not the passing 已保存条件 message (gone after 800 ms, or sooner than the
    // play under load): wait for it to go.
    await waitFor(() => expect(body.queryAllByText('已保存条件“六月已开具”')).toHaveLength(0));
  },
};

/** Row selection by keyboard (Space, Ctrl+A selects every row), 已选 N 张, and the Excel of the selected rows. */
export const BatchSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('共 13 张');
    const actions = within(canvas.getByRole('group', { name: '批量操作' }));
    await expect(actions.getByText('未选择发票')).toBeVisible();
    await expect(actions.getByRole('button', { name: '导出所选' })).toBeDisabled();
    canvas.getByRole('grid', { name: '查询结果' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(actions.getByText('已选 2 张')).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(actions.getByText('已选 13 张')).toBeVisible();

    // The workbook of the 13 selected rows, written by the embedded backend, is handed to the browser.
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(actions.getByRole('button', { name: '导出所选' }));
      await waitFor(() => expect(saved).toHaveBeenCalled());
      const blob = saved.mock.calls[0]?.[0] as Blob;
      await expect(blob.type).toBe('application/vnd.ms-excel');
      await expect((await blob.text()).match(/<Row>/g)).toHaveLength(14);
    } finally {
      saved.mockRestore();
    }
  },
};

/** 批量发送邮箱: the selected issued invoices sent to one address (a wrong one refused at the field and kept). */
export const BatchPush: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('共 13 张');
    canvas.getByRole('grid', { name: '查询结果' }).focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    const actions = within(canvas.getByRole('group', { name: '批量操作' }));
    await userEvent.click(actions.getByRole('button', { name: '批量发送邮箱' }));
    const dialog = within(await body.findByRole('dialog', { name: '批量发送发票' }));
    const note = dialog.getByText(/发送到以下邮箱/);
    const issued = Number(/(\d+) 张/.exec(note.textContent ?? '')?.[1]);
    await expect(issued).toBeGreaterThan(0);
    const receiver = dialog.getByRole('textbox', { name: /接收邮箱/ });
    await userEvent.type(receiver, 'buyer@');
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(await dialog.findByText('邮箱格式有误，请检查重新填写')).toBeVisible();
    await expect(receiver).toHaveValue('buyer@');
    await userEvent.clear(receiver);
    await userEvent.type(receiver, 'buyer@example.com');
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    // The message's text is in its bubble and in the live region.
    await expect((await body.findAllByText(`已发送 ${issued} 张发票`))[0]).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: '批量发送发票' })).toBeNull());
    // The message goes after 3 s: the screenshot shows the page as the user is left with it.
    await waitFor(() => expect(body.queryAllByText(`已发送 ${issued} 张发票`)).toHaveLength(0));
  },
};

const large = storyLargeInquiry(1200);
const largeList = http.get(list, () => HttpResponse.json({ code: 0, msg: 'success', data: { list: large, pages: { items: large.length, page: 1, pageSize: 10000 } } }));
const startTask = http.post('*/v1/task/center/invoice/export', () => HttpResponse.json({ code: 0, msg: 'success', data: { id: 'T09001', state: 'running', current: 0, total: 1200 } }));
const taskAt = (data: object) => http.get('*/v1/task/center/task/:id', () => HttpResponse.json({ code: 0, msg: 'success', data: { id: 'T09001', total: 1200, ...data } }));

/** Over 1,000 rows the export runs as a task: its progress in the dialog, hidden and shown again while it runs. */
export const ExportTaskRunning: Story = {
  parameters: { msw: { handlers: [largeList, startTask, taskAt({ state: 'running', current: 480 })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('共 1200 张');
    await userEvent.click(canvas.getByRole('button', { name: '导出Excel' }));
    let dialog = within(await body.findByRole('dialog', { name: '导出发票 2025-06-01 至 2025-06-30' }));
    await expect(await dialog.findByText('已处理 480 / 1200')).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '480');
    await userEvent.click(dialog.getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '查看导出进度' }));
    dialog = within(await body.findByRole('dialog', { name: '导出发票 2025-06-01 至 2025-06-30' }));
    await expect(await dialog.findByText('已处理 480 / 1200')).toBeVisible();
  },
};

/** A task that fails: 导出失败 in red with the server's reason as text; 完成 closes it and the export can start again. */
export const ExportTaskFailed: Story = {
  parameters: { msw: { handlers: [largeList, startTask, taskAt({ state: 'failure', current: 600, message: '导出服务繁忙，文件生成失败，请稍后重试' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('共 1200 张');
    await userEvent.click(canvas.getByRole('button', { name: '导出Excel' }));
    const dialog = within(await body.findByRole('dialog', { name: '导出发票 2025-06-01 至 2025-06-30' }));
    await expect(await dialog.findByText('导出失败')).toBeVisible();
    await expect(dialog.getByText('导出服务繁忙，文件生成失败，请稍后重试')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '完成' })).toBeVisible();
  },
};
