import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inPortal } from '../../../tests/support/storyPortal';
import type { ServerTask } from '../api';
import { RestartDialog } from './RestartDialog';

const port = { serverId: 'SRV01', serverName: '上海一号机房-01', psn: 'JX001000', board: '2', port: '3' };
const board = { serverId: 'SRV03', serverName: '杭州一号机房-01', psn: 'JX001008', board: '4' };
const task = (t: Partial<ServerTask>): ServerTask => ({
  taskId: 'TASK000009',
  serverId: 'SRV01',
  kind: 'restartPort',
  psn: 'JX001000',
  board: '2',
  port: '3',
  state: 'running',
  createTime: '2026-11-22T02:00:00.000Z',
  ...t,
});
const reply = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
/** The task runs, then ends as `end` says on the next question. */
const handlers = (end: Partial<ServerTask>) => [
  http.post('*/v2/terminal/server/:serverId/restart', () => reply(task({}))),
  http.get('*/v2/terminal/server/task/:taskId', () => reply(task(end))),
];

const meta = {
  title: 'Pages/ProviderOps/RestartDialog',
  component: RestartDialog,
  args: { target: port, onClose: fn() },
  decorators: [(Story, context) => inPortal('provider', '/service/viewSlotStatus', [{ path: '/service/viewSlotStatus', element: <Story {...context} /> }])(Story, context)],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof RestartDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A port: asked first, then the task's result in the server's words (provider theme). */
export const PortRestarted: Story = {
  parameters: { msw: { handlers: handlers({ state: 'done', result: '端口已重启，税盘已重新连接', endTime: '2026-11-22T02:00:04.000Z' }) } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: '重启端口' });
    await expect(dialog).toHaveTextContent('确定重启服务器「上海一号机房-01」上的机箱 JX001000 板卡 2 端口 3？');
    await userEvent.click(within(dialog).getByRole('button', { name: '重启' }));
    await waitFor(() => expect(within(dialog).getByText('端口已重启，税盘已重新连接')).toBeVisible());
    await expect(within(dialog).getByText('重启成功')).toBeVisible();
  },
};

/** A board that does not answer: the failure and its reason (agency theme). */
export const BoardFailed: Story = {
  args: { target: board },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: handlers({ kind: 'restartBoard', port: undefined, state: 'failed', result: '板卡无响应，请检查板卡供电后重试' }) } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '重启板卡' });
    await userEvent.click(within(dialog).getByRole('button', { name: '重启' }));
    await waitFor(() => expect(within(dialog).getByText('板卡无响应，请检查板卡供电后重试')).toBeVisible());
    await expect(within(dialog).getByText('重启失败')).toBeVisible();
  },
};

/** Refused at once (a restart already running there): the server's words in the dialog (group theme). */
export const Refused: Story = {
  globals: { role: 'group', viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [http.post('*/v2/terminal/server/:serverId/restart', () => HttpResponse.json({ code: 202400005, msg: '该卡槽正在重启，请稍后查看结果', data: null }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '重启端口' });
    await userEvent.click(within(dialog).getByRole('button', { name: '重启' }));
    await waitFor(() => expect(within(dialog).getByText('该卡槽正在重启，请稍后查看结果')).toBeVisible());
  },
};
