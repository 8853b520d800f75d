import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { TaxReturnRow } from '../api';
import { TaxReturns } from './TaxReturns';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';

const route = storyRoute('account', 'taxReturns', 'taxReturns');
const list = '*/v2/tax/return/list';
const row = (k: number, cbzt: TaxReturnRow['cbzt'], fplxdm: string): TaxReturnRow => ({
  id: `TR-66100000000${k}-${fplxdm}`,
  diskId: `66100000000${k}`,
  taxerName: ['杭州华泰餐饮管理有限公司', '上海明远商贸有限公司', '南京恒信建材有限公司', '苏州启明电子科技有限公司'][k % 4] as string,
  taxerId: `91330100MA2H00000${k}`,
  fplxdm,
  period: '2025-05',
  cbzt,
  declared: cbzt === '4',
  invoiceCount: 12 + k * 7,
  totalAmount: `${(12 + k * 7) * 1234}.50`,
  ...(cbzt === '3' || cbzt === '4' ? { copyTime: '2025-06-03T02:00:00.000Z' } : {}),
  ...(cbzt === '4' ? { writeBackTime: '2025-06-10T02:00:00.000Z' } : {}),
});
const rows = [row(1, '2', '004'), row(1, '3', '026'), row(2, '4', '007'), row(3, '1', '004'), row(4, '2', '028')];
const reply = (list: TaxReturnRow[]) => ({ code: 0, msg: 'success', data: { list, pages: { items: list.length, page: 1, pageSize: 20 } } });

const meta = {
  title: 'Pages/TaxReturns/TaxReturns',
  component: TaxReturns,
  args: { route },
  decorators: [inPortal('agency', '/account/taxReturns', [{ path: '/account/taxReturns', element: <TaxReturns route={route} /> }])],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', msw: { handlers: [http.get(list, () => HttpResponse.json(reply(rows)))] } },
} satisfies Meta<typeof TaxReturns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An agency's periods: copy where not reported, write back once copied, nothing outside the period or when done. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '抄报税列表' });
    await expect(within(grid).getAllByRole('button', { name: /^抄报 / })).toHaveLength(2);
    await expect(within(grid).getAllByRole('button', { name: /^反写 / })).toHaveLength(1);
    await expect(within(grid).getByText('请先申报再反写')).toBeVisible();
  },
};

/** No periods: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json(reply([])))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载抄报税列表' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('抄报税列表加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
