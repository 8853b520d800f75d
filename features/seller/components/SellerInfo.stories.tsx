import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SellerInfoView } from './SellerInfoView';
import { onPage } from '../../../tests/support/storyPage';

const page = <SellerInfoView titleKey="routeTitles:title.sellerInfo" />;
const routes = [{ path: '/account/sellerInfo', element: page }];
const info = '*/v2/tax/seller/info/:diskId';

const meta = {
  title: 'Pages/Seller/SellerInfo',
  component: SellerInfoView,
  args: { titleKey: 'routeTitles:title.sellerInfo' },
  decorators: [onPage('agency', '/account/sellerInfo', routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SellerInfoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller of the current terminal: name and tax id, address, phone, bank and account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('上海市浦东新区张江路88号')).toBeVisible();
    await expect(canvas.getByText('中国工商银行上海分行')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '编辑' })).toBeVisible();
  },
};

/** Editing with a wrong phone and account: the messages at their fields, the focus on the first, nothing lost. */
export const EditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑' }));
    const tel = canvas.getByRole('textbox', { name: /电话/ });
    await userEvent.clear(tel);
    await userEvent.type(tel, '021-5080');
    const account = canvas.getByRole('textbox', { name: /银行账号/ });
    await userEvent.clear(account);
    await userEvent.type(account, '6222-abc');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('电话号码格式有误，请输入区号-号码、手机号码或3到12位数字')).toBeVisible();
    await expect(canvas.getByText('银行账号应为6到30位数字')).toBeVisible();
    await expect(tel).toHaveFocus();
    await expect(account).toHaveValue('6222-abc');
  },
};

/** A seller without bank and account: told so, and offered to fill them now (spec 01 §5). */
export const Incomplete: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(info, ({ params }) =>
          HttpResponse.json({ code: 0, msg: 'success', data: { diskId: String(params.diskId), taxerId: '91310000MA1G000001', taxerName: '上海示例科技有限公司', address: '上海市浦东新区张江路88号', tel: '021-50801234', khh: '', yhzh: '' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('销方信息不完整，开具发票前请补充地址、电话、开户行及银行账号')).toBeVisible();
    await expect(canvas.getAllByText('未填写')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '立即填写' })).toBeVisible();
  },
};

/** The first load: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(info, async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载销方信息' })).toBeVisible();
  },
};

/** The load failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(info, () => new HttpResponse(null, { status: 503 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('销方信息加载失败')).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（503）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** At 1280 px wide (the side navigation leaves about 1060 px). */
export const Narrow: Story = {
  decorators: [onPage('agency', '/account/sellerInfo', routes, 1060)],
  globals: { viewport: { value: undefined } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('上海市浦东新区张江路88号')).toBeVisible();
  },
};
