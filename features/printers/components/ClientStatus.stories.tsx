import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientStatus } from './ClientStatus';

const meta = {
  title: 'Pages/Printers/ClientStatus',
  component: ClientStatus,
  args: { status: 'ready', version: '1.0.0', canDownload: true, onDownload: fn(), onRecheck: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ClientStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client answered: its version, the download and a new detection at hand. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('本地客户端已连接，版本 1.0.0')).toBeVisible();
  },
};

/** No client (agency theme): spec 02 §8's words, the download first, then detect again. */
export const Unavailable: Story = {
  args: { status: 'unavailable' },
  globals: { role: 'agency', viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/未检测到本地客户端，请安装或打开客户端/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下载客户端' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重新检测' }));
    await expect(args.onRecheck).toHaveBeenCalled();
  },
};

/** Too old a client (provider theme): spec 02 §8, not the latest version, download. */
export const Outdated: Story = {
  args: { status: 'outdated', version: '0.9.2' },
  globals: { role: 'provider', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('客户端版本不是最新版本，请下载最新版本')).toBeVisible();
  },
};

/** The client answered with a failure (group theme): its words. */
export const Failed: Story = {
  args: { status: 'failed', message: '打印服务未启动' },
  globals: { role: 'group', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('打印服务未启动')).toBeVisible();
  },
};

/** Detecting (branch theme), without a configured download. */
export const Checking: Story = {
  args: { status: 'checking', canDownload: false },
  globals: { role: 'branch', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('正在检测本地客户端')).toBeVisible();
  },
};
