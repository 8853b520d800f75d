import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ReviewQueue } from './ReviewQueue';
import { reviewListReply, storyReviews } from '../../../mocks/data/storyReview';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

const member = storyRoute('member', 'recording', 'reviewQueue');
const agency = storyRoute('account', 'recording', 'reviewQueue');
const list = '*/v2/tax/invoice/audit/list';
const fixed = (rows: typeof storyReviews) => http.get(list, () => HttpResponse.json(reviewListReply(rows)));

const meta = {
  title: 'Pages/Review/ReviewQueue',
  component: ReviewQueue,
  args: { route: member },
  decorators: [
    (Story, context) => {
      const route = (context.args as { route: typeof member }).route;
      return inPortal(route.area === 'member' ? 'member' : 'agency', route.path, [{ path: route.path, element: <ReviewQueue route={route} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [fixed(storyReviews)] } },
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectQueue = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: '审核列表' });
  await expect(within(grid).getByRole('button', { name: '审核 SH000001' })).toBeVisible();
  await expect(within(grid).getByRole('button', { name: '查看 SH000004' })).toBeVisible();
  await expect(within(grid).getByText('购买方税号与合同不一致，请核对后重新提交')).toBeVisible();
  await expect(within(canvasElement).getByText('审核中 2 · 审核通过 1 · 审核不通过 1')).toBeVisible();
};

/** The member's queue (member theme): two in review, one passed with its invoice, one failed with its reason. */
export const Default: Story = { globals: { role: 'member' }, play: async ({ canvasElement }) => expectQueue(canvasElement) };

/** The agency's queue (agency theme). */
export const Agency: Story = { args: { route: agency }, globals: { role: 'agency' }, play: async ({ canvasElement }) => expectQueue(canvasElement) };

/** The group entrance's theme. */
export const Group: Story = { args: { route: agency }, globals: { role: 'group' }, play: async ({ canvasElement }) => expectQueue(canvasElement) };

/** The branch entrance's theme. */
export const Branch: Story = { args: { route: agency }, globals: { role: 'branch' }, play: async ({ canvasElement }) => expectQueue(canvasElement) };

/** Nothing waits for review. */
export const Empty: Story = {
  parameters: { msw: { handlers: [fixed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无待审核的开票申请')).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载审核列表' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('审核列表加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
