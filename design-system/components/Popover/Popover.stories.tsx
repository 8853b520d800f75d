import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DescriptionList } from '../DescriptionList';
import { Icon } from '../Icon';
import { Popover, type PopoverProps } from './Popover';
import { popoverPlacements, type PopoverPlacement } from './tokens';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    title: <Trans i18nKey="stories:popover.title" />,
    content: <Trans i18nKey="stories:popover.body" />,
    placement: 'bottom',
    showArrow: true,
    onOpenChange: fn(),
    children: (
      <Button>
        <Trans i18nKey="stories:popover.trigger" />
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: Object.keys(popoverPlacements) },
    title: { control: false },
    content: { control: false },
    children: { control: false },
  },
  // Room for the panel below the trigger in the screenshot.
  render: (args: PopoverProps) => (
    <div style={{ padding: '16px 200px 140px' }}>
      <Popover {...args} />
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A press opens it; the title names the dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '开票说明' });
    await expect(dialog).toHaveTextContent('发票开具后不可修改');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Open from the start so that the controls restyle a visible panel. */
export const Playground: Story = {
  args: { defaultOpen: true, placement: 'bottom start' },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
  },
};

const sides = ['top', 'bottom', 'left', 'right'] as const satisfies readonly PopoverPlacement[];

function Placements() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 24, padding: '96px 240px' }}>
      {sides.map((side) => (
        <Popover
          key={side}
          placement={side}
          aria-label={t(`popover.placement.${side}`)}
          content={t('popover.placementBody', { side: t(`popover.placement.${side}`) })}
        >
          <Button>{t(`popover.placement.${side}`)}</Button>
        </Popover>
      ))}
    </div>
  );
}

/** top, bottom, left and right: each panel opens on its side of the trigger, its arrow pointing back at it. */
export const Placement: Story = {
  render: () => <Placements />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const buttons = within(canvasElement).getAllByRole('button');
    for (const [index, side] of sides.entries()) {
      const trigger = buttons[index]!;
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog');
      const panel = dialog.closest<HTMLElement>('[data-placement]')!;
      await expect(panel).toHaveAttribute('data-placement', side);
      const a = trigger.getBoundingClientRect();
      const p = panel.getBoundingClientRect();
      const where = { top: p.bottom <= a.top, bottom: p.top >= a.bottom, left: p.right <= a.left, right: p.left >= a.right };
      await expect(where[side]).toBe(true);
      // The last one stays open for the screenshot.
      if (side !== 'right') {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    }
  },
};

function CustomerService() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ padding: '16px 16px 200px 320px' }}>
      <Popover
        title={t('popover.service')}
        placement="bottom end"
        content={({ close }) => (
          <div style={{ display: 'grid', gap: 12, minWidth: 240 }}>
            <DescriptionList
              columns={1}
              items={[
                { key: 'hotline', label: t('popover.hotline'), value: t('popover.hotlineValue') },
                { key: 'support', label: t('popover.support'), value: t('popover.supportValue') },
                { key: 'hours', label: t('popover.hours'), value: t('popover.hoursValue') },
              ]}
            />
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button size="sm" variant="primary" onPress={close}>
                {t('popover.gotIt')}
              </Button>
            </div>
          </div>
        )}
      >
        <Button icon={<Icon name="phone" />}>{t('popover.service')}</Button>
      </Popover>
    </div>
  );
}

/**
 * The header's customer service (spec 01 §2): hotlines with service hours; content given as
 * `({ close }) => ...` closes the panel from inside, and focus goes back to the trigger.
 */
/** size 'wide': the panel grows to 800 px for a small table (the header's robot tasks); the default stops at 420 px. */
export const Wide: Story = {
  args: {
    defaultOpen: true,
    size: 'wide',
    placement: 'bottom start',
    content: (
      <div style={{ width: 640 }}>
        <Trans i18nKey="stories:popover.body" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '开票说明' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(640);
  },
};

export const WithRichContent: Story = {
  render: () => <CustomerService />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    // Asked for again each time: before the panel's code arrives the button is a light one, replaced as it does.
    const trigger = () => within(canvasElement).getByRole('button', { name: '联系客服' });
    await userEvent.click(trigger());
    let dialog = await screen.findByRole('dialog', { name: '联系客服' });
    await expect(dialog).toHaveTextContent('400-000-0000');
    await expect(dialog).toHaveTextContent('工作日 9:00-18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the popover has closed (react-aria restores it after the exit).
    await waitFor(() => expect(trigger()).toHaveFocus());
    // Reopened for the screenshot.
    await userEvent.click(trigger());
    dialog = await screen.findByRole('dialog', { name: '联系客服' });
    await expect(within(dialog).getByText('0571-8888-0000')).toBeVisible();
  },
};

function Untitled() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ padding: '16px 200px 120px' }}>
      <Popover aria-label={t('popover.untitledLabel')} content={t('popover.untitledBody')}>
        <Button>{t('popover.untitledTrigger')}</Button>
      </Popover>
    </div>
  );
}

/**
 * Keyboard: Tab reaches the trigger, Enter opens and focus moves into the panel, Escape closes and focus returns;
 * Space opens it again. A click outside closes it too. Without a title, `aria-label` names the dialog.
 */
export const Keyboard: Story = {
  render: () => <Untitled />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    // Asked for again each time (hidden: the page is inert while the panel is open): see WithRichContent.
    const trigger = () => within(canvasElement).getByRole('button', { hidden: true });
    await userEvent.tab();
    await waitFor(() => expect(trigger()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '税盘提示' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger once the popover has closed (react-aria restores it after the exit).
    await waitFor(() => expect(trigger()).toHaveFocus());
    // A click outside closes it.
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    // Opened by keyboard again for the screenshot.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
  },
};

function ThemedPopover() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ padding: '12px 16px' }}>
      <Popover defaultOpen title={t('popover.title')} content={t('popover.body')} placement="bottom" showArrow>
        <Button>{t('popover.trigger')}</Button>
      </Popover>
    </div>
  );
}

/** The open panel with its title, body and arrow, each opened in its own panel, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns stage={{ height: 200 }}>
      <ThemedPopover />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const dialog = panel.getByRole('dialog', { name: t('popover.title') });
      await expect(dialog).toHaveTextContent(t('popover.body'));
      await expect(panel.getByRole('button', { name: t('popover.trigger') })).toHaveAttribute('aria-expanded', 'true');
    }
  },
};
