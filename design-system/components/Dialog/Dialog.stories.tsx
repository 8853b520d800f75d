import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { DialogWidth } from '../../tokens/scale';
import { dialogWidths } from '../../tokens/scale';
import { Dialog, DialogTrigger, type DialogCloseGesture, type DialogProps } from './Dialog';
import { DialogForm } from './DialogForm';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A trigger button and the dialog it opens; open at first so the screenshot shows the dialog. */
function Demo({ defaultOpen = true, ...args }: DialogProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>
        <Trans i18nKey="stories:dialog.open" />
      </Button>
      <Dialog {...args} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: <Trans i18nKey="stories:dialog.title" />,
    children: <Trans i18nKey="stories:dialog.body" />,
    width: 'small',
    onClose: fn(),
    onOpenChange: fn(),
    onOk: fn(),
  },
  argTypes: {
    width: { control: 'inline-radio', options: Object.keys(dialogWidths) },
    okVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading').textContent).toBe(storyT()('dialog.title'));
    // The default footer: Cancel and OK from ds:action; OK calls onOk and closes.
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body(canvasElement).findByRole('dialog');
  },
};

export const Playground: Story = {
  args: { okVariant: 'primary', showCancel: true, isClosable: true, isOkDisabled: false, role: 'dialog' },
};

function WidthDemo({ width, ...args }: DialogProps & { width: DialogWidth }) {
  const { t } = useTranslation('stories');
  const px = dialogWidths[width];
  return (
    <Demo {...args} width={width} title={t('dialog.widthTitle', { width: px })}>
      {t('dialog.widthBody', { width: px })}
    </Demo>
  );
}

const widthStory = (width: DialogWidth, desktop: boolean): Story => ({
  args: { width },
  render: (args) => <WidthDemo {...args} width={width} />,
  ...(desktop ? { globals: { viewport: { value: 'desktop' } } } : {}),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(dialogWidths[width]);
  },
});

/** 500 px: progress dialog and small confirms. */
export const Small = widthStory('small', false);
/** 570 px: account forms. */
export const Medium = widthStory('medium', false);
/** 1170 px: wide data dialogs. */
export const Large = widthStory('large', true);
/** 1235 px: the terminal picker. */
export const Picker = widthStory('picker', true);
/** 1300 px: the widest account-linking dialogs. */
export const XLarge = widthStory('xlarge', true);

function LongContent() {
  const { t } = useTranslation('stories');
  return (
    <>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i} style={{ margin: '0 0 12px' }}>
          {t('dialog.paragraph', { index: i + 1 })}
        </p>
      ))}
    </>
  );
}

/** A tall body scrolls; header and footer stay in view, and the body becomes keyboard-scrollable. */
export const LongContentScrolls: Story = {
  args: { width: 'medium', title: <Trans i18nKey="stories:dialog.longTitle" />, children: <LongContent /> },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const heading = within(dialog).getByRole('heading');
    const scroller = heading.parentElement!.nextElementSibling as HTMLElement;
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const viewport = canvasElement.ownerDocument.defaultView!.innerHeight;
    const ok = within(dialog).getAllByRole('button').at(-1)!;
    await expect(ok.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport);
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

function NestedDemo(args: DialogProps) {
  const { t } = useTranslation('stories');
  return (
    <Demo {...args} width="medium" defaultOpen={false}>
      <p style={{ marginTop: 0 }}>{t('dialog.body')}</p>
      <DialogTrigger>
        <Button>{t('dialog.openInner')}</Button>
        <Dialog title={t('dialog.innerTitle')}>{t('dialog.innerBody')}</Dialog>
      </DialogTrigger>
    </Demo>
  );
}

/** Escape closes only the topmost dialog; the next Escape closes the one beneath. */
export const Nested: Story = {
  render: (args) => <NestedDemo {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const screen = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button'));
    const openInner = async () => {
      const outer = await screen.findByRole('dialog');
      await userEvent.click(within(outer).getAllByRole('button')[1]!);
      await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    };
    await openInner();
    await step('Escape closes the inner dialog only', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
      await expect(args.onClose).not.toHaveBeenCalled();
      await expect(screen.getByRole('dialog')).toHaveAccessibleName(storyT()('dialog.title'));
    });
    await step('focus returns to the inner trigger, and the next Escape closes the outer dialog', async () => {
      await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByRole('button')[1]).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledWith('escape');
    });
    // Reopen both for the screenshot of the stacked state.
    await userEvent.click(within(canvasElement).getByRole('button'));
    await openInner();
  },
};

