import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GoodsLibrary } from './GoodsLibrary';
import { storyRoute } from '../../../tests/support/storyPortal';
import { onPage } from '../../../tests/support/storyPage';

const route = storyRoute('member', 'goods', 'goodsLibrary');
const routes = [{ path: '/member/goods', element: <GoodsLibrary route={route} /> }];
const list = '*/v3/tax/goods/list';
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Pages/Goods/GoodsLibrary',
  component: GoodsLibrary,
  args: { route },
  decorators: [onPage('member', '/member/goods', routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GoodsLibrary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded library: coded and uncoded goods, prices with and without tax, the AI coding button counting the uncoded. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '商品列表' });
    await expect(await within(grid).findByText('软件维护服务')).toBeVisible();
    await expect(canvas.getByText('共 47 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^AI赋码（\d+条未赋码）$/ })).toBeEnabled();
  },
};

/** Searching by name finds the good. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '商品列表' });
    await userEvent.type(canvas.getByRole('textbox', { name: '商品名称、编码或规格' }), '打印机');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(canvas.getByText('共 2 条')).toBeVisible());
    const grid = canvas.getByRole('grid', { name: '商品列表' });
    await expect(within(grid).getByText('激光打印机')).toBeVisible();
    await expect(within(grid).getByText('喷墨打印机')).toBeVisible();
  },
};

/** No goods: 暂无数据 (spec 01 §8). */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: 0 } }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(list, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载商品' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('商品加载失败')).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（500）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** At 1280 px wide (the side navigation leaves about 1060 px): the toolbar wraps, the table scrolls inside its panel. */
export const Narrow: Story = {
  decorators: [onPage('member', '/member/goods', routes, 1060)],
  globals: { viewport: { value: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '商品列表' });
    await expect(canvas.getByRole('button', { name: '新增商品' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出Excel' })).toBeVisible();
  },
};

/** Adding with wrong input: the messages at their fields, what was typed kept. */
export const AddInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '商品列表' });
    await userEvent.click(canvas.getByRole('button', { name: '新增商品' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '新增商品' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /单价（不含税）/ }), '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请输入商品名称')).toBeVisible();
    await expect(within(dialog).getByText('单价应为不小于0的数字，最多8位小数')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /单价（不含税）/ })).toHaveValue('12a');
    await expect(within(dialog).getByRole('textbox', { name: /商品名称/ })).toHaveFocus();
  },
};

/** The tax-code field searches by name and fills the code's short name. */
export const TaxCodeSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The list behind the dialog is in the shot: the goods first (the grid is there while they load; a run beside a
    // second npm test opened the dialog before they came).
    await canvas.findByText('共 47 条');
    await userEvent.click(canvas.getByRole('button', { name: '新增商品' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '新增商品' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /税收分类编码/ }), '计算机');
    const option = await body(canvasElement).findByRole('option', { name: '计算机 1090511030000000000' });
    await expect(option).toBeVisible();
  },
};

/** Batch AI coding: every uncoded good of the page sent at once, each line's result shown. */
export const AiCoding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '商品列表' });
    await userEvent.click(canvas.getByRole('radio', { name: '未赋码' }));
    // The filtered list, not the previous page the table keeps while it loads (its uncoded goods are fewer): the
    // last fresh-clone run opened the dialog on those under load.
    await canvas.findByText('共 19 条');
    await expect(canvas.getByRole('button', { name: 'AI赋码（19条未赋码）' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: /^AI赋码/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'AI赋码' });
    const results = await within(dialog).findByRole('grid', { name: '赋码结果' });
    await expect(within(results).getAllByText('已匹配').length).toBeGreaterThan(0);
    await expect(within(dialog).getByText(/^共\d+条，匹配到税收分类编码\d+条$/)).toBeVisible();
  },
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importHeader = ['商品名称', '税收分类编码', '规格型号', '单位', '单价', '单价含税', '税率'];

/** Opens 导入 and uploads a sheet of five goods: two correct, three in error. */
async function uploadGoods(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await canvas.findByText('共 47 条');
  await userEvent.click(canvas.getByRole('button', { name: '导入' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: '导入商品' });
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const rows = [
    importHeader,
    ['会议室白板', '', '1.8m', '块', '680', '否', '13%'],
    ['标签打印机', '1090512990000000000', 'QL-820', '台', '1299.00', '是', '13%'],
    ['', '', '', '个', '10', '否', '13%'],
    ['碳粉盒', '123', '', '个', '260', '否', '13%'],
    ['会议室白板', '', '1.8m', '块', '680', '否', '8%'],
  ];
  const blob = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value, type: String }))), { sheet: '商品' }).toBlob();
  await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File([blob], 'goods.xlsx', { type: XLSX }));
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('共 5 行，正确 2 行，有误 3 行'));
  return dialog;
}

/** Import from a spreadsheet: an .xlsx read in the browser, each row checked (正确, or its problem). */
export const Import: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await uploadGoods(canvasElement);
    const grid = within(dialog).getByRole('grid', { name: '导入数据' });
    await expect(within(grid).getByText('请输入商品名称')).toBeVisible();
    await expect(within(grid).getByText('税收分类编码应为19位数字')).toBeVisible();
    await expect(within(grid).getByText('税率有误，请填写如 13%、6%，或 免税、不征税')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '下载有误的行' })).toBeEnabled();
  },
};

/** The correct rows are added to the library; the rows in error stay to be fixed and downloaded. */
export const ImportSubmit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await uploadGoods(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '导入正确的行（2）' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('共 3 行，正确 0 行，有误 3 行'));
    await waitFor(() => expect(within(canvasElement).getByText('共 49 条')).toBeInTheDocument());
    await waitFor(() => expect(body(canvasElement).queryByText('成功导入 2 条商品')).toBeNull());
  },
};
