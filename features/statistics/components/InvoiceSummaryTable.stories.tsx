import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { storySummaryTable } from '../../../mocks/data/storyStatistics';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { InvoiceSummaryTable } from './InvoiceSummaryTable';

const now = new Date('2026-06-20T04:00:00Z');
const table = '*/v3/tax/stats/summary';
const route = { ...storyRoute('account', 'InvoiceSum', 'invoiceSummaryTable'), id: 'account.InvoiceSum' };

/** The portal at parameters.portalUrl (the table of all enterprises by default). */
const portal: Decorator = (Story, context) =>
  inPortal('agency', (context.parameters.portalUrl as string | undefined) ?? '/account/InvoiceSum', [
    { path: '/account/InvoiceSum', element: <InvoiceSummaryTable route={route} now={now} /> },
  ])(Story, context);

const meta = {
  title: 'Pages/Statistics/InvoiceSummaryTable',
  component: InvoiceSummaryTable,
  args: { route, now },
  // A fixed width: the page's layout (and its screenshot) does not follow the story frame's content.
  decorators: [portal, (Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(table, () => HttpResponse.json({ code: 0, msg: 'success', data: storySummaryTable }))] } },
} satisfies Meta<typeof InvoiceSummaryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The month's summary table per type, with its total: blue, red, voids, net sales and output tax. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '发票汇总表' });
    await expect(within(grid).getByText('合计')).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: '实际销售金额' })).toBeVisible();
    await expect(canvas.getByText('2026-06-01 至 2026-06-20')).toBeVisible();
  },
};

/** One enterprise, from its summary's link: named in the title, with the way back to all enterprises. */
export const OneEnterprise: Story = {
  parameters: { portalUrl: '/account/InvoiceSum?taxerId=91310000MA1G000001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '查看全部企业' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回汇总明细' })).toHaveAttribute('href', expect.stringContaining('/account/summaryDetail/91310000MA1G000001'));
  },
};

/** No invoice issued in the period. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(table, () => HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: { ...storySummaryTable.total, blueCount: 0 } } }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('所选期间内没有发票')).toBeVisible();
  },
};

/** The server refuses (a business error): its words as text, and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(table, () => HttpResponse.json({ code: 202100010, msg: '查询时间段不能超过1年', data: null }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('查询时间段不能超过1年')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