/** No footer: only the × closes it, reported as 'close-button'. */
export const WithoutFooter: Story = {
  args: { footer: null, children: <Trans i18nKey="stories:dialog.noFooterBody" /> },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Keyboard: focus moves into the dialog, Tab cycles inside it, Escape closes and returns focus to the trigger. */
export const Keyboard: Story = {
  args: { children: <FormInside /> },
  render: (args) => <Demo {...args} defaultOpen={false} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    // × , input, 取消, 确定, then back to ×: focus never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// The async stories come last: react-aria's pending announcement lingers 7 s in a 1 px live region,
// which the screenshot setup counts as an open overlay (whole-page shot) for the stories that follow.
/** While onOk's promise is pending, OK shows loading, Cancel and × are disabled and the dialog stays open. */
export const AsyncOkPending: Story = {
  args: {
    title: <Trans i18nKey="stories:dialog.saveTitle" />,
    children: <Trans i18nKey="stories:dialog.saving" />,
    onOk: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const ok = within(dialog).getAllByRole('button').at(-1)!;
    await userEvent.click(ok);
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(ok).toHaveAttribute('data-pending', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

function RejectingDemo(args: DialogProps) {
  const { t } = useTranslation('stories');
  const [error, setError] = useState('');
  return (
    <Demo
      {...args}
      onOk={async () => {
        args.onOk?.();
        setError('');
        await new Promise((r) => setTimeout(r, 50));
        setError(t('dialog.saveFailed'));
        throw new Error('save failed');
      }}
    >
      <p style={{ margin: 0 }}>{t('dialog.saving')}</p>
      {error && (
        <p role="alert" style={{ margin: '8px 0 0', color: 'var(--tp-color-danger-text)' }}>
          {error}
        </p>
      )}
    </Demo>
  );
}

/** A rejected onOk keeps the dialog open and usable, so the user can correct and retry. */
export const AsyncOkRejected: Story = {
  args: { title: <Trans i18nKey="stories:dialog.saveTitle" /> },
  render: (args) => <RejectingDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getAllByRole('button').at(-1)!;
    await userEvent.click(ok);
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(ok).not.toHaveAttribute('data-pending'));
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(ok);
    await waitFor(() => expect(args.onOk).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(ok).not.toHaveAttribute('data-pending'));
  },
};

function ControlledDemo(args: DialogProps) {
  const { t } = useTranslation('stories');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const [gesture, setGesture] = useState<DialogCloseGesture | ''>('');
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button onPress={() => setOpen(true)}>{t('dialog.open')}</Button>
      <span data-testid="result">{saved || (gesture && t('dialog.closedWith', { gesture }))}</span>
      <Dialog
        {...args}
        isOpen={open}
        onOpenChange={setOpen}
        onClose={(g) => {
          args.onClose?.(g);
          setGesture(g);
        }}
        onOk={async () => {
          await new Promise((r) => setTimeout(r, 30));
          setSaved(t('dialog.saved'));
        }}
      >
        <FormInside onValue={setValue} />
        <output hidden>{value}</output>
      </Dialog>
    </div>
  );
}

/** A form that owns its state: it resets whenever the dialog closes because the content unmounts. */
function FormInside({ onValue }: { onValue?: (v: string) => void }) {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState('');
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {t('dialog.accountLabel')}
      <input
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          onValue?.(e.target.value);
        }}
        style={{ height: 32, padding: '0 8px', border: '1px solid var(--tp-color-border-strong)', borderRadius: 4 }}
      />
    </label>
  );
}

