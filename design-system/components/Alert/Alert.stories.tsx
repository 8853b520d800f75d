import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tones } from '../../tokens/semantic';
import { Button } from '../Button';
import { Alert } from './Alert';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: <Trans i18nKey="stories:alert.default" /> },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    live: { control: 'boolean' },
  },
  decorators: [storyBox({ width: 560 })],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** info by default: a polite role=status whose icon names the tone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('当前账号未设置默认终端，请设置');
    await expect(within(status).getByRole('img')).toHaveAccessibleName('提示');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Playground: Story = {
  args: { tone: 'warning', title: <Trans i18nKey="stories:alert.title" />, children: <Trans i18nKey="stories:alert.tone.warning" /> },
};

function ToneList() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {tones.map((tone) => (
        <Alert key={tone} tone={tone}>
          {t(`alert.tone.${tone}`)}
        </Alert>
      ))}
    </div>
  );
}

/** Every tone; danger and warning are announced at once (role=alert), the others politely (role=status). */
export const Tones: Story = {
  render: () => <ToneList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((a) => a.getAttribute('data-tone'))).toEqual(['warning', 'danger']);
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((s) => s.getAttribute('data-tone'))).toEqual(['success', 'info', 'neutral']);
  },
};

const checkDisk = fn();

function DiskAlert() {
  const { t } = useTranslation('stories');
  return (
    <Alert
      tone="danger"
      action={
        <Button size="sm" onPress={checkDisk}>
          {t('alert.diskCheck')}
        </Button>
      }
    >
      {t('alert.tone.danger')}
    </Alert>
  );
}

/** spec 01 §8: 当前税盘连接异常，请稍后重试 with a '税盘检测' button. Keyboard: Tab reaches it, Enter presses it. */
export const WithAction: Story = {
  render: () => <DiskAlert />,
  play: async ({ canvasElement }) => {
    checkDisk.mockClear();
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: '税盘检测' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(checkDisk).toHaveBeenCalledTimes(1);
  },
};

const onClose = fn();

function ClosableAlert() {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(true);
  if (!open) return <span>{t('alert.closed')}</span>;
  return (
    <Alert
      tone="warning"
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      {t('alert.tone.warning')}
    </Alert>
  );
}

/** Keyboard: Tab reaches the close button (named 关闭提示), Enter closes; the caller removes the alert. */
export const Closable: Story = {
  render: () => <ClosableAlert />,
  play: async ({ canvasElement }) => {
    onClose.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('当前列表无终端，请联系服务商分配');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '关闭提示' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('提示已关闭')).toBeInTheDocument();
  },
};

function LongAlert() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ width: 360 }}>
      <Alert tone="danger" title={t('alert.title')}>
        {t('alert.long')}
      </Alert>
    </div>
  );
}

/** A long server message wraps inside a narrow column (long URLs too); text that looks like HTML stays literal. */
export const LongServerText: Story = {
  render: () => <LongAlert />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('<b>购买方纳税人识别号</b>');
    await expect(alert).toHaveTextContent('<script>alert(1)</script>');
    await expect(alert.querySelector('b, script')).toBeNull();
    // It wraps within its column instead of overflowing it.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(alert.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

function AlertStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Alert tone="info">{t('alert.tone.info')}</Alert>
      <Alert tone="success">{t('alert.tone.success')}</Alert>
      <Alert tone="warning" title={t('alert.title')} onClose={() => {}}>
        {t('alert.tone.warning')}
      </Alert>
      <Alert tone="danger" action={<Button size="sm">{t('alert.diskCheck')}</Button>}>
        {t('alert.tone.danger')}
      </Alert>
    </div>
  );
}

/** Info, success, a closable warning with a title and a danger alert with an action, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={320}>
      <AlertStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getAllByRole('status').map((s) => s.textContent)).toEqual([t('alert.tone.info'), t('alert.tone.success')]);
      const [warning, danger] = panel.getAllByRole('alert');
      await expect(warning).toHaveTextContent(`${t('alert.title')}${t('alert.tone.warning')}`);
      await expect(within(warning!).getByRole('button')).toHaveAccessibleName(storyT('ds')('alert.close'));
      await expect(within(danger!).getByRole('button')).toHaveTextContent(t('alert.diskCheck'));
    }
  },
};
