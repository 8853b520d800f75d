import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

function LoginMethods(props: Omit<RadioGroupProps, 'children'>) {
  const { t } = useTranslation('stories');
  return (
    <RadioGroup label={t('radio.methodLabel')} {...props}>
      <Radio value="password">{t('radio.password')}</Radio>
      <Radio value="sms">{t('radio.sms')}</Radio>
      <Radio value="qr">{t('radio.qr')}</Radio>
      <Radio value="auto">{t('radio.auto')}</Radio>
    </RadioGroup>
  );
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { children: null, defaultValue: 'password', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'button'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { table: { disable: true } },
  },
  render: ({ children: _children, ...args }) => <LoginMethods {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop; arrow keys move the selection and wrap around. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(radios[3]).toBeChecked();
    // Tab leaves the group rather than visiting each option.
    await userEvent.tab();
    await expect(radios[3]).not.toHaveFocus();
  },
};

export const Playground: Story = {
  args: { variant: 'default', orientation: 'horizontal', size: 'md', isDisabled: false, isRequired: false },
};

/** Stacked options with help text linked to the group. */
export const Vertical: Story = {
  render: ({ children: _children, ...args }) => {
    const { t } = useTranslation('stories');
    return <LoginMethods {...args} orientation="vertical" description={t('radio.methodHelp')} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(storyT()('radio.methodHelp'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
  },
};

function Segmented() {
  const { t } = useTranslation('stories');
  const [day, setDay] = useState('today');
  const [unit, setUnit] = useState('1');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <RadioGroup label={t('radio.dayLabel')} variant="button" value={day} onChange={setDay}>
        <Radio value="today">{t('radio.today')}</Radio>
        <Radio value="yesterday">{t('radio.yesterday')}</Radio>
      </RadioGroup>
      <RadioGroup label={t('radio.unitLabel')} variant="button" size="sm" value={unit} onChange={setUnit}>
        <Radio value="1">{t('radio.hours')}</Radio>
        <Radio value="2">{t('radio.days')}</Radio>
      </RadioGroup>
      <output>{t('radio.value', { value: `${day} / ${unit}` })}</output>
    </div>
  );
}

/** The segmented 'button' look: the robot task's today/yesterday toggle and the face-scan hours/days switch. */
export const ButtonLook: Story = {
  render: () => <Segmented />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const output = canvasElement.querySelector('output')!;
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /今天|Today/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /昨天|Yesterday/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^(天|Days)$/ })).toBeChecked();
    await expect(output).toHaveTextContent('yesterday / 2');
  },
};

/** Required and invalid: the error is announced with the group and shown in red. */
export const Invalid: Story = {
  render: ({ children: _children, ...args }) => {
    const { t } = useTranslation('stories');
    return <LoginMethods {...args} defaultValue={undefined} isRequired isInvalid errorMessage={t('radio.methodError')} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(/请选择登录方式|Choose a login method/);
    await expect(canvas.getAllByRole('radio')[0]).toBeRequired();
  },
};

/** A disabled option is skipped by the arrow keys; a disabled group takes no focus. */
export const Disabled: Story = {
  render: () => {
    const { t } = useTranslation('stories');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <RadioGroup label={t('radio.methodLabel')} defaultValue="password">
          <Radio value="password">{t('radio.password')}</Radio>
          <Radio value="sms" isDisabled>
            {t('radio.sms')}
          </Radio>
          <Radio value="qr">{t('radio.qr')}</Radio>
        </RadioGroup>
        <RadioGroup label={t('radio.dayLabel')} variant="button" defaultValue="today" isDisabled>
          <Radio value="today">{t('radio.today')}</Radio>
          <Radio value="yesterday">{t('radio.yesterday')}</Radio>
        </RadioGroup>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /扫码登录|QR code/ })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /今天|Today/ })).not.toHaveFocus();
    await expect(canvas.getByRole('radio', { name: /今天|Today/ })).toBeDisabled();
  },
};

function RadioStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <RadioGroup label={t('radio.methodLabel')} defaultValue="sms" orientation="vertical">
        <Radio value="password">{t('radio.password')}</Radio>
        <Radio value="sms">{t('radio.sms')}</Radio>
        <Radio value="qr" isDisabled>
          {t('radio.qr')}
        </Radio>
      </RadioGroup>
      <RadioGroup label={t('radio.dayLabel')} variant="button" defaultValue="today">
        <Radio value="today">{t('radio.today')}</Radio>
        <Radio value="yesterday">{t('radio.yesterday')}</Radio>
      </RadioGroup>
      <RadioGroup label={t('radio.unitLabel')} isRequired isInvalid errorMessage={t('radio.methodError')}>
        <Radio value="1">{t('radio.hours')}</Radio>
        <Radio value="2">{t('radio.days')}</Radio>
      </RadioGroup>
    </div>
  );
}

/** Selected, disabled, the segmented button look and an invalid group, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <RadioStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('radio', { name: t('radio.sms') })).toBeChecked();
      await expect(panel.getByRole('radio', { name: t('radio.qr') })).toBeDisabled();
      await expect(panel.getByRole('radio', { name: t('radio.today') })).toBeChecked();
      await expect(panel.getByRole('radiogroup', { name: t('radio.unitLabel') })).toHaveAccessibleDescription(t('radio.methodError'));
    }
  },
};
