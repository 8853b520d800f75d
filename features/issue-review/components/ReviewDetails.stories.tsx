import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewDetails } from './ReviewDetails';
import { storyReviewDetail, storyReviews } from '../../../mocks/data/storyReview';
import { inPortal } from '../../../tests/support/storyPortal';
import type { ReviewItem } from '../api';

const detail = (item: ReviewItem) => http.get('*/v2/tax/invoice/audit/:applyId', () => HttpResponse.json({ code: 0, msg: 'success', data: storyReviewDetail(item) }));
const [inReview, , passed, failed] = storyReviews as [ReviewItem, ReviewItem, ReviewItem, ReviewItem];

const meta = {
  title: 'Pages/Review/ReviewDetails',
  component: ReviewDetails,
  args: { area: 'member', applyId: 'SH000001' },
  decorators: [
    (Story, context) => {
      const { area, applyId } = context.args as { area: 'member' | 'account'; applyId: string };
      const path = area === 'member' ? '/member/recording' : '/account/reviewDetails/:applyId';
      const url = area === 'member' ? `/member/recording?applyId=${applyId}` : `/account/reviewDetails/${applyId}`;
      return inPortal(area === 'member' ? 'member' : 'agency', url, [{ path, element: <ReviewDetails area={area} applyId={applyId} /> }])(Story, context);
    },
  ],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [detail(inReview)] } },
} satisfies Meta<typeof ReviewDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In review (member theme): the record, 审核通过 and 审核不通过, and the invoice as it will print. */
export const InReview: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '审核通过' })).toBeVisible();
    await expect(canvas.getByText('价税合计（大写）')).toBeVisible();
    await expect(canvas.getAllByText('上海明远商贸有限公司').length).toBeGreaterThan(0);
  },
};

/** 审核不通过 needs a reason: sent empty, the dialog stays and says so. */
export const RejectNeedsReason: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '审核不通过' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '审核不通过' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定不通过' }));
    await expect(await within(dialog).findByText('请填写不通过原因')).toBeVisible();
  },
};

/** Failed (agency theme): the reason the submitter reads. */
export const Failed: Story = {
  args: { area: 'account', applyId: 'SH000004' },
  globals: { role: 'agency' },
  parameters: { msw: { handlers: [detail(failed)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('审核不通过原因')).toBeVisible();
    await expect(canvas.getAllByText('购买方税号与合同不一致，请核对后重新提交').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: '审核通过' })).toBeNull();
  },
};

/** Passed and issued (group theme): the record links the invoice. */
export const Passed: Story = {
  args: { area: 'account', applyId: 'SH000003' },
  globals: { role: 'group' },
  parameters: { msw: { handlers: [detail(passed)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '查看发票 30000101' })).toBeVisible();
  },
};

/** In review on the branch entrance (branch theme). */
export const Branch: Story = {
  args: { area: 'account', applyId: 'SH000001' },
  globals: { role: 'branch' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '审核不通过' })).toBeVisible();
  },
};
