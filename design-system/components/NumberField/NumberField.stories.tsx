import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const box = { width: 240 };

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  decorators: [storyBox(box)],
  args: { label: <Trans i18nKey="stories:fields.number.pageSize" />, defaultValue: 20, minValue: 1, maxValue: 100, onChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: ArrowUp and ArrowDown step; typing commits on blur. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '每页条数' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('22');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('21');
    await expect(args.onChange).toHaveBeenLastCalledWith(21);
  },
};

export const Playground: Story = { args: { step: 1, isRequired: false, isDisabled: false, isReadOnly: false } };

/** The face-scan interval (spec 02 §2.1, §9): 0 to 48 hours in steps of 0.5; out-of-range input is clamped on blur. */
export const HalfHourSteps: Story = {
  args: {
    label: <Trans i18nKey="stories:fields.number.hours" />,
    description: <Trans i18nKey="stories:fields.number.hoursHelp" />,
    defaultValue: 47.5,
    minValue: 0,
    maxValue: 48,
    step: 0.5,
    formatOptions: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '刷脸间隔（小时）' });
    await userEvent.click(canvas.getByRole('button', { name: /^增加/ }));
    await expect(input).toHaveValue('48.0');
    await expect(canvas.getByRole('button', { name: /^增加/ })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await userEvent.tab();
    await expect(input).toHaveValue('48.0');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: <Trans i18nKey="stories:fields.number.hoursHelp" />, isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '每页条数' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('最多 48 小时，步长 0.5');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('20');
  },
};

function NumberStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <NumberField label={t('fields.number.pageSize')} defaultValue={20} minValue={1} maxValue={100} />
      <NumberField label={t('fields.number.hours')} description={t('fields.number.hoursHelp')} defaultValue={47.5} step={0.5} minValue={0} maxValue={48} />
      <NumberField label={t('fields.number.pageSize')} isInvalid errorMessage={t('themeStories.numberError')} defaultValue={0} />
      <NumberField label={t('fields.number.pageSize')} isDisabled defaultValue={50} />
    </div>
  );
}

/** A value, help, an error and a disabled field, with their stepper buttons, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <NumberStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const [size, hours, invalid, disabled] = panel.getAllByRole('textbox');
      await expect(size).toHaveValue('20');
      await expect(hours).toHaveValue('47.5');
      await expect(hours).toHaveAccessibleDescription(t('fields.number.hoursHelp'));
      await expect(invalid).toHaveAttribute('aria-invalid', 'true');
      await expect(invalid).toHaveAccessibleDescription(t('themeStories.numberError'));
      await expect(disabled).toBeDisabled();
      await expect(disabled).toHaveValue('50');
    }
  },
};
