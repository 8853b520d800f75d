import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Input, TextField } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldControl, FieldFrame, FieldLabel, FieldDescription, FieldError } from './Field';
import type { FieldLayout } from './tokens';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

interface DemoFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  layout?: FieldLayout;
  placeholder?: string;
}

/** The shared parts assembled around a bare react-aria input, as every field of the design system does. */
function DemoField({ label, description, errorMessage, isInvalid, isRequired, isDisabled, layout, placeholder }: DemoFieldProps) {
  return (
    <TextField isInvalid={isInvalid} isRequired={isRequired} isDisabled={isDisabled} validationBehavior="aria">
      {({ isInvalid: invalid, isDisabled: disabled }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} layout={layout}>
          <FieldControl data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
            <Input placeholder={placeholder} />
          </FieldControl>
        </FieldFrame>
      )}
    </TextField>
  );
}

const box = { width: 360 };
const wide = { width: 480 };

const meta = {
  title: 'Components/Field',
  component: DemoField,
  subcomponents: { FieldFrame, FieldLabel, FieldDescription, FieldError, FieldControl },
  decorators: [storyBox(box)],
  args: { label: <Trans i18nKey="stories:fields.buyer.name" /> },
  argTypes: { layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof DemoField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '名称' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Playground: Story = {
  args: {
    layout: 'vertical',
    isRequired: true,
    isInvalid: false,
    isDisabled: false,
    description: <Trans i18nKey="stories:fields.buyer.taxIdHelp" />,
    errorMessage: <Trans i18nKey="stories:fields.buyer.nameRequired" />,
  },
};

/** Help text is linked to the input with aria-describedby. */
export const WithHelp: Story = {
  args: { label: <Trans i18nKey="stories:fields.buyer.taxId" />, description: <Trans i18nKey="stories:fields.buyer.taxIdHelp" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '纳税人识别号' });
    await expect(input).toHaveAccessibleDescription('15、17、18 或 20 位大写字母或数字');
  },
};

/** The red `*` is decoration (aria-hidden); the input itself says it is required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '名称' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The error replaces nothing: it sits under the help, in the danger tone, and describes the input. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    description: <Trans i18nKey="stories:fields.buyer.taxIdHelp" />,
    errorMessage: <Trans i18nKey="stories:fields.buyer.nameRequired" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '名称' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('请输入购方名称'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, placeholder: '91330100MA2XXXXXXX' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Horizontal: a right-aligned label column, as Chinese enterprise portals lay out their forms. */
export const Horizontal: Story = {
  decorators: [(Story) => <div style={wide}><Story /></div>],
  args: {
    layout: 'horizontal',
    isRequired: true,
    label: <Trans i18nKey="stories:fields.buyer.taxId" />,
    description: <Trans i18nKey="stories:fields.buyer.taxIdHelp" />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: '纳税人识别号' })).toHaveFocus();
  },
};

function FieldStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <DemoField label={t('fields.buyer.taxId')} description={t('fields.buyer.taxIdHelp')} isRequired />
      <DemoField label={t('fields.buyer.name')} isRequired isInvalid errorMessage={t('fields.buyer.nameRequired')} />
      <DemoField label={t('fields.buyer.bankAccount')} isDisabled />
    </div>
  );
}

/** Help, an error and a disabled control around a bare input, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <FieldStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('textbox', { name: t('fields.buyer.taxId') })).toHaveAccessibleDescription(t('fields.buyer.taxIdHelp'));
      const name = panel.getByRole('textbox', { name: t('fields.buyer.name') });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(t('fields.buyer.nameRequired'));
      await expect(panel.getByRole('textbox', { name: t('fields.buyer.bankAccount') })).toBeDisabled();
    }
  },
};
