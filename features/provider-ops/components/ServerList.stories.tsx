import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { ServerList } from './ServerList';

const route = storyRoute('service', 'server', 'providerServers');

const meta = {
  title: 'Pages/ProviderOps/ServerList',
  component: ServerList,
  args: { route },
  decorators: [inPortal('provider', '/service/server', [{ path: '/service/server', element: <ServerList route={route} /> }]), (Story) => <div style={{ width: 1280 }}><Story /></div>],
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServerList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded servers; the first one's boards and its restart tasks with their results (provider theme). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const servers = await canvas.findByRole('grid', { name: '服务器列表' });
    await waitFor(() => expect(within(servers).getByText('上海二号机房-备用')).toBeVisible());
    const boards = canvas.getByRole('grid', { name: '上海一号机房-01 的板卡' });
    await expect(within(boards).getAllByRole('row')[1]).toHaveTextContent('JX001000');
    const tasks = canvas.getByRole('grid', { name: '上海一号机房-01 的重启任务' });
    await waitFor(() => expect(within(tasks).getByText('端口已重启，税盘已重新连接')).toBeVisible());
  },
};

/** Adding a server: each wrong field says why at the field and nothing typed is lost (agency theme). */
export const FormChecks: Story = {
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '服务器列表' });
    await userEvent.click(canvas.getByRole('button', { name: '新增服务器' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新增服务器' });
    await userEvent.type(within(dialog).getByLabelText(/服务器名称/), '杭州二号机房-01');
    await userEvent.type(within(dialog).getByLabelText(/IP地址/), '10.8.3');
    await userEvent.type(within(dialog).getByLabelText(/机箱号/), 'JX-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('IP地址格式有误，例如 10.8.1.11')).toBeVisible();
    await expect(within(dialog).getByText('机箱号应为4到20位大写字母或数字')).toBeVisible();
    await expect(within(dialog).getByLabelText(/服务器名称/)).toHaveValue('杭州二号机房-01');
  },
};
