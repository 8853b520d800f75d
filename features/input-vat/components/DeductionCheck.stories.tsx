import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeductionCheck } from './DeductionCheck';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { storyInputVatHandlers } from '../../../mocks/inputVat/story';

// Purchase invoices of a fixed day (2026-11-20, mocks/inputVat/story.ts): the same screenshots every day.
const route = storyRoute('member', 'deductionCheck', 'deductionCheck');
const statisticsRoute = storyRoute('member', 'checkStatistics', 'deductionCheck');
const historyRoute = storyRoute('member', 'previousPeriodQuery', 'deductionCheck');
const agencyRoute = storyRoute('account', 'deductionCheck', 'deductionCheck');
const routes = [
  { path: '/member/deductionCheck', element: <DeductionCheck route={route} /> },
  { path: '/member/checkStatistics', element: <DeductionCheck route={statisticsRoute} /> },
  { path: '/member/previousPeriodQuery', element: <DeductionCheck route={historyRoute} /> },
];
const body = (el: HTMLElement) => within(el.ownerDocument.body);
// Each story opens its own address (a decorator of the meta would wrap, and hide, the story's).
const atTick = [inPortal('member', '/member/deductionCheck', routes)];

const meta = {
  title: 'Pages/InputVat/DeductionCheck',
  component: DeductionCheck,
  args: { route },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: storyInputVatHandlers() } },
} satisfies Meta<typeof DeductionCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

const listShown = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid', { name: '进项发票' });
  await within(grid).findAllByText('已勾选');
  return grid;
};

/** The current period: its statistics at a glance, the invoices with their tick state. */
export const Default: Story = {
  decorators: atTick,
  play: async ({ canvasElement }) => {
    await listShown(canvasElement);
    const canvas = within(canvasElement);
    // The statistics and the list are answered by calls of their own, in either order.
    await expect(await canvas.findByText('已勾选份数')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^全部勾选（\d+ 张）$/ })).toBeEnabled());
  },
};

/** Two invoices selected: their count, amount and tax in exact decimals before ticking them. */
export const Selected: Story = {
  decorators: atTick,
  // The selection changes nothing but the summary line: no screenshot of its own.
  parameters: { msw: { handlers: storyInputVatHandlers() }, screenshot: false },
  play: async ({ canvasElement }) => {
    const grid = await listShown(canvasElement);
    const rows = within(grid).getAllByRole('row').slice(1, 3);
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    await expect(await within(canvasElement).findByText(/^已选 2 张，金额 ¥[\d,]+\.\d{2}，税额 ¥[\d,]+\.\d{2}$/)).toBeVisible();
  },
};

/** Tick all: every invoice of the list ticked in one call; the statistics follow. */
export const TickAll: Story = {
  decorators: atTick,
  parameters: { msw: { handlers: storyInputVatHandlers() }, screenshot: false },
  play: async ({ canvasElement }) => {
    await listShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^全部勾选/ }));
    await waitFor(() => expect(canvas.getByText('0 份')).toBeVisible());
    await expect(await canvas.findByRole('button', { name: /^全部撤销/ })).toBeEnabled();
  },
};

/** A bad filter: said at its field, the typed value kept, nothing sent. */
export const BadFilter: Story = {
  decorators: atTick,
  play: async ({ canvasElement }) => {
    await listShown(canvasElement);
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: '金额（不含税）起' });
    const max = canvas.getByRole('textbox', { name: '金额（不含税）止' });
    await userEvent.type(min, '500');
    await userEvent.type(max, '100');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('最大金额不能小于最小金额')).toBeVisible();
    await expect(max).toHaveValue('100.00');
  },
};

/** 勾选统计: the period by rate, and its confirmation. */
export const Statistics: Story = {
  args: { route: statisticsRoute },
  decorators: [inPortal('member', '/member/checkStatistics', routes)],
  parameters: { msw: { handlers: storyInputVatHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '按税率统计' });
    await expect(within(grid).getByText('合计')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '统计确认' })).toBeEnabled();
  },
};

/** Confirming: the dialog names the totals; once confirmed the period says so. */
export const Confirming: Story = {
  args: { route: statisticsRoute },
  decorators: [inPortal('member', '/member/checkStatistics', routes)],
  parameters: { msw: { handlers: storyInputVatHandlers() }, screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '统计确认' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(await canvas.findByText(/^本期已于 .* 统计确认。$/)).toBeVisible();
  },
};

/** A confirmed period: read-only, no checkbox and no ticking button. */
export const Confirmed: Story = {
  decorators: atTick,
  parameters: { msw: { handlers: storyInputVatHandlers({ confirmed: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/勾选结果只读/)).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: '进项发票' });
    await within(grid).findAllByText('已勾选');
    await expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** 往期勾选查询: the earlier periods with their statistics. */
export const History: Story = {
  args: { route: historyRoute },
  decorators: [inPortal('member', '/member/previousPeriodQuery', routes)],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '往期勾选查询' });
    await expect(await within(grid).findByText('已确认')).toBeVisible();
  },
};

/** An agency chooses the enterprise it serves first. */
export const AgencyChoosesFirst: Story = {
  args: { route: agencyRoute },
  globals: { role: 'agency' },
  decorators: [inPortal('agency', '/account/deductionCheck', [{ path: '/account/deductionCheck', element: <DeductionCheck route={agencyRoute} /> }])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('请先选择要处理的企业')).toBeVisible();
  },
};

/** The enterprises could not be loaded: the catalogue's message and a retry. */
export const LoadFailed: Story = {
  decorators: atTick,
  parameters: { msw: { handlers: [http.get('*/v2/vatpaid/enterprises', () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('企业加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  decorators: atTick,
  parameters: { msw: { handlers: [http.get('*/v2/vatpaid/enterprises', async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载企业' })).toBeVisible();
  },
};

// Every role theme the page is offered in.
export const AgencyTheme: Story = { decorators: atTick, globals: { role: 'agency' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
export const GroupTheme: Story = { decorators: atTick, globals: { role: 'group' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
export const BranchTheme: Story = { decorators: atTick, globals: { role: 'branch' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
export const ProviderTheme: Story = { decorators: atTick, globals: { role: 'provider' }, play: async ({ canvasElement }) => void (await listShown(canvasElement)) };