/** Controlled use (isOpen/onOpenChange); closing unmounts the content so a form inside resets. */
export const ControlledFormResets: Story = {
  args: { title: <Trans i18nKey="stories:dialog.saveTitle" />, width: 'medium' },
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = body(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'abc');
    await userEvent.click(within(dialog).getAllByRole('button').at(-2)!); // 取消
    await expect(args.onClose).toHaveBeenCalledWith('cancel-button');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button'));
    dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!); // 确定: resolves, closes
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('result').textContent).toBe(storyT()('dialog.saved'));
  },
};

function ThemedDialog() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ padding: 12 }}>
      <DialogTrigger defaultOpen>
        <Button>{t('dialog.open')}</Button>
        <Dialog title={t('dialog.title')}>{t('dialog.body')}</Dialog>
      </DialogTrigger>
    </div>
  );
}

/** The dialog opened from its trigger (title, close, body, Cancel and OK) under every role theme, each modal inside its own panel. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns columnWidth="auto" stage={{ height: 300, width: 540 }}>
      <ThemedDialog />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const oks = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const dialog = panel.getByRole('dialog', { name: t('dialog.title') });
      await expect(dialog).toHaveTextContent(t('dialog.body'));
      await expect(panel.getByRole('button', { name: t('dialog.open') })).toHaveAttribute('aria-expanded', 'true');
      const buttons = within(dialog).getAllByRole('button');
      await expect(buttons.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
        storyT('ds')('action.close'),
        storyT('ds')('action.cancel'),
        storyT('ds')('action.ok'),
      ]);
      oks.push(buttons[2]!);
    }
    await expectFiveColours(oks);
  },
};

function SubmitsFormDemo(args: DialogProps) {
  const { t } = useTranslation('stories');
  const [saved, setSaved] = useState('');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <span data-testid="result">{saved}</span>
      <Demo {...args} submitsForm>
        <AccountForm onSaved={() => setSaved(t('dialog.saved'))} />
      </Demo>
    </div>
  );
}

/** The form owns its state and its save; the dialog's OK (or Enter in a field) submits it. */
function AccountForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  return (
    <DialogForm
      onSubmit={async () => {
        if (value === '') {
          setError(t('dialog.accountRequired'));
          return false;
        }
        setError('');
        await new Promise((r) => setTimeout(r, 30));
        onSaved();
        return true;
      }}
    >
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        {t('dialog.accountLabel')}
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          style={{ height: 32, padding: '0 8px', border: '1px solid var(--tp-color-border-strong)', borderRadius: 4 }}
        />
      </label>
      {error && (
        <p role="alert" style={{ margin: '8px 0 0', color: 'var(--tp-color-danger-text)' }}>
          {error}
        </p>
      )}
    </DialogForm>
  );
}

/**
 * `submitsForm`: OK submits the DialogForm in the body. The form's onSubmit resolving to false keeps the dialog open
 * (here: the account is missing); resolving otherwise closes it. The screenshot shows the kept-open dialog with its error.
 */
export const SubmitsItsForm: Story = {
  args: { title: <Trans i18nKey="stories:dialog.saveTitle" />, width: 'medium', children: undefined },
  render: (args) => <SubmitsFormDemo {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const screen = body(canvasElement);
    await step('OK with the account missing: the dialog stays open and says why', async () => {
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getAllByRole('button').at(-1)!); // 确定
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(storyT()('dialog.accountRequired'));
      await expect(args.onOk).not.toHaveBeenCalled();
    });
    await step('Enter in the field submits: saved, the dialog closes', async () => {
      const dialog = screen.getByRole('dialog');
      await userEvent.type(within(dialog).getByRole('textbox'), 'abc{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(within(canvasElement).getByTestId('result').textContent).toBe(storyT()('dialog.saved'));
    });
    await step('Open again for the screenshot: the form starts empty; OK keeps it open with its error', async () => {
      await userEvent.click(within(canvasElement).getByRole('button'));
      const dialog = await screen.findByRole('dialog');
      await expect(within(dialog).getByRole('textbox')).toHaveValue('');
      await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
      await within(dialog).findByRole('alert');
    });
  },
};
