import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NegativeIssue } from './NegativeIssue';
import { storyNegativeDetails, storyNegativeList } from '../../../mocks/data/storyNegative';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

const memberRoute = storyRoute('member', 'negative', 'negativeIssue');
const agencyRoute = storyRoute('account', 'negative', 'negativeIssue');
const list = http.get('*/v2/tax/invoice/negative/blue', () => HttpResponse.json({ code: 0, msg: 'success', data: { list: storyNegativeList, pages: { items: storyNegativeList.length, page: 1, pageSize: 20 } } }));
const detail = http.get('*/v2/tax/invoice/negative/blue/:id', ({ params }) => {
  const found = storyNegativeDetails[String(params.id)];
  return HttpResponse.json(found ? { code: 0, msg: 'success', data: found } : { code: 202100404, msg: '未找到该蓝字发票', data: null });
});

const at = (area: 'member' | 'account', id: string) => `/${area}/negative?id=${id}`;
const portal = (account: 'member' | 'agency' | 'group' | 'branch' | 'provider', url: string, route = memberRoute) =>
  inPortal(account, url, [{ path: route.path, element: <NegativeIssue route={route} /> }]);

const meta = {
  title: 'Pages/NegativeIssue/NegativeIssue',
  component: NegativeIssue,
  args: { route: memberRoute },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [list, detail] } },
} satisfies Meta<typeof NegativeIssue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partly reversed invoice: each line's amount, what earlier red invoices took, what is left, all of it picked. */
export const Default: Story = {
  // Each story renders its own portal (a decorator of the meta would wrap the story's and win).
  decorators: [portal('member', at('member', 'NB0001'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findByRole('grid', { name: '蓝字发票商品行' });
    await expect(within(lines).getByRole('textbox', { name: '第 1 行本次冲红金额' })).toHaveValue('5000.00');
    await expect(canvas.getByText('本次冲红：金额 -7,952.00，税额 -683.76，价税合计 -8,635.76')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '已开具的负数发票' })).toBeVisible();
  },
};

/** More than the line has left: the message at the cell, the focus there, what was typed kept. */
export const OverRemaining: Story = {
  decorators: [portal('member', at('member', 'NB0001'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findByRole('grid', { name: '蓝字发票商品行' });
    const amount = within(lines).getByRole('textbox', { name: '第 1 行本次冲红金额' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '6000');
    await userEvent.click(canvas.getByRole('button', { name: '开具负数发票' }));
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription('冲红金额不能超过剩余可冲红金额');
    await expect(amount).toHaveValue('6000');
  },
};

/** A special invoice (agency theme): told at once that a sheet is needed; the approved sheet offers its red invoice. */
export const NeedsSheet: Story = {
  args: { route: agencyRoute },
  decorators: [portal('agency', at('account', 'NB0004'), agencyRoute)],
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '申请红字信息表' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '开具负数发票' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '据此开具 0000012506000009' })).toBeVisible();
  },
};

/** Fully reversed (group theme): nothing left, nothing to pick. */
export const FullyReversed: Story = {
  args: { route: agencyRoute },
  decorators: [portal('group', at('account', 'NB0003'), agencyRoute)],
  globals: { role: 'group', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该发票已全额冲红，没有可冲红的金额。', undefined)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '开具负数发票' })).toBeNull();
  },
};

/** The list only (branch theme): the reversal state of each invoice. */
export const ListBranch: Story = {
  args: { route: agencyRoute },
  decorators: [portal('branch', '/account/negative', agencyRoute)],
  globals: { role: 'branch', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '可冲红的蓝字发票' });
    await waitFor(() => expect(within(grid).getByText('已全额冲红')).toBeVisible());
  },
};

/** The provider theme, with a blue invoice the server does not find: its words, as text. */
export const NotFoundProvider: Story = {
  decorators: [portal('provider', at('member', 'NB9999'))],
  globals: { role: 'provider', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('未找到该蓝字发票', undefined)).toBeVisible();
  },
};
