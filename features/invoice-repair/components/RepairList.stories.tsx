import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { RepairList } from './RepairList';
import { repairListReply, storyDigitalItems, storyRepairItems } from '../../../mocks/data/storyRepair';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

const member = storyRoute('member', 'newRepairList', 'repairList');
const agency = storyRoute('account', 'newRepairList', 'repairList');
const provider = storyRoute('service', 'newRepairList', 'repairList');
const digital = storyRoute('member', 'fullpower/repair', 'repairList');
const list = '*/v2/repair/auto/repair/list';
const fixed = (items: typeof storyRepairItems) => http.get(list, () => HttpResponse.json(repairListReply(items)));

const meta = {
  title: 'Pages/InvoiceRepair/RepairList',
  component: RepairList,
  args: { route: member },
  // The portal at the story's route, signed in as that area's demo account.
  decorators: [
    (Story, context) => {
      const route = (context.args as { route: typeof member }).route;
      const account = route.area === 'member' ? 'member' : route.area === 'account' ? 'agency' : 'provider';
      return inPortal(account, route.path, [{ path: route.path, element: <RepairList route={route} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' } },
  // The pages poll while a task runs: the story's clock keeps running through the shot (tests/setup/stories.ts).
  parameters: { layout: 'fullscreen', screenshot: { storyClock: true }, msw: { handlers: [fixed(storyRepairItems)] } },
} satisfies Meta<typeof RepairList>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name = '待修复发票') => within(canvasElement).findByRole('grid', { name });

/** The member's stuck invoices in every state: to repair, repairing (with its progress), failed, repaired, queued, stopped. */
export const Default: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement));
    await expect(rows.getByRole('progressbar', { name: '发票 26100001 的修复进度' })).toBeVisible();
    // Problem 1 has no quick repair; problem 2 has; a running or queued task may be stopped.
    await expect(rows.queryByRole('button', { name: '快速修复发票 26100000' })).toBeNull();
    await expect(rows.getByRole('button', { name: '快速修复发票 26100002' })).toBeVisible();
    await expect(rows.getByRole('button', { name: '停止修复发票 26100001' })).toBeVisible();
    await expect(rows.getByRole('button', { name: '停止修复发票 26000001' })).toBeVisible();
    await expect(rows.queryByRole('button', { name: '修复发票 26100003' })).toBeNull();
    await expect(within(canvasElement).getByText('有 2 个修复任务进行中，列表将自动更新')).toBeVisible();
  },
};

/** An agency's list (group and branch see the same page in their themes): the seller column, all its terminals. */
export const Agency: Story = {
  args: { route: agency },
  globals: { role: 'agency' },
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement));
    await expect(rows.getByRole('columnheader', { name: '销方名称' })).toBeVisible();
  },
};

/** The group entrance's theme. */
export const Group: Story = { ...Agency, globals: { role: 'group' } };

/** The branch entrance's theme. */
export const Branch: Story = { ...Agency, globals: { role: 'branch' } };

/** A provider's list. */
export const Provider: Story = { ...Agency, args: { route: provider }, globals: { role: 'provider' } };

/** fullpower/repair: fully-digital invoices, no invoice code column. */
export const Digital: Story = {
  args: { route: digital },
  parameters: { msw: { handlers: [fixed(storyDigitalItems)] } },
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement, '待修复数电发票'));
    await expect(rows.queryByRole('columnheader', { name: '发票代码' })).toBeNull();
    await expect(rows.getByText('26319100000000000004')).toBeVisible();
  },
};

/** 按代码号码修复 with a wrong code: the message at the field, the text kept. */
export const ByNumberInvalid: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '按代码号码修复' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '按代码号码修复' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /发票代码/ }), '0310');
    await userEvent.click(dialog.getByRole('button', { name: '修复' }));
    await expect(await dialog.findByText('发票代码为10位或12位数字')).toBeVisible();
    await expect(dialog.getByText('请输入发票号码')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /发票代码/ })).toHaveValue('0310');
  },
};

/** Nothing stuck: 暂无待修复发票. */
export const Empty: Story = {
  parameters: { msw: { handlers: [fixed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无待修复发票', undefined)).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载待修复发票' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('待修复发票加载失败', undefined)).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（500）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
