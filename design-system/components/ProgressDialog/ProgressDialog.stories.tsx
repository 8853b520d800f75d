import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ProgressDialog, type ProgressDialogProps } from './ProgressDialog';
import { progressStatusMap, type ProgressStatus } from './tokens';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens the dialog at first (so the screenshot shows it), reopens from a button, and lets 中断 end the task. */
function Demo({ withDetail = false, ...args }: ProgressDialogProps & { withDetail?: boolean }) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(args.isOpen);
  const [status, setStatus] = useState<ProgressStatus>(args.status ?? 'running');
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('progressDialog.open')}</Button>
      <ProgressDialog
        {...args}
        isOpen={open}
        status={status}
        errorDetail={withDetail ? t('progressDialog.errorDetail') : args.errorDetail}
        onHide={() => {
          args.onHide?.();
          setOpen(false);
        }}
        onComplete={() => {
          args.onComplete?.();
          setOpen(false);
        }}
        onInterrupt={async () => {
          await args.onInterrupt?.();
          setStatus('interrupted');
        }}
      />
    </>
  );
}

const meta = {
  title: 'Product/ProgressDialog',
  component: ProgressDialog,
  args: {
    isOpen: true,
    title: <Trans i18nKey="stories:progressDialog.title" />,
    message: <Trans i18nKey="stories:progressDialog.message" />,
    current: 37,
    total: 120,
    status: 'running',
    onHide: fn(),
    onComplete: fn(),
    onInterrupt: fn(),
    onCountdownEnd: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: Object.keys(progressStatusMap) } },
  render: (args) => <Demo key={args.status} {...args} />,
} satisfies Meta<typeof ProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Running: 500 px, the 18 px bar with its percentage, processed / total, 中断 and 隐藏. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(500);
    const bar = within(dialog).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '37');
    await expect(bar).toHaveAttribute('aria-valuetext', '31%');
    await expect(bar.querySelector('[data-size="md"]')!.getBoundingClientRect().height).toBe(18);
    await expect(within(dialog).getByText(/37 \/ 120/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /^(中断|Interrupt)$/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /^(隐藏|Hide)$/ })).toBeVisible();
  },
};

export const Playground: Story = {};

/** 隐藏 by keyboard closes the dialog while the task runs on; Escape does the same. */
export const Hide: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    within(dialog).getByRole('button', { name: /^(隐藏|Hide)$/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(args.onInterrupt).not.toHaveBeenCalled();
  },
};

/** 中断 asks first: Escape closes only the confirm; confirming interrupts and the dialog says so. */
export const Interrupt: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(中断|Interrupt)$/ }));
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(args.onInterrupt).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(中断|Interrupt)$/ }));
    const confirm = await page.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /中断任务|Interrupt task/ }));
    await expect(args.onInterrupt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/任务已中断|Task interrupted/);
    await expect(within(dialog).getByRole('button', { name: /^(完成|Done)$/ })).toBeVisible();
  },
};

/** Finished: the bar turns green and 完成 closes. */
export const Success: Story = {
  args: { current: 120, total: 120, status: 'success' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/处理完成|Completed/);
    await expect(within(dialog).queryByRole('button', { name: /^(隐藏|Hide)$/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(完成|Done)$/ }));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    // Reopened, so the screenshot shows the finished dialog.
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body(canvasElement).findByRole('dialog');
  },
};

/** Failure: 导出失败 in red (spec 01 §2) and the server's detail as plain text. */
export const Failure: Story = {
  args: { current: 36, total: 120, status: 'failure' },
  render: (args) => <Demo {...args} withDetail />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const failed = within(dialog).getByText(/^(导出失败|Export failed)$/);
    const [r, g, b] = getComputedStyle(failed).color.match(/\d+/g)!.map(Number) as [number, number, number];
    await expect(r).toBeGreaterThan(g + 60);
    await expect(r).toBeGreaterThan(b + 60);
    await expect(within(dialog).getByText(/202200011/)).toBeVisible();
  },
};

/** A countdown given as a fixed number of seconds shows one exact moment. */
export const Countdown: Story = {
  args: { current: 120, total: 120, status: 'success', countdown: { secondsLeft: 5 } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/^(5秒后自动关闭|Closing in 5 s)$/)).toBeVisible();
  },
};

/** A deadline ticks down on a 1 s clock and reports its end, e.g. retrying a failed task. */
export const LiveCountdown: Story = {
  args: { status: 'failure', current: 36 },
  // The seconds shown at capture time depend on how long the run takes: no stable pixels.
  parameters: { screenshot: false },
  render: function Render(args) {
    const { t } = useTranslation('stories');
    const [endsAt] = useState(() => Date.now() + 2000);
    return <Demo {...args} countdown={{ endsAt }} countdownText={(seconds) => t('progressDialog.retrying', { seconds })} />;
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/^(2秒后自动重试|Retrying in 2 s)$/)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText(/^(1秒后自动重试|Retrying in 1 s)$/)).toBeVisible());
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledTimes(1));
    await expect(within(dialog).getByText(/^(0秒后自动重试|Retrying in 0 s)$/)).toBeVisible();
  },
};

function ThemedProgress() {
  const { t } = useTranslation('stories');
  return <ProgressDialog isOpen title={t('progressDialog.title')} message={t('progressDialog.message')} current={37} total={120} status="running" onHide={() => {}} onInterrupt={() => {}} />;
}

/** Running: the 18 px bar, processed / total, 中断 and 隐藏, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth="auto" stage={{ height: 320, width: 540 }}>
      <ThemedProgress />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const dsp = storyT('dsProduct');
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const dialog = panel.getByRole('dialog', { name: t('progressDialog.title') });
      await expect(dialog).toHaveTextContent(t('progressDialog.message'));
      await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
      await expect(dialog).toHaveTextContent(dsp('progressDialog.count', { current: 37, total: 120 }));
      await expect(within(dialog).getByRole('button', { name: dsp('progressDialog.interrupt') })).toBeEnabled();
      await expect(within(dialog).getByRole('button', { name: dsp('progressDialog.hide') })).toBeEnabled();
    }
  },
};
