import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { IconButton, type IconButtonProps } from './IconButton';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

/** Fills the accessible name from the stories catalogue, as a feature would from its own. */
function Translated({ labelKey = 'refresh', ...props }: Omit<IconButtonProps, 'aria-label'> & { labelKey?: string }) {
  const { t } = useTranslation('stories');
  return <IconButton {...props} aria-label={t(`iconButton.${labelKey}`)} />;
}

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'refresh', 'aria-label': '', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: ['plain', 'outlined'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => <Translated {...args} />,
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: storyT()('iconButton.refresh') });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { variant: 'outlined', size: 'md', isDisabled: false } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Translated {...args} variant="plain" />
      <Translated {...args} variant="outlined" />
      <Translated {...args} variant="plain" icon="copy" labelKey="copy" />
      <Translated {...args} variant="outlined" icon="download" labelKey="download" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Translated {...args} variant="outlined" size="sm" />
      <Translated {...args} variant="outlined" size="md" />
      <Translated {...args} variant="outlined" size="lg" />
    </div>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Translated {...args} variant="plain" isDisabled />
      <Translated {...args} variant="outlined" isDisabled />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) await expect(button).toBeDisabled();
    await userEvent.click(buttons[1]!);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function Toggle() {
  const { t } = useTranslation('stories');
  const [visible, setVisible] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <span style={{ fontFamily: 'monospace', minWidth: 96 }}>{visible ? 'Abc12345' : '••••••••'}</span>
      <IconButton
        icon={visible ? 'eye-off' : 'eye'}
        aria-label={t(visible ? 'iconButton.hide' : 'iconButton.show')}
        onPress={() => setVisible((v) => !v)}
      />
    </div>
  );
}

/** Keyboard: Tab shows the focus ring, Enter and Space press; the name follows the state. */
export const Keyboard: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Abc12345')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Abc12345')).not.toBeInTheDocument();
  },
};

function IconButtonStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton icon="refresh" aria-label={t('iconButton.refresh')} />
      <IconButton icon="copy" variant="outlined" aria-label={t('iconButton.copy')} />
      <IconButton icon="download" variant="outlined" size="lg" aria-label={t('iconButton.download')} />
      <IconButton icon="eye" variant="outlined" isDisabled aria-label={t('iconButton.show')} />
    </div>
  );
}

/** Plain, outlined, large and disabled icon buttons, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <IconButtonStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const buttons = panel.getAllByRole('button');
      await expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['refresh', 'copy', 'download', 'show'].map((k) => t(`iconButton.${k}`)));
      await expect(buttons[3]).toBeDisabled();
      await expect(buttons[0]).toBeEnabled();
    }
  },
};
