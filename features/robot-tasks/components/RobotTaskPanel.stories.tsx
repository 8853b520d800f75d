import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPortalStore } from '../../../tests/support/storyStore';
import { RobotTaskPanel } from './RobotTaskPanel';

// The agency header's robot-task panel on the embedded backend (MSW): the seeded tasks of today (14) and
// yesterday (7) and the drafts of 25 disks; the demo's storage export fails at 60 % (mocks/handlers/robot.ts).

const meta = {
  title: 'Features/RobotTasks/RobotTaskPanel',
  component: RobotTaskPanel,
  args: { defaultOpen: true },
  decorators: [
    withPortalStore,
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          width: 900,
          minHeight: 620,
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: { portalAccount: 'agency' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
} satisfies Meta<typeof RobotTaskPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
// The table is virtualised: aria-rowcount (header + rows) tells how many rows it holds.
const rowCount = (g: HTMLElement, rows: number) =>
  waitFor(() => expect(g).toHaveAttribute('aria-rowcount', String(rows + 1)));
const grid = (el: HTMLElement, name: string) => body(el).findByRole('grid', { name });

/** Today's tasks: states from the lookup table, the completion estimates (处理中 about 45 min, 待登录税局 15). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement, '全部任务');
    await rowCount(g, 14);
    await expect(within(g).getAllByText('预计约45分钟完成').length).toBeGreaterThan(0);
    await expect(within(g).getAllByText('预计约15分钟完成').length).toBeGreaterThan(0);
    await expect(body(canvasElement).getByRole('radio', { name: '今天' })).toBeChecked();
    await expect(body(canvasElement).getByRole('tab', { name: '全部任务' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Yesterday's tasks: the toggle asks for yesterday's day range (7 seeded tasks). */
export const Yesterday: Story = {
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement, '全部任务');
    await rowCount(g, 14);
    await userEvent.click(body(canvasElement).getByRole('radio', { name: '昨天' }));
    await rowCount(g, 7);
  },
};

/** radio 6: drafts per disk, paged by 20 (spec 01 §9). */
export const Storage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('tab', { name: '暂存统计' }));
    const g = await grid(canvasElement, '暂存统计');
    await rowCount(g, 20);
    await expect(body(canvasElement).getByText('共 25 条')).toBeVisible();
    await expect(body(canvasElement).getByText('共 25 个税盘有暂存')).toBeVisible();
  },
};

/** No tasks that day: 暂无数据, nothing to export. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/tax/robot/task/status', () =>
          HttpResponse.json({
            code: 0,
            msg: 'success',
            data: {
              count: 0,
              success: 0,
              wait: 0,
              fail: 0,
              list: [],
              pages: { items: 0 },
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('暂无数据', undefined),
    ).toBeVisible();
    await expect(body(canvasElement).getByRole('button', { name: '导出' })).toBeDisabled();
  },
};

/** The list failed: its message and a retry, never a spinner left turning. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/v2/tax/robot/task/status', () => new HttpResponse(null, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('机器人任务加载失败', undefined),
    ).toBeVisible();
    await expect(body(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Escape closes the panel and focus returns to its trigger (an outside click closes it too). */
export const Keyboard: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: '机器人任务',
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByRole('dialog', { name: '机器人任务' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: '机器人任务' })).toBeNull());
    // react-aria gives the focus back after the popover's exit.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await expect(await body(canvasElement).findByRole('dialog', { name: '机器人任务' })).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body, {
      clientX: 5,
      clientY: 5,
    } as never);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: '机器人任务' })).toBeNull());
  },
};

const running = { id: 'E00042', state: 'running', current: 12, total: 25 };
// The story's clock jumps to the real time once the play ends (tests/setup/stories.ts): a poll after that would
// find the demo token stale and sign out. So the progress answers once, and later polls wait.
function answerOnce(data: object) {
  let answered = false;
  return http.get('*/v2/tax/robot/export/:id', async () => {
    if (answered) await delay('infinite');
    answered = true;
    return HttpResponse.json({ code: 0, msg: 'success', data });
  });
}

/** An export running: the progress dialog with its bar, 隐藏 and 中断. */
export const ExportProgress: Story = {
  parameters: {
    // The story's clock runs on through the shot: at the real time the demo token would be stale and the next poll
    // would sign the demo out, leaving a blank page (tests/setup/stories.ts).
    screenshot: { storyClock: true },
    msw: {
      handlers: [
        http.post('*/v2/tax/robot/export', () =>
          HttpResponse.json({
            code: 0,
            msg: 'success',
            data: { ...running, current: 0 },
          }),
        ),
        answerOnce(running),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('tab', { name: '暂存统计' }));
    await waitFor(() => expect(body(canvasElement).getByRole('button', { name: '导出' })).toBeEnabled());
    await userEvent.click(body(canvasElement).getByRole('button', { name: '导出' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '导出暂存统计' });
    await waitFor(() => expect(within(dialog).getByText('已处理 12 / 25')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: '隐藏' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '中断' })).toBeVisible();
  },
};

/** A failed export (the demo's storage statistics stop at 60 %): 导出失败 in red with the server's reason as text. */
export const ExportFailed: Story = {
  parameters: {
    // As ExportProgress: the shot is taken on the story's clock.
    screenshot: { storyClock: true },
    msw: {
      handlers: [
        http.post('*/v2/tax/robot/export', () => HttpResponse.json({ code: 0, msg: 'success', data: { ...running, current: 0 } })),
        answerOnce({ ...running, state: 'failure', current: 15, message: '存储统计服务暂不可用，文件生成失败' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await body(canvasElement).findByRole('tab', { name: '暂存统计' }));
    await waitFor(() => expect(body(canvasElement).getByRole('button', { name: '导出' })).toBeEnabled());
    await userEvent.click(body(canvasElement).getByRole('button', { name: '导出' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '导出暂存统计' });
    const failed = await within(dialog).findByText('导出失败', undefined);
    await expect(failed.closest('[data-status]')).toHaveAttribute('data-status', 'failure');
    await expect(within(dialog).getByText('存储统计服务暂不可用，文件生成失败')).toBeVisible();
    await expect(within(dialog).getByText('已处理 15 / 25')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '完成' })).toBeVisible();
  },
};
