import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton } from './CountdownButton';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const counting = (s: number) => new RegExp(`^(${s}秒后重新获取|Resend in ${s} s)$`);
const ready = /^(获取验证码|Get code)$/;

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { seconds: 60, children: <Trans i18nKey="stories:countdown.getCode" />, onPress: fn(), onCountdownEnd: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'default', 'text', 'danger'] } },
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the label the caller gives (获取验证码). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(ready);
  },
};

export const Playground: Story = { args: { seconds: 60, variant: 'default', isDisabled: false } };

/** After a press it counts down and refuses presses, but keeps the keyboard focus. */
export const Counting: Story = {
  // The remaining seconds at capture time depend on how long the capture takes: no stable pixels.
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent(counting(60));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A short countdown runs to the end on real timers and the button is ready again. */
export const CountsDownToReady: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveTextContent(counting(2));
    await waitFor(() => expect(button).toHaveTextContent(counting(1)));
    await waitFor(() => expect(button).toHaveTextContent(ready));
    await expect(args.onCountdownEnd).toHaveBeenCalledTimes(1);
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** `onPress` returns a promise: loading while pending, the countdown starts once it resolves. */
export const AsyncSend: Story = {
  // The remaining seconds at capture time depend on how long the capture takes: no stable pixels.
  parameters: { screenshot: false },
  args: { onPress: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('data-pending');
    await expect(button).toHaveTextContent(ready);
    await waitFor(() => expect(button).toHaveTextContent(counting(60)));
    await expect(button).not.toHaveAttribute('data-pending');
  },
};

/** A rejected send leaves the button ready, without loading and without a countdown. */
export const SendFails: Story = {
  args: { onPress: fn(() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('sms')), 200))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending');
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(button).toHaveTextContent(ready);
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
  },
};

function CountdownStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <CountdownButton seconds={60} variant="primary">
        {t('countdown.getCode')}
      </CountdownButton>
      <CountdownButton seconds={60}>{t('countdown.getCode')}</CountdownButton>
      {/* Counting, with a fixed label so the pixels do not depend on the clock. */}
      <CountdownButton seconds={60} startCounting countingLabel={() => t('countdown.sent')}>
        {t('countdown.getCode')}
      </CountdownButton>
    </div>
  );
}

/** Ready (primary and default) and counting, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={320}>
      <CountdownStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const [primary, plain, counting] = panel.getAllByRole('button');
      await expect(primary).toHaveTextContent(t('countdown.getCode'));
      await expect(plain).toHaveTextContent(t('countdown.getCode'));
      await expect(counting).toHaveTextContent(t('countdown.sent'));
      await expect(counting).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
