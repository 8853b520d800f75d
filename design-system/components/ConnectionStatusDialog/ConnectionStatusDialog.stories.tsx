import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConnectionStatusDialog, type ConnectionStatusDialogProps } from './ConnectionStatusDialog';
import type { ConnectionState } from './tokens';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const qrValue = (n: number) => `https://etax.example.gov.cn/login/qr?trace=661234567890-1-${n}`;

/** Opens at first, reopens from a button; a QR refresh brings a new code and a new 120 s. */
function Demo(args: ConnectionStatusDialogProps) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(args.isOpen);
  const [state, setState] = useState<ConnectionState>(args.state);
  const [refreshes, setRefreshes] = useState(0);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('connectionStatus.open')}</Button>
      {state.phase === 'qr' && <span style={{ marginLeft: 12 }}>{t('connectionStatus.refreshes', { count: refreshes })}</span>}
      <ConnectionStatusDialog
        {...args}
        isOpen={open}
        state={state}
        onClose={(gesture) => {
          args.onClose?.(gesture);
          setOpen(false);
        }}
        onRefreshQr={(reason) => {
          args.onRefreshQr?.(reason);
          setRefreshes((n) => n + 1);
          if (state.phase === 'qr') {
            const next = refreshes + 1;
            // A timer refresh keeps a live clock; a button refresh shows the fixed full 120 s.
            setState({ phase: 'qr', value: qrValue(next), refresh: reason === 'timer' ? { endsAt: Date.now() + 120_000 } : { secondsLeft: 120 } });
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Product/ConnectionStatusDialog',
  component: ConnectionStatusDialog,
  args: {
    isOpen: true,
    state: { phase: 'verifying', countdown: { secondsLeft: 118 } },
    onClose: fn(),
    onVerifyTimeout: fn(),
    onRefreshQr: fn(),
    onSendCode: fn(),
    onSubmitCode: fn(),
    onRetry: fn(),
  },
  render: (args) => <Demo key={JSON.stringify(args.state)} {...args} />,
} satisfies Meta<typeof ConnectionStatusDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Verifying: 验证中... counting down from 120 (a fixed moment: 118 s left) with the elapsed share as a bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(500);
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/^(验证中\.\.\. 118s|Verifying\.\.\. 118s)$/);
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  },
};

export const Playground: Story = {};

/** 未验证: nothing has been tried yet. */
export const NotVerified: Story = {
  args: { state: { phase: 'idle' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/^(未验证|Not verified)$/)).toBeVisible();
  },
};

/** A live verify deadline ticks each second and reports when it runs out. */
export const VerifyCountdownRuns: Story = {
  // The seconds shown at capture time depend on how long the run takes: no stable pixels.
  parameters: { screenshot: false },
  render: function Render(args) {
    const [state] = useState<ConnectionState>(() => ({ phase: 'verifying', countdown: { endsAt: Date.now() + 2000 } }));
    return <Demo {...args} state={state} />;
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/ 2s$/);
    await waitFor(() => expect(within(dialog).getByRole('timer')).toHaveTextContent(/ 1s$/));
    await waitFor(() => expect(args.onVerifyTimeout).toHaveBeenCalledTimes(1));
  },
};

/** QR login (login result QRCODE): the code, refreshed every 120 s; the button refreshes now, by keyboard. */
export const QrLogin: Story = {
  args: { state: { phase: 'qr', value: qrValue(0), refresh: { secondsLeft: 95 } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: /电子税务局登录二维码|E-tax bureau login QR code/ })).toBeVisible();
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/95/);
    within(dialog).getByRole('button', { name: /刷新二维码|Refresh QR code/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefreshQr).toHaveBeenCalledWith('button');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/120/);
  },
};

