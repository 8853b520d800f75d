import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';
import { FeedbackProvider, useAlert, useConfirm, type ConfirmOptions } from './FeedbackProvider';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

type Kind = 'switch' | 'continue' | 'alert' | 'detail' | 'danger';

/** A button that asks through the hook and prints what the promise resolved to. */
function Asker({ kind }: { kind: Kind }) {
  const { t } = useTranslation('stories');
  const confirm = useConfirm();
  const alert = useAlert();
  const [result, setResult] = useState('');
  const ask = async () => {
    const options: Record<Exclude<Kind, 'alert' | 'detail'>, ConfirmOptions> = {
      switch: { content: t('alertDialog.switchTerminal') },
      continue: { content: t('alertDialog.overLimit'), okText: t('alertDialog.continue') },
      danger: { title: t('alertDialog.deleteTitle'), content: t('alertDialog.deleteContent'), tone: 'danger', okVariant: 'danger' },
    };
    if (kind === 'alert' || kind === 'detail') {
      await alert({
        content: t('alertDialog.serverError'),
        tone: 'danger',
        detail: kind === 'detail' ? t('alertDialog.serverDetail') : undefined,
      });
      setResult(t('alertDialog.resultTrue'));
      return;
    }
    const confirmed = await confirm(options[kind]);
    setResult(confirmed ? t('alertDialog.resultTrue') : t('alertDialog.resultFalse'));
  };
  const label = kind === 'alert' || kind === 'detail' ? 'askAlert' : kind === 'switch' ? 'askSwitch' : 'ask';
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button variant="primary" onPress={ask}>
        {t(`alertDialog.${label}`)}
      </Button>
      <span data-testid="result">{result && t('alertDialog.result', { result })}</span>
    </div>
  );
}

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    isOpen: true,
    content: <Trans i18nKey="stories:alertDialog.switchTerminal" />,
    onResult: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] },
    okVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const hooked = (kind: Kind): Story['render'] =>
  function Render() {
    return (
      <FeedbackProvider>
        <Asker kind={kind} />
      </FeedbackProvider>
    );
  };

/** confirm() through the hook: the terminal switch question of spec 01 §2, titled 提示. */
export const Default: Story = {
  render: hooked('switch'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading').textContent).toBe(storyT('ds')('alertDialog.title'));
    await expect(dialog).toHaveAccessibleName(storyT('ds')('alertDialog.title'));
    await expect(dialog).toHaveTextContent(storyT()('alertDialog.switchTerminal'));
  },
};

/** The declarative component, driven by args. */
export const Playground: Story = {
  args: { tone: 'warning', showCancel: true, okVariant: 'primary' },
};

/** Code 202500034: 继续开具 resolves true, chosen by keyboard (Tab to the button, Enter). */
export const ContinueIssuingByKeyboard: Story = {
  render: hooked('continue'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const ok = within(dialog).getAllByRole('button').at(-1)!;
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    while (dialog.ownerDocument.activeElement !== ok) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('result')).toHaveTextContent(/确定|OK/);
    await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
  },
};

/** Escape resolves false and returns focus to the button that asked. */
export const CancelByEscape: Story = {
  render: hooked('continue'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('result')).toHaveTextContent(/取消|Cancel/);
    await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
  },
};

/** useAlert(): the error catalogue's 提示 alert with the server message and a single OK button. */
export const PlainAlert: Story = {
  render: hooked('alert'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    // × and OK only: no Cancel.
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
  },
};

/** The error prompt of spec 02 §2.1 item 9: 查看详情 reveals the monospace detail, shown as text (never HTML). */
export const ErrorWithDetail: Story = {
  render: hooked('detail'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const toggle = within(dialog).getByRole('button', { expanded: false });
    await expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const detail = within(dialog).getByRole('region');
    await expect(detail).toHaveTextContent('<b>');
    await expect(detail.querySelector('b')).toBeNull();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(dialog).getByRole('region')).toBeVisible());
  },
};

/** A destructive confirmation: danger tone and a danger OK button. */
export const Danger: Story = {
  render: hooked('danger'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body(canvasElement).findByRole('alertdialog');
  },
};

function ThemedConfirm() {
  const { t } = useTranslation('stories');
  return <AlertDialog isOpen content={t('alertDialog.overLimit')} okText={t('alertDialog.continue')} detail={t('alertDialog.serverDetail')} />;
}

/**
 * A warning confirm with its detail toggle, Cancel and OK, under every role theme. AlertDialog itself, not useConfirm:
 * FeedbackProvider also hosts the message stack, a landmark portalled to <body> that five providers would repeat.
 */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth="auto" stage={{ height: 280, width: 540 }}>
      <ThemedConfirm />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const ds = storyT('ds');
    const oks = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const dialog = panel.getByRole('alertdialog', { name: ds('alertDialog.title') });
      await expect(dialog).toHaveTextContent(t('alertDialog.overLimit'));
      const buttons = within(dialog).getAllByRole('button');
      await expect(buttons.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
        ds('action.close'),
        ds('alertDialog.showDetail'),
        ds('action.cancel'),
        t('alertDialog.continue'),
      ]);
      oks.push(buttons[3]!);
    }
    await expectFiveColours(oks);
  },
};
