import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { MessageProvider, useMessage, type MessageTone } from './Message';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';
import type { RoleTheme } from '../../themes';

const tones: MessageTone[] = ['success', 'warning', 'error', 'info'];
const body = (el: HTMLElement) => within(el.ownerDocument.body);

interface DemoProps {
  /** Which tones the buttons (or the initial messages) use. */
  tones: MessageTone[];
  /** ms; 0 keeps messages until closed (used for stable screenshots). Undefined: each tone's own time. */
  duration?: number;
  /** Show the messages at once instead of waiting for a button press. */
  showOnMount?: boolean;
  /** Use the stories' HTML-looking text. */
  html?: boolean;
}

function Buttons({ tones: list, duration, showOnMount, html }: DemoProps) {
  const { t } = useTranslation('stories');
  const message = useMessage();
  const show = (tone: MessageTone) =>
    message[tone](html ? t('message.html') : t(`message.${tone}`), duration === undefined ? undefined : { duration });
  useEffect(() => {
    if (!showOnMount) return;
    list.forEach(show);
    return () => message.clear();
    // Once on mount: the story shows its messages and clears them when it unmounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {list.map((tone) => (
        <Button key={tone} onPress={() => show(tone)}>
          {t('message.show')} · {t(`message.tone.${tone}`)}
        </Button>
      ))}
    </div>
  );
}

function Demo(props: DemoProps) {
  return (
    <MessageProvider>
      <Buttons {...props} />
    </MessageProvider>
  );
}

const meta = {
  title: 'Components/Message',
  component: Demo,
  args: { tones },
  argTypes: {
    tones: { control: 'check', options: tones },
    duration: { control: 'number' },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: a button shows a success message (announced politely); it leaves after 800 ms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const status = body(canvasElement).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(storyT()('message.success')));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

export const Playground: Story = { args: { tones: ['info'], duration: 3000 } };

const toneStory = (tone: MessageTone, role: 'status' | 'alert'): Story => ({
  args: { tones: [tone], duration: 0, showOnMount: true },
  play: async ({ canvasElement }) => {
    const region = body(canvasElement).getByRole(role);
    await waitFor(() => expect(region.textContent).toBe(storyT()(`message.${tone}`)));
  },
});

/** success: announced through role=status. */
export const SuccessTone = toneStory('success', 'status');
/** warning (e.g. 当前列表无终端，请联系服务商分配): announced through role=alert. */
export const WarningTone = toneStory('warning', 'alert');
/** error: announced through role=alert. */
export const ErrorTone = toneStory('error', 'alert');
/** info: announced through role=status. */
export const InfoTone = toneStory('info', 'status');

/** Several messages stack at the top centre, newest last. */
export const Stacking: Story = {
  args: { tones, duration: 0, showOnMount: true },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await waitFor(() => expect(screen.getByRole('status').children).toHaveLength(2));
    await expect(screen.getByRole('alert').children).toHaveLength(2);
    const bubbles = Array.from(screen.getByRole('region').querySelectorAll('[aria-hidden] > [data-tone]'));
    await expect(bubbles.map((b) => b.getAttribute('data-tone'))).toEqual(tones);
    const tops = bubbles.map((b) => b.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  },
};

/** Auto-dismiss with the spec's timing: a success message goes by itself after about 800 ms. */
export const AutoDismiss: Story = {
  args: { tones: ['success'] },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const started = performance.now();
    await userEvent.click(within(canvasElement).getByRole('button'));
    const success = storyT()('message.success');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(success));
    // It goes by itself, not before 0.75 s after the click. The exact 0.8 s runs on a controlled clock in
    // Message.test.tsx: here, on a busy machine, the message could be found late in its 0.8 s.
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    await expect(performance.now() - started).toBeGreaterThanOrEqual(750);
  },
};

/** Messages are text only: a server message that looks like HTML is shown literally. */
export const TextOnly: Story = {
  args: { tones: ['error'], duration: 0, showOnMount: true, html: true },
  play: async ({ canvasElement }) => {
    const alert = body(canvasElement).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('<b>'));
    await expect(alert.querySelector('b')).toBeNull();
  },
};

/** Every tone at once, kept up (duration 0), for the Themes story. */
function AllTones() {
  const { t } = useTranslation('stories');
  const message = useMessage();
  useEffect(() => {
    for (const tone of tones) message[tone](t(`message.${tone}`), { duration: 0 });
    return () => message.clear();
    // Once on mount, like Buttons' showOnMount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function ThemeMessages({ role }: { role: RoleTheme }) {
  const { t } = useTranslation('ds');
  // Five providers on one page: each region gets its own name, and its stack portals into its theme's stage.
  return (
    <MessageProvider regionLabel={`${t('message.regionLabel')} · ${t(`theme.${role}`)}`}>
      <AllTones />
    </MessageProvider>
  );
}

/** The message stack (every tone) under every role theme: each provider portals into its panel's stage. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth={300} stage={{ height: 260 }}>
      {(role) => <ThemeMessages role={role} />}
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const ds = storyT('ds');
    for (const { role, panel } of await expectThemePanels(canvasElement)) {
      const region = panel.getByRole('region', { name: `${ds('message.regionLabel')} · ${ds(`theme.${role}`)}` });
      await waitFor(() => expect(Array.from(region.querySelectorAll('[aria-hidden] > [data-tone]')).map((b) => b.getAttribute('data-tone'))).toEqual(tones));
      await expect(within(region).getByRole('status')).toHaveTextContent(`${t('message.success')}${t('message.info')}`);
      await expect(within(region).getByRole('alert')).toHaveTextContent(`${t('message.warning')}${t('message.error')}`);
    }
  },
};
