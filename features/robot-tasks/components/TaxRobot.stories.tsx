import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { jobListReply, storyJobs, storyRobotTerminals } from '../../../mocks/data/storyTaxOps';
import { inPortal, storyRoute } from '../../../tests/support/storyPortal';
import { TaxRobot } from './TaxRobot';

const route = storyRoute('account', 'taxrobot', 'taxRobot');
const handlers = [
  http.get('*/v2/tax/robot/job/list', () => HttpResponse.json(jobListReply(storyJobs))),
  http.get('*/v2/tax/robot/terminals', () => HttpResponse.json({ code: 0, msg: 'success', data: { list: storyRobotTerminals } })),
];

const meta = {
  title: 'Pages/RobotTasks/TaxRobot',
  component: TaxRobot,
  args: { route },
  decorators: [inPortal('agency', '/account/taxrobot', [{ path: '/account/taxrobot', element: <TaxRobot route={route} /> }])],
  globals: { viewport: { value: 'desktop' }, role: 'agency' },
  // The page polls while a job is active: the story's clock keeps running through the shot.
  parameters: { layout: 'fullscreen', screenshot: { storyClock: true }, msw: { handlers } },
} satisfies Meta<typeof TaxRobot>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: '机器人任务列表' });

/** Jobs in every robot task state, each waiting one with what unblocks it. */
export const Agency: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await grid(canvasElement));
    for (const state of ['待刷脸', '待登录税局', '发票已用完', '排队中', '处理中', '已完成', '未知']) await expect(rows.getByText(state)).toBeVisible();
    await expect(rows.getByRole('button', { name: /当期发票下载任务：去刷脸$/ })).toBeVisible();
    await expect(rows.getByRole('button', { name: /抄报清卡任务：去登录电子税局$/ })).toBeVisible();
    await expect(rows.getByRole('button', { name: /^取消 .*申报任务$/ })).toBeVisible();
  },
};

/** The group entrance's theme. */
export const Group: Story = { ...Agency, globals: { role: 'group' } };

/** The branch entrance's theme. */
export const Branch: Story = { ...Agency, globals: { role: 'branch' } };

/** 新建任务 with no terminal chosen: the message at the list, nothing sent. */
export const ScheduleWithoutTerminal: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建任务' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新建机器人任务' }));
    await dialog.findByRole('grid', { name: '选择终端' });
    await expect(await dialog.findByText('需登录税局')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '创建任务' }));
    await expect(await dialog.findByText('请至少选择一个终端')).toBeVisible();
  },
};
