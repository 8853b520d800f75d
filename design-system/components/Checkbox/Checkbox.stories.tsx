import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: <Trans i18nKey="stories:checkbox.agentLogin" />, onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses the box, Space toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: { isIndeterminate: false, isDisabled: false, isInvalid: false, defaultSelected: true },
};

/** Every look side by side: unchecked, checked, indeterminate, invalid, disabled. */
export const States: Story = {
  render: () => {
    const { t } = useTranslation('stories');
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: '12px 32px' }}>
        <Checkbox>{t('checkbox.unchecked')}</Checkbox>
        <Checkbox defaultSelected>{t('checkbox.checked')}</Checkbox>
        <Checkbox isIndeterminate>{t('checkbox.selectAll')}</Checkbox>
        <Checkbox isInvalid>{t('checkbox.remember')}</Checkbox>
        <Checkbox isDisabled>{t('checkbox.unchecked')}</Checkbox>
        <Checkbox isDisabled defaultSelected>{t('checkbox.checked')}</Checkbox>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes[1]).toBeChecked();
    await expect(boxes[2]).toBePartiallyChecked();
    await expect(boxes[4]).toBeDisabled();
    await userEvent.click(boxes[4]!);
    await expect(boxes[4]).not.toBeChecked();
  },
};

const rows = ['special', 'normal', 'electronic'] as const;

function SelectAllDemo() {
  const { t } = useTranslation('stories');
  const [selected, setSelected] = useState<string[]>(['normal']);
  const all = selected.length === rows.length;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(on) => setSelected(on ? [...rows] : [])}
      >
        {t('checkbox.selectAll')}
      </Checkbox>
      <CheckboxGroup aria-label={t('checkbox.groupLabel')} value={selected} onChange={setSelected} orientation="vertical">
        {rows.map((r) => (
          <Checkbox key={r} value={r}>
            {t(`checkbox.${r}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <span>{t('checkbox.selected', { count: selected.length })}</span>
    </div>
  );
}

/** The table 'select all' pattern: some rows checked shows the dash; pressing it selects every row. */
export const SelectAll: Story = {
  render: () => <SelectAllDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [all, special, normal] = canvas.getAllByRole('checkbox');
    await expect(all).toBePartiallyChecked();
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(special).toBeChecked();
    await expect(canvas.getByText(storyT()('checkbox.selected', { count: 3 }))).toBeInTheDocument();
    await userEvent.tab();
    await expect(special).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBePartiallyChecked();
    await userEvent.click(normal!);
    await userEvent.click(canvas.getAllByRole('checkbox')[3]!);
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
  },
};

function GroupDemo({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState<string[]>(['special']);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <CheckboxGroup label={t('checkbox.groupLabel')} description={t('checkbox.groupHelp')} value={value} onChange={setValue} orientation={orientation}>
        <Checkbox value="special">{t('checkbox.special')}</Checkbox>
        <Checkbox value="normal">{t('checkbox.normal')}</Checkbox>
        <Checkbox value="electronic">{t('checkbox.electronic')}</Checkbox>
        <Checkbox value="roll" isDisabled>
          {t('checkbox.roll')}
        </Checkbox>
      </CheckboxGroup>
      <output>{t('checkbox.value', { value: value.join(', ') || t('checkbox.none') })}</output>
    </div>
  );
}

/** A labelled group with help text; each box is a tab stop and Space toggles it. */
export const Group: Story = {
  render: () => <GroupDemo orientation="horizontal" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    await expect(group).toHaveAccessibleDescription(storyT()('checkbox.groupHelp'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole('checkbox')[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    const output = canvasElement.querySelector('output')!;
    await expect(output).toHaveTextContent('special, normal');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(output).toHaveTextContent(/normal$/);
    await expect(output).not.toHaveTextContent('special');
  },
};

function InvalidGroupDemo() {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      label={t('checkbox.groupLabel')}
      isRequired
      isInvalid={value.length === 0}
      errorMessage={t('checkbox.groupError')}
      value={value}
      onChange={setValue}
      orientation="vertical"
    >
      <Checkbox value="special">{t('checkbox.special')}</Checkbox>
      <Checkbox value="normal">{t('checkbox.normal')}</Checkbox>
      <Checkbox value="electronic">{t('checkbox.electronic')}</Checkbox>
    </CheckboxGroup>
  );
}

/** Required and invalid: the error shows below and clears once a box is checked. */
export const GroupInvalid: Story = {
  render: () => <InvalidGroupDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = canvas.getByText(/请至少选择|Choose at least/);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(error.textContent!);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText(/请至少选择|Choose at least/)).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(/请至少选择|Choose at least/)).toBeVisible();
  },
};

function CheckboxStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox>{t('checkbox.unchecked')}</Checkbox>
      <Checkbox defaultSelected>{t('checkbox.checked')}</Checkbox>
      <Checkbox isIndeterminate>{t('checkbox.selectAll')}</Checkbox>
      <Checkbox isInvalid>{t('checkbox.remember')}</Checkbox>
      <Checkbox isDisabled defaultSelected>
        {t('checkbox.agentLogin')}
      </Checkbox>
      <CheckboxGroup label={t('checkbox.groupLabel')} isRequired isInvalid errorMessage={t('checkbox.groupError')}>
        <Checkbox value="special">{t('checkbox.special')}</Checkbox>
        <Checkbox value="normal">{t('checkbox.normal')}</Checkbox>
      </CheckboxGroup>
    </div>
  );
}

/** Unchecked, checked, indeterminate, invalid, disabled, and an invalid group, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <CheckboxStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const [unchecked, on, mixed, invalid, disabled] = panel.getAllByRole('checkbox');
      await expect(unchecked).not.toBeChecked();
      await expect(on).toBeChecked();
      await expect(mixed).toBePartiallyChecked();
      await expect(invalid).toHaveAttribute('aria-invalid', 'true');
      await expect(disabled).toBeDisabled();
      await expect(panel.getByRole('group', { name: t('checkbox.groupLabel') })).toHaveAccessibleDescription(t('checkbox.groupError'));
    }
  },
};