/** When the 120 s pass, the dialog asks for a new code by itself. */
export const QrRefreshesOnTimer: Story = {
  // The seconds shown at capture time depend on how long the run takes: no stable pixels.
  parameters: { screenshot: false },
  render: function Render(args) {
    const [state] = useState<ConnectionState>(() => ({ phase: 'qr', value: qrValue(0), refresh: { endsAt: Date.now() + 1200 } }));
    return <Demo {...args} state={state} />;
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(args.onRefreshQr).toHaveBeenCalledWith('timer'));
    await waitFor(() => expect(within(dialog).getByRole('timer')).toHaveTextContent(/1[12]\d/));
    await expect(args.onRefreshQr).toHaveBeenCalledTimes(1);
  },
};

/** SMS code (spec 02 §5): digits only, at most 6; 提交 is enabled only at exactly 6; Enter submits. */
export const SmsCode: Story = {
  args: { state: { phase: 'sms' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: /短信验证码|SMS code/ });
    const submit = within(dialog).getByRole('button', { name: /^(提交|Submit)$/ });
    await expect(input).toHaveAttribute('placeholder', expect.stringMatching(/请输入短信验证码|Enter the SMS code/));
    await userEvent.click(input);
    await userEvent.keyboard('12ab3');
    await expect(input).toHaveValue('123');
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await userEvent.keyboard('45x6789');
    await expect(input).toHaveValue('123456');
    await expect(submit).toBeEnabled();
    await userEvent.keyboard('{Backspace}');
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('6{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

/** A wrong code: the server's verdict under the box, as text. */
export const SmsWrongCode: Story = {
  render: function Render(args) {
    const { t } = useTranslation('stories');
    return <Demo {...args} state={{ phase: 'sms', errorMessage: t('connectionStatus.wrongCode') }} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/验证码错误|Wrong code/);
  },
};

/** 获取验证码: while sending, 正在发送验证码，请收到验证码后输入; then the button is locked for 240 s. */
export const SmsSending: Story = {
  // The resend countdown ticks during capture: no stable pixels.
  parameters: { screenshot: false },
  args: {
    state: { phase: 'sms' },
    onSendCode: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: /^(获取验证码|Get code)$/ });
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText(/^(正在发送验证码，请收到验证码后输入|Sending the code, enter it once you receive it)$/)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /240|239/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(dialog).queryByText(/^(正在发送验证码，请收到验证码后输入|Sending the code.*)$/)).not.toBeInTheDocument();
  },
};

/** S000: 登录成功. */
export const Success: Story = {
  args: { state: { phase: 'success' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/^(登录成功|Logged in)$/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(确定|OK)$/ }));
    await expect(args.onClose).toHaveBeenCalledWith('cancel-button');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    // Reopened, so the screenshot shows the result.
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body(canvasElement).findByRole('dialog');
  },
};

/** A failure without a server text: the catalogue's 税局连接失败，请稍后重试; 重试 calls back. */
export const Failure: Story = {
  args: { state: { phase: 'failure' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/^(税局连接失败，请稍后重试|Could not connect to the tax bureau.*)$/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(重试|Retry)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** F000 with the server's message, shown as text (markup stays literal). */
export const FailureServerMessage: Story = {
  render: function Render(args) {
    const { t } = useTranslation('stories');
    return <Demo {...args} state={{ phase: 'failure', message: t('connectionStatus.serverFailure') }} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/F000/)).toBeVisible();
    await expect(dialog.querySelector('b')).toBeNull();
  },
};

/** Verifying (a fixed 118 s left) with its brand progress bar, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth="auto" stage={{ height: 300, width: 540 }}>
      <ConnectionStatusDialog isOpen state={{ phase: 'verifying', countdown: { secondsLeft: 118 } }} />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const dsp = storyT('dsProduct');
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const dialog = panel.getByRole('dialog', { name: dsp('connectionStatus.title') });
      await expect(within(dialog).getByRole('timer')).toHaveTextContent(dsp('connectionStatus.verifying', { seconds: 118 }));
      await expect(within(dialog).getByRole('progressbar', { name: dsp('connectionStatus.progressLabel') })).toHaveAttribute('aria-valuenow', '2');
    }
  },
};
