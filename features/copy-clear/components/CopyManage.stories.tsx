import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { copyListReply, storyCopyTerminal, storyCopyTerminals, storyRunReply } from '../../../mocks/data/storyTaxOps';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { CopyManage } from './CopyManage';

const agency = storyRoute('account', 'copyManage', 'copyManage');
const clearcard = storyRoute('account', 'clearcard', 'copyManage');
const provider = storyRoute('service', 'copyManage', 'copyManage');
const list = '*/v2/terminal/operation/qd/copy/list';
const run = '*/v2/terminal/operation/qd/copy/run';
const fixed = (rows = storyCopyTerminals) =>
  http.get(list, ({ request }) => {
    const cbzt = new URL(request.url).searchParams.get('cbzt');
    return HttpResponse.json(copyListReply(cbzt ? rows.filter((r) => r.cbzt === cbzt) : rows));
  });
const runs = http.put(run, async ({ request }) => {
  const body = (await request.json()) as { action: string; diskIds: string[] };
  return HttpResponse.json(storyRunReply(body.diskIds, body.action));
});

const meta = {
  title: 'Pages/CopyClear/CopyManage',
  component: CopyManage,
  args: { route: agency },
  decorators: [
    (Story, context) => {
      const route = (context.args as { route: typeof agency }).route;
      return inPortal(route.area === 'service' ? 'provider' : 'agency', route.path, [{ path: route.path, element: <CopyManage route={route} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' }, role: 'agency' },
  parameters: { layout: 'fullscreen', msw: { handlers: [fixed(), runs] } },
} satisfies Meta<typeof CopyManage>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: '抄报终端列表' });

/** An agency's terminals in every status, with the tabs of the three pages and each row's actions. */
export const Agency: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement));
    await expect(rows.getAllByRole('button', { name: /^抄报 / })).toHaveLength(2);
    await expect(rows.getAllByRole('button', { name: /^清卡 / })).toHaveLength(2);
    await expect(rows.getByText('清卡：本期尚未申报，请先申报再反写')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: '抄报清卡' })).toBeVisible();
  },
};

/** The group entrance's theme. */
export const Group: Story = { ...Agency, globals: { role: 'group' } };

/** The branch entrance's theme. */
export const Branch: Story = { ...Agency, globals: { role: 'branch' } };

/** A provider: 抄报管理 and 清卡 (抄报清卡 is the agency's page). */
export const Provider: Story = {
  args: { route: provider },
  globals: { role: 'provider' },
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await expect(within(canvasElement).queryByRole('tab', { name: '抄报清卡' })).toBeNull();
  },
};

/** 清卡 lists the reported terminals first. */
export const Clearcard: Story = {
  args: { route: clearcard },
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement));
    await expect(rows.queryByText('未抄报')).toBeNull();
    await expect(rows.getAllByText('请先申报再反写')).toHaveLength(2);
  },
};

/** Two terminals reported: one result each, the refusal in the server's words, and 重试失败项. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await grid(canvasElement));
    const boxes = rows.getAllByRole('checkbox', { name: '选择此行' });
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: '抄报（2）' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await body.findByRole('alertdialog', { name: '抄报' })).getByRole('button', { name: '确定' }));
    const results = within(await canvas.findByRole('grid', { name: '抄报结果' }));
    await expect(await results.findByText('税盘通讯超时，请稍后重试')).toBeVisible();
    await expect(results.getByText('抄报成功')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试失败项（1）' })).toBeVisible();
  },
};

/** 10,000 terminals: the list stays virtualised. */
export const TenThousand: Story = {
  parameters: { msw: { handlers: [fixed(Array.from({ length: 10_000 }, (_, k) => storyCopyTerminal(k))), runs] } },
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement));
    await expect(await within(canvasElement).findByText('已选 0 个终端（共 10000 个）')).toBeVisible();
    await expect(rows.getAllByRole('row').length).toBeLessThan(40);
  },
};

/** The list failed: the catalogue's words and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('抄报终端列表加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载抄报终端列表' })).toBeVisible();
  },
};
