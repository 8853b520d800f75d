import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField } from './AmountField';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const box = { width: 280 };

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  decorators: [storyBox(box)],
  args: { label: <Trans i18nKey="stories:fields.amount.label" />, onChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed '1234.565' becomes '1234.57' on blur (half-up), shown with thousands separators. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '金额' });
    await userEvent.tab();
    await userEvent.keyboard('1234.565');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith('1234.57');
    await expect(input).toHaveValue('1,234.57');
  },
};

export const Playground: Story = {
  args: { allowNegative: false, scale: 2, showThousands: true, isRequired: true, description: <Trans i18nKey="stories:fields.amount.help" /> },
};

function CommittedDemo() {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState('1000000');
  return (
    <div>
      <AmountField label={t('fields.amount.red')} description={t('fields.amount.redHelp')} allowNegative value={value} onChange={setValue} />
      <output>{t('fields.amount.committed', { value })}</output>
    </div>
  );
}

/** Red-letter invoices: a minus sign is accepted; the caller receives the normalised string. Tab selects the amount. */
export const Negative: Story = {
  render: () => <CommittedDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '红字金额' });
    await expect(input).toHaveValue('1,000,000.00');
    await userEvent.tab();
    await expect(input).toHaveValue('1000000');
    // Tabbed into, the plain amount is selected, to be typed over.
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
    await userEvent.clear(input);
    await userEvent.keyboard('-0.5');
    await userEvent.tab();
    await expect(input).toHaveValue('-0.50');
    await expect(canvas.getByText('提交值：-0.50')).toBeInTheDocument();
  },
};

/** A letter: the message shows and the text stays as typed; nothing is committed. */
export const InvalidCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '金额' });
    await userEvent.type(input, '12a');
    await userEvent.tab();
    await expect(input).toHaveValue('12a');
    await expect(input).toHaveAccessibleDescription('请输入正确的金额');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NegativeNotAllowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '金额' }), '-5');
    await expect(canvas.getByText('金额不能为负数')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1234567.80' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('1,234,567.80');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '1234567.80' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('1234567.80');
  },
};

function AmountStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <AmountField label={t('fields.amount.label')} description={t('fields.amount.help')} isRequired defaultValue="1234567.8" />
      <AmountField label={t('fields.amount.red')} allowNegative isInvalid errorMessage={t('themeStories.amountError')} />
      <AmountField label={t('fields.amount.label')} isDisabled defaultValue="88.5" />
    </div>
  );
}

/** A value with help, an error, and a disabled field, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <AmountStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const [amount, red, disabled] = panel.getAllByRole('textbox');
      await expect(amount).toHaveValue('1,234,567.80');
      await expect(amount).toHaveAccessibleDescription(t('fields.amount.help'));
      await expect(red).toHaveAccessibleName(t('fields.amount.red'));
      await expect(red).toHaveAccessibleDescription(t('themeStories.amountError'));
      await expect(disabled).toBeDisabled();
      await expect(disabled).toHaveValue('88.50');
    }
  },
};
