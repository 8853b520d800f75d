import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';
import { SelectItem } from './OptionList';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const regions = ['beijing', 'shanghai', 'guangdong', 'zhejiang', 'jiangsu'] as const;

function Regions({ width = 280, ...props }: Omit<SelectProps<object>, 'children'> & { width?: number }) {
  const { t } = useTranslation('stories');
  return (
    <div style={{ width }}>
      <Select label={t('select.regionLabel')} description={t('select.regionHelp')} {...props}>
        {regions.map((r) => (
          <SelectItem key={r} id={r}>
            {t(`select.${r}`)}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { children: null, onChange: fn() },
  argTypes: { children: { table: { disable: true } }, layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: ({ children: _children, ...args }) => <Regions {...args} />,
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Placeholder 请选择; Enter opens, arrows move, Enter chooses; Escape closes without changing; typing jumps. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveTextContent(/请选择|Select/);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent(/上海|Shanghai/);
    await expect(args.onChange).toHaveBeenLastCalledWith('shanghai');
    // react-aria gives focus back once the popover has gone (a frame later on a busy machine)
    await waitFor(() => expect(trigger).toHaveFocus());
    // Escape closes and keeps the value.
    await userEvent.keyboard('{ArrowDown}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent(/上海|Shanghai/);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { isDisabled: false, isRequired: false, isInvalid: false, layout: 'vertical' },
};

function Identities() {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState<Key | null>(null);
  const items = [
    { id: '1', name: t('select.legal') },
    { id: '2', name: t('select.finance') },
    { id: '3', name: t('select.taxOfficer') },
    { id: '4', name: t('select.invoicer') },
    { id: '5', name: t('select.purchaser') },
  ];
  return (
    <div style={{ width: 280 }}>
      <Select
        label={t('select.identityLabel')}
        isRequired
        isInvalid={value == null}
        errorMessage={t('select.identityError')}
        items={items}
        disabledKeys={['4']}
        value={value}
        onChange={setValue}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </div>
  );
}

/** Items from data with a disabled option; the popover is open in the screenshot. Arrows skip the disabled one. */
export const OpenWithDisabledItem: Story = {
  render: () => <Identities />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const listbox = await body(canvasElement).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[3]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(options[4]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent(/购票员|Invoice purchaser/);
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('listbox');
    await expect(within(body(canvasElement).getByRole('listbox')).getAllByRole('option')[4]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Required and invalid until chosen: the red border and the spec's message (请选择登录身份), gone once chosen. */
export const Invalid: Story = {
  render: () => <Identities />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button');
    await expect(canvas.getByText(/请选择登录身份|Choose a login identity/)).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(/请选择登录身份|Choose a login identity/);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent(/法定代表人|Legal representative/);
    await expect(canvas.queryByText(/请选择登录身份|Choose a login identity/)).not.toBeInTheDocument();
  },
};

/** Disabled: greyed, not focusable, does not open. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'beijing' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent(/北京|Beijing/);
  },
};

/** Label beside the control with the required mark, as in the portal's horizontal forms. */
export const Horizontal: Story = {
  args: { layout: 'horizontal', isRequired: true },
  render: ({ children: _children, ...args }) => <Regions {...args} width={420} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/地区|Region/);
  },
};

function SelectStates() {
  const { t } = useTranslation('stories');
  const identities = ['legal', 'finance'] as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Select label={t('select.identityLabel')} isRequired isInvalid errorMessage={t('select.identityError')}>
        {identities.map((id) => (
          <SelectItem key={id} id={id}>
            {t(`select.${id}`)}
          </SelectItem>
        ))}
      </Select>
      <Select label={t('select.regionLabel')} defaultSelectedKey="zhejiang" defaultOpen>
        {regions.map((r) => (
          <SelectItem key={r} id={r}>
            {t(`select.${r}`)}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}

/** An invalid select and an open one with its selected option, each list open in its own panel, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns stage={{ height: 420 }}>
      <div style={{ padding: 12 }}>
        <SelectStates />
      </div>
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const [identity, region] = panel.getAllByRole('button').filter((b) => b.getAttribute('aria-haspopup') === 'listbox');
      await expect(identity).toHaveTextContent(storyT('ds')('select.placeholder'));
      await expect(panel.getByText(t('select.identityError'))).toBeVisible();
      await expect(region).toHaveTextContent(t('select.zhejiang'));
      const listbox = panel.getByRole('listbox');
      await expect(within(listbox).getAllByRole('option')).toHaveLength(regions.length);
      await expect(within(listbox).getByRole('option', { name: t('select.zhejiang') })).toHaveAttribute('aria-selected', 'true');
    }
  },
};
