import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyEmptyStats, storyStats } from '../../../mocks/data/storyStatistics';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import type { InvoiceStats } from '../api';
import { InvoiceStatistics } from './InvoiceStatistics';
// The chart library loads with the stories' file, not inside the first story's time limit (the page loads it lazily).
import './StatsChart/echarts';

const now = new Date('2026-06-20T04:00:00Z');
const stats = '*/v2/tax/stats/invoice';
const reply = (data: InvoiceStats) => ({ code: 0, msg: 'success', data });
const summary = storyRoute('account', 'summary', 'invoiceStatistics');
const detail = { ...storyRoute('account', 'summaryDetail/:id', 'invoiceStatistics'), id: 'account.summaryDetail' };
const member = { ...storyRoute('member', 'platform/statistics', 'invoiceStatistics'), id: 'member.platformStatistics' };

/** Both charts drawn (the library loads lazily): the screenshot is taken after. */
async function chartsDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-ready]')).toHaveLength(2));
}

/** The portal around the story: the account, address and route pattern of parameters.portal (the summary by default). */
interface PortalParameter {
  account: 'agency' | 'member';
  url: string;
  path: string;
  element: ReactNode;
}
const portal: Decorator = (Story, context) => {
  const p = (context.parameters.portal ?? { account: 'agency', url: '/account/summary', path: '/account/summary', element: <InvoiceStatistics route={summary} now={now} /> }) as PortalParameter;
  return inPortal(p.account, p.url, [{ path: p.path, element: p.element }])(Story, context);
};

const meta = {
  title: 'Pages/Statistics/InvoiceStatistics',
  component: InvoiceStatistics,
  args: { route: summary, now },
  // A fixed width: the page's layout (and its screenshot) does not follow the story frame's content.
  decorators: [portal, (Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(stats, () => HttpResponse.json(reply(storyStats)))] } },
} satisfies Meta<typeof InvoiceStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's 开票汇总: figures, bars over the months, shares by type, and the table by enterprise first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /按月价税合计柱状图/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /各发票类型份数占比图/ })).toBeVisible();
    const figures = canvas.getByText('开票份数').parentElement as HTMLElement;
    await expect(figures).toHaveTextContent(`${storyStats.totals.count} 份`);
    const grid = canvas.getByRole('grid', { name: '按企业统计' });
    await expect(within(grid).getByText('杭州华泰餐饮管理有限公司')).toBeVisible();
    await expect(within(grid).getByText('合计')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '在发票查询中核对' })).toHaveAttribute('href', '/account/inquire?qsrq=2025-07-01&zzrq=2026-06-20');
  },
};

/** The months' table is the bar chart's text: every month of the period, by keyboard through the tabs. */
export const MonthsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement);
    const enterpriseTab = canvas.getByRole('tab', { name: '按企业' });
    enterpriseTab.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '按月份' })).toHaveAttribute('aria-selected', 'true');
    const grid = canvas.getByRole('grid', { name: '按月份统计' });
    await expect(within(grid).getByText('2025年12月')).toBeVisible();
  },
};

/** One enterprise (汇总明细): its terminals first, a link back to the summary. */
export const EnterpriseDetail: Story = {
  args: { route: detail },
  parameters: {
    portal: { account: 'agency', url: '/account/summaryDetail/91310000MA1G000001', path: '/account/summaryDetail/:id', element: <InvoiceStatistics route={detail} now={now} /> },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('杭州华泰餐饮管理有限公司');
    await expect(canvas.getByRole('grid', { name: '按终端统计' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回开票汇总' })).toBeVisible();
  },
};

/** The member's 平台统计: the enterprise's terminals, and the invoice summary table a link away. */
export const Member: Story = {
  args: { route: member },
  parameters: { portal: { account: 'member', url: '/member/platform/statistics', path: '/member/platform/statistics', element: <InvoiceStatistics route={member} now={now} /> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole('link', { name: '发票汇总表' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '在发票查询中核对' })).toBeNull();
  },
};

/** A period over a year is refused at the field; what was typed stays. */
export const PeriodOverOneYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement);
    const start = canvas.getAllByRole('spinbutton', { name: /年/ })[0] as HTMLElement;
    await userEvent.click(start);
    await userEvent.keyboard('2024');
    await userEvent.click(canvas.getByRole('button', { name: '统计' }));
    await expect(await canvas.findByText('查询时间段不能超过1年')).toBeVisible();
    await expect(start).toHaveTextContent('2024');
  },
};

/** No invoice in the period: 所选期间内没有发票, no chart. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(stats, () => HttpResponse.json(reply(storyEmptyStats)))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('所选期间内没有发票')).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(stats, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载统计数据' })).toBeVisible();
  },
};

/** The call failed: the catalogue's words and a retry, never a spinner left. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(stats, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('统计数据加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
