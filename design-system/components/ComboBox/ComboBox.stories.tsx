import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectItem } from '../Select';
import { ComboBox, type ComboBoxProps } from './ComboBox';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

interface Terminal {
  id: string;
  nameKey: string;
  taxNo: string;
}
const terminals: Terminal[] = [
  { id: 't1', nameKey: 't1', taxNo: '91330106MA2H3XK45L' },
  { id: 't2', nameKey: 't2', taxNo: '91310115MA1K4B7Q2X' },
  { id: 't3', nameKey: 't3', taxNo: '91110108700210963C' },
  { id: 't4', nameKey: 't4', taxNo: '91440300MA5FW3RU8P' },
  { id: 't5', nameKey: 't5', taxNo: '91440101MA9Y2LJ06D' },
  { id: 't6', nameKey: 't6', taxNo: '91330110MA27Y8HT5W' },
];

function Terminals(props: Omit<ComboBoxProps<Terminal>, 'children' | 'items'>) {
  const { t } = useTranslation('stories');
  return (
    <div style={{ width: 360 }}>
      <ComboBox<Terminal> label={t('comboBox.label')} placeholder={t('comboBox.placeholder')} items={terminals} {...props}>
        {(item) => <SelectItem id={item.id}>{t(`comboBox.${item.nameKey}`)}</SelectItem>}
      </ComboBox>
    </div>
  );
}

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { children: null, onChange: fn() },
  argTypes: { children: { table: { disable: true } }, layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: ({ children: _children, ...args }) => <Terminals {...args} />,
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Typing filters the list; arrows move, Enter chooses; Escape closes the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('上海');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('上海数税信息技术有限公司');
    await expect(args.onChange).toHaveBeenLastCalledWith('t2');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    // ArrowDown opens the full list; Escape closes it and keeps the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(await body(canvasElement).findByRole('listbox')).getAllByRole('option')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('上海数税信息技术有限公司');
  },
};

export const Playground: Story = {
  args: { isDisabled: false, isRequired: false, isInvalid: false, allowsCustomValue: false, layout: 'vertical' },
};

/** Matching ignores case: 'hitax' finds HiTax. The open list is in the screenshot. */
export const SearchIgnoresCase: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('hitax');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option')).toHaveTextContent(/^HiTax/);
  },
};

/** Nothing matches: the open list says 暂无数据. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('xyz');
    const listbox = await body(canvasElement).findByRole('listbox');
    // react-aria renders the empty state as the list's only (inert) option.
    await waitFor(() => expect(within(listbox).getByRole('option')).toHaveTextContent(/^(暂无数据|No data)$/));
  },
};

function Banks() {
  const { t } = useTranslation('stories');
  const [input, setInput] = useState('');
  return (
    <div style={{ width: 360, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <ComboBox label={t('comboBox.customLabel')} allowsCustomValue inputValue={input} onInputChange={setInput}>
        <SelectItem id="bank1">{t('comboBox.bank1')}</SelectItem>
        <SelectItem id="bank2">{t('comboBox.bank2')}</SelectItem>
        <SelectItem id="bank3">{t('comboBox.bank3')}</SelectItem>
      </ComboBox>
      <output>{t('comboBox.input', { value: input })}</output>
    </div>
  );
}

/** allowsCustomValue: text that matches no option is kept when focus leaves (e.g. a bank not in the list). */
export const CustomValue: Story = {
  render: () => <Banks />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await userEvent.keyboard('宁波银行');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(input).toHaveValue('宁波银行');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('宁波银行');
  },
};

/** Required, with help text and the error once invalid. */
export const Invalid: Story = {
  render: ({ children: _children, ...args }) => {
    const { t } = useTranslation('stories');
    return <Terminals {...args} isRequired isInvalid description={t('comboBox.help')} errorMessage={t('comboBox.error')} />;
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/请选择终端|Choose a terminal/);
  },
};

/** Disabled: greyed and not focusable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 't1' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('杭州云票科技有限公司');
  },
};

function ComboStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 12 }}>
      <ComboBox<Terminal> label={t('comboBox.label')} placeholder={t('comboBox.placeholder')} items={terminals}>
        {(item) => <SelectItem id={item.id}>{t(`comboBox.${item.nameKey}`)}</SelectItem>}
      </ComboBox>
      <ComboBox<Terminal> label={t('comboBox.customLabel')} items={terminals} isRequired isInvalid errorMessage={t('comboBox.error')}>
        {(item) => <SelectItem id={item.id}>{t(`comboBox.${item.nameKey}`)}</SelectItem>}
      </ComboBox>
    </div>
  );
}

/**
 * An empty and an invalid combo box under every role theme. One list can be open at a time, and an open list
 * aria-hides the other panels' fields: the play opens each panel's list in turn (it opens inside its panel) and closes
 * it again. The list itself is the Select's OptionList, whose Themes story shows it open in every theme.
 */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns stage={{ height: 420 }}>
      <ComboStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const input = panel.getByRole('combobox', { name: t('comboBox.label') });
      await expect(panel.getByRole('combobox', { name: t('comboBox.customLabel') })).toHaveAccessibleDescription(t('comboBox.error'));
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowDown}');
      // The list opens inside this panel, so it takes this panel's theme.
      const listbox = await panel.findByRole('listbox');
      await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(terminals.map((x) => t(`comboBox.${x.nameKey}`)));
      // An open list aria-hides everything outside it, focusable fields of the other panels included: close it.
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(panel.queryByRole('listbox')).toBeNull());
    }
  },
};
