import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { QrCodeDialog, type QrCodeDialogProps } from './QrCodeDialog';
import type { FaceQrState, QrCodeKind } from './tokens';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const code = (kind: string, n = 0) => `https://tpass.example.gov.cn/face/${kind}?disk=661234567890&n=${n}`;

const ready: Record<QrCodeKind, FaceQrState> = {
  wechat: { status: 'ready', value: code('wechat') },
  taxApp: { status: 'ready', value: code('taxApp'), validity: { secondsLeft: 287 } },
  personalTaxApp: { status: 'ready', value: code('personalTaxApp'), validity: { secondsLeft: 300 } },
};

/** Opens at first, reopens from a button; a refresh brings a fresh code valid 300 s (a fixed moment for the screenshot). */
function Demo(args: QrCodeDialogProps) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(args.isOpen);
  const [codes, setCodes] = useState(args.codes);
  const [refreshes, setRefreshes] = useState(0);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('qrCodeDialog.open')}</Button>
      <QrCodeDialog
        {...args}
        isOpen={open}
        codes={codes}
        onClose={(gesture) => {
          args.onClose?.(gesture);
          setOpen(false);
        }}
        onRefresh={(kind) => {
          args.onRefresh?.(kind);
          setRefreshes((n) => n + 1);
          setCodes((c) => ({ ...c, [kind]: { status: 'ready', value: code(kind, refreshes + 1), validity: { secondsLeft: 300 } } }));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Product/QrCodeDialog',
  component: QrCodeDialog,
  args: {
    isOpen: true,
    roleCheck: 0,
    codes: ready,
    onClose: fn(),
    onKindChange: fn(),
    onRefresh: fn(),
    onFetchTimeout: fn(),
    onExpire: fn(),
    onEditDuration: fn(),
    onCopy: fn(),
  },
  argTypes: { roleCheck: { control: 'inline-radio', options: [0, 1] } },
  render: (args) => <Demo key={String(args.roleCheck)} {...args} />,
} satisfies Meta<typeof QrCodeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabNamed = (el: HTMLElement, name: RegExp) => body(el).getByRole('tab', { name });
const WECHAT = /^(微信长效码|WeChat long-term code)$/;
const TAX_APP = /^(税务APP刷脸码|Tax app face code)$/;
const IIT_APP = /^(个税APP刷脸码|IIT app face code)$/;

/** Role check 0 starts on the WeChat code (long-lived); arrows switch the code type; 修改刷脸时长 calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(570);
    const wechat = tabNamed(canvasElement, WECHAT);
    await expect(wechat).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('img', { name: WECHAT })).toBeVisible();
    await expect(within(dialog).getByText(/^(长期有效|Long-term valid)$/)).toBeVisible();
    wechat.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabNamed(canvasElement, TAX_APP)).toHaveAttribute('aria-selected', 'true');
    await expect(args.onKindChange).toHaveBeenLastCalledWith('taxApp');
    await expect(within(dialog).getByText(/04:47/)).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(wechat).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: /修改刷脸时长|Change face-scan interval/ }));
    await expect(args.onEditDuration).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** Role check 1 starts on the tax-app code, with its 300 s validity counting (a fixed moment: 04:47 left). */
export const RoleCheckStartsOnTaxApp: Story = {
  args: { roleCheck: 1 },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    await expect(tabNamed(canvasElement, TAX_APP)).toHaveAttribute('aria-selected', 'true');
    await expect(body(canvasElement).getByText(/^(二维码有效期剩余 04:47|QR code valid for 04:47)$/)).toBeVisible();
  },
};

/** Expired: the veil's refresh button, by keyboard, fetches a fresh code valid 300 s. */
export const Expired: Story = {
  args: { roleCheck: 1, codes: { ...ready, taxApp: { status: 'expired', value: code('taxApp') } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByText(/^(二维码已过期|QR code expired)$/)).toHaveLength(2);
    const veilButton = within(dialog).getByRole('button', { name: /^(刷新|Refresh)$/ });
    veilButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledWith('taxApp');
    await expect(within(dialog).getByText(/05:00/)).toBeVisible();
    await expect(within(dialog).queryByText(/^(二维码已过期|QR code expired)$/)).not.toBeInTheDocument();
  },
};

