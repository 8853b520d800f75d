import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TruncatedText, type TooltipProps } from './Tooltip';
import { tooltipPlacements } from './tokens';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: <Trans i18nKey="stories:tooltip.help" />,
    placement: 'top',
    children: (
      <Button>
        <Trans i18nKey="stories:tooltip.trigger" />
      </Button>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: Object.keys(tooltipPlacements) } },
  // Room for the tooltip around the trigger in the screenshot.
  render: (args: TooltipProps) => (
    <div style={{ padding: '48px 160px' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus opens it at once and Escape closes it; focus again leaves it open for the screenshot. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(storyT()('tooltip.help'));
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(storyT()('tooltip.help'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

export const Playground: Story = {};

/** Hover opens it after the delay; leaving closes it. */
export const Hover: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    // Asked for again each time: before the bubble's code arrives the button is a light one, replaced as it does.
    const button = () => within(canvasElement).getByRole('button');
    // A mouse moves before it enters: react-aria opens hover tooltips only in pointer modality.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button());
    await screen.findByRole('tooltip');
    await userEvent.unhover(button());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // End opened by keyboard focus: a synthetic hover does not survive until the screenshot.
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

function AccountInfo() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'grid', gap: 8, padding: '72px 16px 8px', width: 420 }}>
      <TruncatedText text={t('tooltip.account')} max={21} />
      <TruncatedText text={t('tooltip.short')} max={21} />
    </div>
  );
}

/**
 * The terminal picker's account info (spec 01 §2): cut at 21 characters with …, the full text in a tooltip
 * on focus and hover, Escape closes it. Text that fits gets no tooltip and no tab stop.
 */
export const Truncated: Story = {
  render: () => <AccountInfo />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    // Asked for again each time: see Hover.
    const cut = () => canvasElement.querySelector<HTMLElement>('[data-truncated]')!;
    await expect(cut().textContent).toMatch(/…$/);
    await expect(Array.from(cut().textContent!)).toHaveLength(22);
    // Only the cut text is a tab stop.
    await expect(canvasElement.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    // By mouse: opens on hover, closes on leave. A mouse moves before it enters (pointer modality).
    await userEvent.hover(canvasElement);
    await userEvent.hover(cut());
    await screen.findByRole('tooltip');
    await userEvent.unhover(cut());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // By keyboard: focus opens it, Escape closes it.
    await userEvent.tab();
    await expect(cut()).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.textContent!.length).toBeGreaterThan(21);
    await expect(tooltip.textContent).not.toMatch(/…/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

function ThemedTooltips() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start', padding: '48px 16px 8px' }}>
      <Tooltip content={t('tooltip.help')}>
        <Button>{t('tooltip.trigger')}</Button>
      </Tooltip>
      <TruncatedText text={t('tooltip.account')} max={12} />
    </div>
  );
}

/**
 * The trigger and truncated text under every role theme. react-aria shows one tooltip at a time: the play opens each
 * panel's by keyboard in turn, and the screenshot shows the last (branch) one open.
 */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns stage={{ height: 150 }}>
      <ThemedTooltips />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const panels = await expectThemePanels(canvasElement);
    await userEvent.tab();
    for (const [i, { panel }] of panels.entries()) {
      const trigger = panel.getByRole('button', { name: t('tooltip.trigger') });
      if (i > 0) trigger.focus();
      await expect(trigger).toHaveFocus();
      // The tooltip opens inside this panel, so it takes this panel's theme.
      const tooltip = await panel.findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(t('tooltip.help'));
      await expect(trigger).toHaveAccessibleDescription(t('tooltip.help'));
      await expect(panel.getByText(`${Array.from(t('tooltip.account')).slice(0, 12).join('')}…`)).toBeVisible();
    }
  },
};
