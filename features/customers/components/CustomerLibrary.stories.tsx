import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomerLibrary } from './CustomerLibrary';
import { storyRoute } from '../../../tests/support/storyPortal';
import { onPage } from '../../../tests/support/storyPage';

const route = storyRoute('member', 'customer', 'customerLibrary');
const routes = [{ path: '/member/customer', element: <CustomerLibrary route={route} /> }];
const list = '*/v2/issueinfo/customer/manage';
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Pages/Customers/CustomerLibrary',
  component: CustomerLibrary,
  args: { route },
  decorators: [onPage('member', '/member/customer', routes)],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CustomerLibrary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded library: thirty buyers with tax id, address-phone, bank-account, e-mail and mobile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '客户列表' });
    await expect(await within(grid).findByText('上海示例贸易有限公司')).toBeVisible();
    await expect(canvas.getByText('共 30 条')).toBeVisible();
  },
};

/** Searching by part of a name. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '客户列表' });
    await userEvent.type(canvas.getByRole('textbox', { name: '客户名称或税号' }), '物流');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(canvas.getByText('共 2 条')).toBeVisible());
    await expect(within(canvas.getByRole('grid', { name: '客户列表' })).getByText('天津滨海物流有限公司')).toBeVisible();
  },
};

/** No customers: 暂无数据 (spec 01 §8). */
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
    await expect(await within(canvasElement).findByRole('status', { name: '正在加载客户' })).toBeVisible();
  },
};

/** The list failed: the catalogue's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(list, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('客户加载失败')).toBeVisible();
    await expect(canvas.getByText('系统繁忙，请稍后访问！（500）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** At 1280 px wide (the side navigation leaves about 1060 px). */
export const Narrow: Story = {
  decorators: [onPage('member', '/member/customer', routes, 1060)],
  globals: { viewport: { value: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '客户列表' });
    await expect(canvas.getByRole('button', { name: '新增客户' })).toBeVisible();
  },
};

/** Adding with a wrong tax id, e-mail and mobile: the messages at their fields, what was typed kept. */
export const AddInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '客户列表' });
    await userEvent.click(canvas.getByRole('button', { name: '新增客户' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '新增客户' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /客户名称/ }), '杭州新客户有限公司');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /纳税人识别号/ }), '9133');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /电子邮箱/ }), 'finance@');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /手机号码/ }), '12345678901');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('纳税人识别号应为15、17、18或20位大写字母或数字')).toBeVisible();
    await expect(within(dialog).getByText('邮箱格式有误，请检查重新填写')).toBeVisible();
    await expect(within(dialog).getByText('手机号码不符合规范!')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /客户名称/ })).toHaveValue('杭州新客户有限公司');
    await expect(within(dialog).getByRole('textbox', { name: /纳税人识别号/ })).toHaveFocus();
  },
};
