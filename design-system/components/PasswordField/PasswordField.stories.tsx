import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, PasswordStrengthBar } from './PasswordField';
import type { PasswordStrength } from './tokens';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const box = { width: 360 };
const stack = { display: 'grid', gap: 16 };

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  decorators: [storyBox(box)],
  args: { label: <Trans i18nKey="stories:fields.password.label" />, onChange: fn() },
  argTypes: {
    strength: { control: 'inline-radio', options: [undefined, 'weak', 'medium', 'high'] },
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/新密码/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Abc12345');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('Abc12345');
  },
};

export const Playground: Story = {
  args: { isRequired: true, strength: 'medium', defaultValue: 'abc12345', description: <Trans i18nKey="stories:fields.password.help" /> },
};

/** The toggle is a real button: Tab reaches it, Space shows the password, the input keeps its text. */
export const ShowHide: Story = {
  args: { defaultValue: 'Abc12345' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/新密码/);
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Abc12345');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
  },
};

/** The three levels of spec 02 §5: 弱 danger, 中 warning, 强 success. */
export const StrengthLevels: Story = {
  render: (args) => (
    <div style={stack}>
      <PasswordField {...args} defaultValue="abcdefgh" strength="weak" />
      <PasswordField {...args} defaultValue="abc12345" strength="medium" />
      <PasswordField {...args} defaultValue="Abc123!x" strength="high" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('密码强度：弱')).toBeInTheDocument();
    await expect(canvas.getByText('密码强度：中')).toBeInTheDocument();
    await expect(canvas.getByText('密码强度：强')).toBeInTheDocument();
  },
};

// Demo only: the real rule lives in features (spec 02 §5: count of classes, 1 weak, 2-3 medium, 4 high).
function demoStrength(value: string): PasswordStrength | undefined {
  if (!value) return undefined;
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^\da-zA-Z]/].filter((re) => re.test(value)).length;
  return classes >= 4 ? 'high' : classes >= 2 ? 'medium' : 'weak';
}

function LiveStrengthDemo() {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label={t('fields.password.label')}
      placeholder={t('fields.password.placeholder')}
      description={t('fields.password.help')}
      isRequired
      value={value}
      onChange={setValue}
      strength={demoStrength(value)}
    />
  );
}

/** The caller recomputes the strength as the user types; the bar follows. */
export const LiveStrength: Story = {
  render: () => <LiveStrengthDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/新密码/));
    await userEvent.keyboard('abcdefgh');
    await expect(canvas.getByText('密码强度：弱')).toBeInTheDocument();
    await userEvent.keyboard('12');
    await expect(canvas.getByText('密码强度：中')).toBeInTheDocument();
    await userEvent.keyboard('A!');
    await expect(canvas.getByText('密码强度：强')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans i18nKey="stories:fields.password.required" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/新密码/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('新密码不能为空');
  },
};

/** Password fields are limited to 50 characters (spec 02 §5): the 51st makes the field invalid, nothing is cut. */
export const OverMaxLength: Story = {
  args: { defaultValue: 'Abc12345'.repeat(6) + 'xy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/新密码/);
    await userEvent.type(input, 'z');
    await expect(input).toHaveValue('Abc12345'.repeat(6) + 'xyz');
    await expect(input).toHaveAccessibleDescription('最多输入50个字符');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Abc12345' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/新密码/)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
};

function PasswordStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <PasswordField label={t('fields.password.label')} isRequired defaultValue="abc12345" strength="medium" />
      <PasswordField label={t('fields.password.confirm')} isRequired defaultValue="abc1234" isInvalid errorMessage={t('fields.password.mismatch')} />
      <PasswordStrengthBar strength="high" />
    </div>
  );
}

/** A password with its strength, a mismatch error and the bar alone (high), under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <PasswordStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const ds = storyT('ds');
    for (const { panel, element } of await expectThemePanels(canvasElement)) {
      const password = panel.getByLabelText(t('fields.password.label'), { exact: false });
      await expect(password).toHaveAttribute('type', 'password');
      await expect(password).toHaveValue('abc12345');
      const confirm = panel.getByLabelText(t('fields.password.confirm'), { exact: false });
      await expect(confirm).toHaveAccessibleDescription(expect.stringContaining(t('fields.password.mismatch')));
      await expect(panel.getAllByRole('button', { name: ds('passwordField.show') })).toHaveLength(2);
      await expect(element).toHaveTextContent(ds('passwordField.level.medium'));
      await expect(element).toHaveTextContent(ds('passwordField.level.high'));
    }
  },
};
