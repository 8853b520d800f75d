import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onOrganisationPage, routeOf } from '../../../tests/support/storyOrganisation';
import { Departments } from './Departments';

const meta = {
  title: 'Pages/Organisation/Departments',
  component: Departments,
  args: { route: routeOf('/account/website') },
  globals: { viewport: { value: 'desktop' }, role: 'agency' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Departments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's departments; 财务一部 chosen shows its path, staff and enterprises (the refusal to remove it: tests/e2e/organisation.e2e.ts). */
export const Agency: Story = {
  decorators: [onOrganisationPage('agency', '/account/website')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('treegrid', { name: '部门结构' });
    await userEvent.click(await within(tree).findByRole('row', { name: /^财务一部/ }));
    await expect(await canvas.findByRole('heading', { name: '上海信达财税代理有限公司 / 财务一部' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: '财务一部 的员工' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除' })).toBeEnabled();
  },
};

/** The organisation itself: added under, never renamed, moved or removed. */
export const Organisation: Story = {
  decorators: [onOrganisationPage('agency', '/account/website')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('treegrid', { name: '部门结构' });
    await waitFor(() => expect(canvas.getByText('这是机构本身：可在其下新增，不能重命名、移动或删除。')).toBeVisible());
    await expect(canvas.getByRole('button', { name: '重命名' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '新增下级部门' })).toBeEnabled();
  },
};

/** The provider's outlets (网点管理). */
export const Provider: Story = {
  args: { route: routeOf('/service/website') },
  globals: { viewport: { value: 'desktop' }, role: 'provider' },
  decorators: [onOrganisationPage('provider', '/service/website')],
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('treegrid', { name: '网点结构' });
    await within(tree).findByRole('row', { name: /^张江服务点/ });
  },
};

/** A branch's departments (branch theme). */
export const Branch: Story = {
  globals: { viewport: { value: 'desktop' }, role: 'branch' },
  decorators: [onOrganisationPage('branch', '/account/website')],
  play: async ({ canvasElement }) => {
    const tree = await within(canvasElement).findByRole('treegrid', { name: '部门结构' });
    await within(tree).findByRole('row', { name: /^开票组/ });
  },
};
