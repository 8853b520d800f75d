import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { RepairDetail } from './RepairDetail';
import { storyRecord, storyRepairItems, storyRepairTasks, storyRunningTask } from '../../../mocks/data/storyRepair';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

const record = storyRoute('member', 'Operationrecord/:id/:rid', 'repairDetail');
const agencyDetail = storyRoute('account', 'invoice/repair/:repId', 'repairDetail');
const repaired = storyRepairItems.find((i) => i.id === 'RP0004') ?? storyRepairItems[0];
const running = storyRepairItems.find((i) => i.id === 'RP0002') ?? storyRepairItems[0];

const handlers = (item: typeof repaired) => [
  http.get('*/v2/repair/auto/repair/item/:repId', () => HttpResponse.json({ code: 0, msg: 'success', data: item })),
  http.get('*/v2/tax/invoice/repair/queryTask', () => HttpResponse.json({ code: 0, msg: 'success', data: { list: item?.id === 'RP0004' ? storyRepairTasks : [storyRunningTask] } })),
  http.get('*/v2/tax/invoice/repair/result/:taskId', ({ params }) =>
    HttpResponse.json({ code: 0, msg: 'success', data: { task: [...storyRepairTasks, storyRunningTask].find((t) => t.id === params.taskId) ?? storyRunningTask, record: params.taskId === 'RT0002' ? storyRecord : storyRecord.slice(0, 2) } }),
  ),
];

interface StoryArgs {
  route: typeof record;
  url: string;
}

const meta = {
  title: 'Pages/InvoiceRepair/RepairDetail',
  component: RepairDetail,
  args: { route: record, url: '/member/Operationrecord/RP0004/RT0002' } as StoryArgs,
  decorators: [
    (Story, context) => {
      const { route, url } = context.args as unknown as StoryArgs;
      const account = route.area === 'member' ? 'member' : route.area === 'account' ? 'agency' : 'provider';
      return inPortal(account, url, [{ path: route.path, element: <RepairDetail route={route} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' } },
  // The pages poll while a task runs: the story's clock keeps running through the shot (tests/setup/stories.ts).
  parameters: { layout: 'fullscreen', screenshot: { storyClock: true }, msw: { handlers: handlers(repaired) } },
} satisfies Meta<typeof RepairDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Operationrecord/{id}/{rid}: a repaired invoice, its two tasks and the record of the one asked for, step by step. */
export const Record: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(await canvas.findByRole('grid', { name: '任务 RT0002 的操作记录' }));
    await expect(await steps.findByText('修复成功')).toBeVisible();
    await expect(steps.getByText('平台发票已更新为已开具（号码 26100003）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看发票' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '修复' })).toBeNull();
  },
};

/** The agency's details page (invoice/repair/{repId}) of a running repair: its progress and stop. */
export const Running: Story = {
  args: { route: agencyDetail, url: '/account/invoice/repair/RP0002' } as never,
  globals: { role: 'agency' },
  parameters: { msw: { handlers: handlers(running) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: '发票 26100001 的修复进度' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '停止' })).toBeVisible();
    const steps = within(await canvas.findByRole('grid', { name: '任务 RT1001 的操作记录' }));
    await expect(await steps.findByText('读取税盘发票')).toBeVisible();
  },
};

/** The provider's theme. */
export const Provider: Story = { ...Record, globals: { role: 'provider' } };

/** The group entrance's theme. */
export const Group: Story = { ...Running, globals: { role: 'group' } };

/** The branch entrance's theme. */
export const Branch: Story = { ...Running, globals: { role: 'branch' } };

/** The item could not be read: the server's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/repair/auto/repair/item/:repId', () => HttpResponse.json({ code: 202300001, msg: '修复记录不存在' }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('修复详情加载失败', undefined)).toBeVisible();
    await expect(canvas.getByText('修复记录不存在')).toBeVisible();
  },
};
