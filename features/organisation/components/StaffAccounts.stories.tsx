import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AgencyAccount } from '../../account';
import { onOrganisationPage, routeOf } from '../../../tests/support/storyOrganisation';
import { StaffAccounts } from './StaffAccounts';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Pages/Organisation/StaffAccounts',
  component: StaffAccounts,
  args: { route: routeOf('/account/accountList') },
  globals: { viewport: { value: 'desktop' }, role: 'agency' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaffAccounts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's 21 accounts (the administrator first), filtered by department and role; 列设置 hides a column. */
export const Agency: Story = {
  decorators: [onOrganisationPage('agency', '/account/accountList')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '账号列表' });
    await within(grid).findByText('agency');
    await expect(canvas.getByText('共 21 个账号')).toBeVisible();
    await expect(within(grid).getByText('机构管理员')).toBeVisible();
    // the 开票员 of 开票中心
    await userEvent.click(canvas.getByRole('button', { name: /部门/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /开票中心/ }));
    await userEvent.click(canvas.getByRole('button', { name: /角色/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '开票员' }));
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(canvas.getByText(/^共 [1-9] 个账号$/)).toBeVisible());
    await expect(within(grid).getByText('clerk')).toBeVisible();
    // hide the phone column
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    const panel = await body(canvasElement).findByRole('dialog', { name: '显示的列' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: '手机号' }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: '手机号' })).toBeNull());
    await userEvent.keyboard('{Escape}');
  },
};

/** 新增账号: wrong input said at its fields, nothing typed lost. */
export const AddInvalid: Story = {
  decorators: [onOrganisationPage('agency', '/account/accountList')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('grid', { name: '账号列表' })).findByText('agency');
    await userEvent.click(canvas.getByRole('button', { name: '新增账号' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '新增账号' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^账号/ }), 'ab');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^手机号/ }), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('账号须为4-20位字母、数字或下划线，以字母开头')).toBeVisible();
    await expect(within(dialog).getByText('手机号码不符合规范!')).toBeVisible();
    await expect(within(dialog).getByText('请选择部门或网点')).toBeVisible();
    await expect(within(dialog).getByText('新密码不能为空')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /^账号/ })).toHaveValue('ab');
    await expect(within(dialog).getByRole('textbox', { name: /^账号/ })).toHaveFocus();
  },
};

/** The provider's accounts (/service/userInformation), in outlets. */
export const Provider: Story = {
  args: { route: routeOf('/service/userInformation') },
  globals: { viewport: { value: 'desktop' }, role: 'provider' },
  decorators: [onOrganisationPage('provider', '/service/userInformation')],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: '账号列表' });
    await within(grid).findByText('provider');
    await expect(within(grid).getByRole('columnheader', { name: /网点/ })).toBeVisible();
  },
};

/** The group's staff, in the group theme (信达财税集团: the administrator and 8 staff). */
export const Group: Story = {
  globals: { viewport: { value: 'desktop' }, role: 'group' },
  decorators: [onOrganisationPage('group', '/account/accountList')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '账号列表' });
    await within(grid).findByText('group');
    await expect(canvas.getByText('共 9 个账号')).toBeVisible();
  },
};

/** The branch's staff, in the branch theme (信达财税浦东分公司: the administrator and 6 staff). */
export const Branch: Story = {
  globals: { viewport: { value: 'desktop' }, role: 'branch' },
  decorators: [onOrganisationPage('branch', '/account/accountList')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '账号列表' });
    await within(grid).findByText('branch');
    await expect(canvas.getByText('共 7 个账号')).toBeVisible();
  },
};

/** 10,000 accounts (the list's design load, one page of 99999 as spec 01 §9 asks): the administrator and 9,999 staff. */
const manyStaff: AgencyAccount[] = Array.from({ length: 10_000 }, (_, k) => ({
  uid: `S-${k}`,
  account: k === 0 ? 'agency' : `staff${String(k).padStart(5, '0')}`,
  userName: k === 0 ? '李代账' : `员工${k}`,
  phone: `139${String(k).padStart(8, '0')}`,
  departmentId: 'OUT-003-03',
  departmentName: '开票中心',
  roleId: k === 0 ? 'OUT-003-R1' : 'OUT-003-R2',
  roleName: k === 0 ? '管理员' : '开票员',
  status: k % 6 === 5 ? 0 : 1,
  enterpriseTaxerIds: [],
  createTime: '2024-03-01T01:00:00.000Z',
  ...(k === 0 ? { isAdmin: true } : {}),
}));

/** 10,000 accounts: the table renders only the rows in view, and the last is reached by keyboard. */
export const TenThousandAccounts: Story = {
  decorators: [onOrganisationPage('agency', '/account/accountList')],
  parameters: {
    msw: { handlers: [http.get('*/v1/account/account/list', () => HttpResponse.json({ code: 0, msg: 'success', data: { list: manyStaff, total: manyStaff.length } }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: '账号列表' });
    await within(grid).findByText('agency');
    await expect(canvas.getByText('共 10000 个账号')).toBeVisible();
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    await userEvent.click(within(grid).getByText('agency'));
    await userEvent.keyboard('{End}');
    await expect(await within(grid).findByText('staff09999')).toBeVisible();
  },
};
