import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownButton, Menu, MenuItem, MenuSeparator, MenuTrigger, type DropdownButtonProps } from '.';
import { menuPlacements } from './tokens';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';
import { Button } from '../Button';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

const icon = (d: string): ReactNode => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={d} stroke="currentColor" strokeWidth="1.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const icons = {
  key: icon('M10 2.5a3.5 3.5 0 1 1-2.9 5.5L2.5 12.6V14h2v-1.5h1.5V11l1.6-1.6'),
  user: icon('M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2.5 14c.6-2.6 2.8-4 5.5-4s4.9 1.4 5.5 4'),
  mail: icon('M2 4h12v8H2zM2 4l6 5 6-5'),
  logout: icon('M6 2.5H3v11h3M10.5 5l3 3-3 3M13.5 8H6'),
};

/** The header's user menu (spec 01 §2). */
function UserMenu({ withIcons = false, ...args }: Partial<DropdownButtonProps> & { withIcons?: boolean }) {
  const { t } = useTranslation('stories');
  const [selected, setSelected] = useState('');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', minHeight: 240, alignContent: 'start', flexWrap: 'wrap' }}>
      <DropdownButton
        label={t('menu.user')}
        {...args}
        onAction={(key) => {
          args.onAction?.(key);
          setSelected(String(key));
        }}
      >
        <MenuItem id="password" icon={withIcons ? icons.key : undefined}>{t('menu.changePassword')}</MenuItem>
        <MenuItem id="subscribe" isDisabled={withIcons} icon={withIcons ? icons.mail : undefined}>{t('menu.subscribe')}</MenuItem>
        <MenuItem id="profile" icon={withIcons ? icons.user : undefined}>{t('menu.profile')}</MenuItem>
        <MenuItem id="inbox" icon={withIcons ? icons.mail : undefined}>{t('menu.inbox')}</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" isDanger={withIcons} icon={withIcons ? icons.logout : undefined}>{t('menu.logout')}</MenuItem>
      </DropdownButton>
      <span data-testid="selected" style={{ alignSelf: 'center' }}>{selected && t('menu.selected', { key: selected })}</span>
    </div>
  );
}

const meta = {
  title: 'Components/Menu',
  component: DropdownButton,
  args: { label: '', children: null, onAction: fn(), variant: 'default', placement: 'bottom start' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'primary', 'text'] },
    placement: { control: 'inline-radio', options: Object.keys(menuPlacements) },
    label: { control: false },
    children: { control: false },
  },
  render: ({ label: _label, children: _children, ...args }) => <UserMenu {...args} />,
} satisfies Meta<typeof DropdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter opens on the first item, arrows move, Enter selects and focus returns; ArrowDown reopens. The first
 * story may run before the menu's code has arrived: the press opens it once it has, and the button the user sees
 * (the same look) is then react-aria's menu trigger, so the play asks for it again rather than holding the first one.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const trigger = () => within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('profile');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
  },
};

export const Playground: Story = { args: { variant: 'primary' } };

/** Icons, a disabled item (skipped by the arrows), a danger item; Space opens, Escape closes and returns focus. */
export const IconsDisabledAndDanger: Story = {
  render: ({ label: _label, children: _children, ...args }) => <UserMenu {...args} withIcons />,
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const trigger = () => within(canvasElement).getByRole('button');
    trigger().focus();
    await userEvent.keyboard(' ');
    let menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(trigger());
    menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getAllByRole('menuitem')[1]!);
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.hover(within(menu).getAllByRole('menuitem').at(-1)!);
  },
};

function ThemedMenus() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', gap: 12, padding: 12 }}>
      <MenuTrigger defaultOpen>
        <Button>{t('menu.user')}</Button>
        <Menu>
          <MenuItem id="password" icon={icons.key}>
            {t('menu.changePassword')}
          </MenuItem>
          <MenuItem id="subscribe" isDisabled icon={icons.mail}>
            {t('menu.subscribe')}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" isDanger icon={icons.logout}>
            {t('menu.logout')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <DropdownButton label={t('menu.profile')} variant="primary">
        <MenuItem id="inbox">{t('menu.inbox')}</MenuItem>
      </DropdownButton>
    </div>
  );
}

/** An open menu (first item focused, a disabled and a danger item, a separator) and a primary DropdownButton, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns stage={{ height: 200 }}>
      <ThemedMenus />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const dropdowns = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const menu = panel.getByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((i) => i.textContent)).toEqual([t('menu.changePassword'), t('menu.subscribe'), t('menu.logout')]);
      await expect(items[1]).toHaveAttribute('aria-disabled', 'true');
      const dropdown = panel.getByRole('button', { name: t('menu.profile') });
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
      dropdowns.push(dropdown);
    }
    await expectFiveColours(dropdowns);
  },
};
