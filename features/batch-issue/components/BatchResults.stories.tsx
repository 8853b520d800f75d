import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { IssueBatch, IssueBatchItem } from '../api';
import { BatchResults } from './BatchResults';

// A batch's progress and results (批量开票, docs/workbench/batch-issue.md): pushed counts, each invoice issued or failed with the
// server's reason, retry, results download. One story per role theme.

const item = (n: number, status: IssueBatchItem['status'], extra: Partial<IssueBatchItem> = {}): IssueBatchItem => ({
  documentNo: String(n).padStart(6, '0'),
  gfmc: `上海批量客户${n}有限公司`,
  fplxdm: '026',
  totalAmount: '226.00',
  status,
  ...(status === 'issued' ? { orderId: `K${n}`, fpdm: '031262200123', fphm: String(30000000 + n), issueTime: '2026-11-20T02:00:00.000Z' } : {}),
  ...(status === 'failed' ? { failReason: '税局校验未通过：购买方信息与登记信息不一致（演示）' } : {}),
  ...extra,
});

const batchOf = (items: IssueBatchItem[]): IssueBatch => {
  const issued = items.filter((i) => i.status === 'issued').length;
  const failed = items.filter((i) => i.status === 'failed').length;
  return { id: 'B000042', diskId: '661000000001', fileName: '批量开票.xlsx', createTime: '2026-11-20T01:59:00.000Z', status: items.some((i) => i.status === 'queued') ? 'running' : 'done', total: items.length, issued, failed, items };
};

const typeName = (code: string) => ({ '026': '增值税电子普通发票' })[code] ?? code;

const meta = {
  title: 'Features/BatchIssue/BatchResults',
  component: BatchResults,
  args: {
    batch: batchOf([item(1, 'issued'), item(2, 'issued'), item(3, 'queued'), item(4, 'queued')]),
    live: true,
    onRetry: fn(),
    onNewBatch: fn(),
    onOpenInvoice: fn(),
    fetchResults: async () => null,
    typeName,
    maxHeight: 300,
  },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof BatchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issuing: half settled, the progress pushed (member theme). */
export const Running: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已处理 2/4 张：成功 2 张，失败 0 张');
    await expect(canvas.getByText(/进度实时推送/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /重试失败的发票/ })).toBeNull();
  },
};

/** Done with a failure: the server's reason, retry (agency theme). */
export const DoneWithFailures: Story = {
  args: { batch: batchOf([item(1, 'issued'), item(2, 'failed'), item(3, 'issued')]) },
  globals: { role: 'agency' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已处理 3/3 张：成功 2 张，失败 1 张');
    await expect(canvas.getByText('1 张发票开具失败，原因见“失败原因”列：可重试，或修正后重新上传')).toBeVisible();
    await expect(canvas.getByText('税局校验未通过：购买方信息与登记信息不一致（演示）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试失败的发票（1）' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '查看发票 30000001' }));
    await expect(args.onOpenInvoice).toHaveBeenCalledWith(expect.objectContaining({ documentNo: '000001' }));
  },
};

/** All issued (group theme). */
export const AllIssued: Story = {
  args: { batch: batchOf([item(1, 'issued'), item(2, 'issued')]) },
  globals: { role: 'group' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已完成')).toBeVisible();
  },
};

/** The push channel down: the page polls, and says so (branch theme). */
export const Polling: Story = {
  args: { live: false },
  globals: { role: 'branch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/推送未连接，每 3 秒刷新一次/)).toBeVisible();
  },
};

/** 1,000 invoices: the results table is virtualised (provider theme). */
export const ThousandInvoices: Story = {
  args: { batch: batchOf(Array.from({ length: 1000 }, (_, i) => item(i + 1, i % 50 === 0 ? 'failed' : 'issued'))) },
  globals: { role: 'provider' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: '开具结果' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  },
};