/** Fetch phase 1 (spec 02 §4): 60 s generating the face QR; 12 s in, 48 s of the phase left. */
export const FetchingPhase1: Story = {
  args: { roleCheck: 1, codes: { ...ready, taxApp: { status: 'fetching', elapsedSeconds: 12 } } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/正在生成刷脸二维码，请稍候（48秒）|Generating .*\(48 s\)/);
    // Refreshing while a fetch runs would start a second one.
    await expect(within(dialog).getByRole('button', { name: /刷新二维码|Refresh QR code/ })).toBeDisabled();
  },
};

/** Fetch phase 2: the tax bureau is busy, retrying for another 60 s; 75 s in, 45 s left. */
export const FetchingPhase2: Story = {
  args: { roleCheck: 1, codes: { ...ready, taxApp: { status: 'fetching', elapsedSeconds: 75 } } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/电子税务局繁忙，正在重试（45秒）|busy, retrying \(45 s\)/);
  },
};

/** Both phases ran out: timed out, and the footer's refresh retries. */
export const TimedOut: Story = {
  args: { roleCheck: 1, codes: { ...ready, taxApp: { status: 'timedOut' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/获取二维码超时，请重试|timed out/);
    await userEvent.click(within(dialog).getByRole('button', { name: /刷新二维码|Refresh QR code/ }));
    await expect(args.onRefresh).toHaveBeenCalledWith('taxApp');
    await expect(within(dialog).getByRole('img', { name: TAX_APP })).toBeVisible();
  },
};

/** A failed fetch without a server message shows the catalogue's default (spec 02 §8). */
export const FetchFailed: Story = {
  args: { codes: { ...ready, wechat: { status: 'error' } } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^(电子税局繁忙或在维护中，请稍后重试|The e-tax bureau is busy.*)$/);
  },
};

/** The mobile page's short link with a copy button: 已复制到粘贴板 once copied. */
export const MobileLink: Story = {
  args: { mobileUrl: 'https://portal.example.cn/s/Fx8kQ2' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /复制链接|Copy link/ }));
    await waitFor(() => expect(within(dialog).getByText(/^(已复制到粘贴板|Copied to clipboard)$/)).toBeVisible());
    await expect(args.onCopy).toHaveBeenCalledWith('https://portal.example.cn/s/Fx8kQ2');
  },
};

/** Live clocks: a code expires when its validity deadline passes, and a fetch moves from phase 1 to phase 2. */
export const LiveCountdowns: Story = {
  // The seconds shown at capture time depend on how long the run takes: no stable pixels.
  parameters: { screenshot: false },
  render: function Render(args) {
    const [codes] = useState<QrCodeDialogProps['codes']>(() => ({
      wechat: ready.wechat,
      taxApp: { status: 'ready', value: code('taxApp'), validity: { endsAt: Date.now() + 1500 } },
      personalTaxApp: { status: 'fetching', startedAt: Date.now() - 59_000 },
    }));
    return <Demo {...args} codes={codes} />;
  },
  args: { roleCheck: 1 },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(/00:0[12]/)).toBeVisible();
    // Ceilings, not speed checks: the countdown's 1.5 s pass in real time, later on a loaded machine.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledWith('taxApp'));
    await expect(within(dialog).getAllByText(/^(二维码已过期|QR code expired)$/)).toHaveLength(2);
    tabNamed(canvasElement, TAX_APP).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabNamed(canvasElement, IIT_APP)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/电子税务局繁忙，正在重试|busy, retrying/));
  },
};

/** The tax-app code with its validity, the three code tabs and the actions, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth="auto" stage={{ height: 640, width: 600 }}>
      <QrCodeDialog isOpen roleCheck={1} codes={ready} onRefresh={() => {}} onEditDuration={() => {}} />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const dsp = storyT('dsProduct');
    const selected = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const dialog = panel.getByRole('dialog', { name: dsp('qrCodeDialog.title') });
      const taxApp = within(dialog).getByRole('tab', { name: dsp('qrCodeDialog.kind.taxApp') });
      await expect(taxApp).toHaveAttribute('aria-selected', 'true');
      await expect(within(dialog).getByRole('img', { name: dsp('qrCodeDialog.kind.taxApp') })).toBeVisible();
      await expect(dialog).toHaveTextContent(dsp('qrCodeDialog.validFor', { time: '04:47' }));
      await expect(within(dialog).getByRole('button', { name: dsp('qrCodeDialog.refresh') })).toBeEnabled();
      selected.push(taxApp);
    }
    await expectFiveColours(selected, 'color');
  },
};
