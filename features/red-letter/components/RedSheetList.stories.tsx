import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { RedSheetList } from './RedSheetList';
import { listReply, storyPaperSheets, storySheets } from '../../../mocks/data/storyRedLetter';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

const digital = storyRoute('member', 'fullpower/gulesList', 'redSheetList');
const paper = storyRoute('account', 'gulesList', 'redSheetList');
const issue = storyRoute('member', 'gulesInvoice', 'redSheetList');
const list = '*/v2/tax/invoice/red/list';
const fixed = (sheets: typeof storySheets) => http.get(list, () => HttpResponse.json(listReply(sheets)));

const meta = {
  title: 'Pages/RedLetter/RedSheetList',
  component: RedSheetList,
  args: { route: digital },
  // The portal at the story's route, signed in as that area's demo account.
  decorators: [
    (Story, context) => {
      const route = (context.args as { route: typeof digital }).route;
      const account = route.area === 'member' ? 'member' : route.area === 'account' ? 'agency' : 'provider';
      return inPortal(account, route.path, [{ path: route.path, element: <RedSheetList route={route} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [fixed(storySheets)] } },
} satisfies Meta<typeof RedSheetList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's fully-digital confirmation sheets: one to confirm, one to revoke, one to issue from, done and void ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '红字确认单列表' });
    await expect(within(grid).getByText('购方录入待销方确认')).toBeVisible();
    await expect(within(grid).getByRole('button', { name: '确认信息表 00000125110000010001' })).toBeVisible();
    await expect(within(grid).getByRole('button', { name: '撤销信息表 00000125110000020002' })).toBeVisible();
    await expect(within(grid).getAllByRole('button', { name: /^据信息表/ })).toHaveLength(1);
  },
};

/** A sheet opened from its row: parties, blue invoice, totals and the lines it redeems. */
export const ViewSheet: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '红字确认单列表' });
    await userEvent.click(within(grid).getByRole('button', { name: '查看信息表 00000125110000030003' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '红字信息表 00000125110000030003' });
    await expect(within(dialog).getByText('购销双方已确认')).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: '冲红明细' })).toBeVisible();
  },
};

/** An agency's paper information sheets: approved, under review, received, refused. */
export const PaperSheets: Story = {
  args: { route: paper },
  parameters: { msw: { handlers: [fixed(storyPaperSheets)] } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '红字信息表列表' });
    await expect(within(grid).getByText('审核中')).toBeVisible();
    await expect(within(grid).getByText('审核不通过')).toBeVisible();
    await expect(within(grid).getAllByRole('button', { name: /^据信息表/ })).toHaveLength(2);
  },
};

/** gulesInvoice: only the sheets a red invoice may still be issued from, of both kinds. */
export const ReadyToIssue: Story = {
  args: { route: issue },
  parameters: { msw: { handlers: [fixed([...storySheets, ...storyPaperSheets])] } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '可开具红字发票的信息表' });
    await expect(within(grid).getAllByRole('button', { name: /^据信息表/ })).toHaveLength(3);
    await expect(within(grid).queryByText('审核中')).toBeNull();
  },
};

/** No sheets: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: [fixed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载红字信息表' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('红字信息表加载失败')).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（500）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
