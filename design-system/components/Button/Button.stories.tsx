import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: <Trans i18nKey="stories:button.issue" />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'primary', size: 'md', isLoading: false, isDisabled: false } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="primary" />
      <Button {...args} variant="default" />
      <Button {...args} variant="text" />
      <Button {...args} variant="danger">
        <Trans i18nKey="stories:button.delete" />
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary" size="sm" />
      <Button {...args} variant="primary" size="md" />
      <Button {...args} variant="primary" size="lg" />
    </div>
  ),
};

export const Loading: Story = {
  args: { variant: 'primary', isLoading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    // A pending button ignores presses and says it is busy.
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="primary" isDisabled />
      <Button {...args} variant="default" isDisabled />
      <Button {...args} variant="text" isDisabled />
      <Button {...args} variant="danger" isDisabled />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function Counter() {
  const { t } = useTranslation('stories');
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button variant="primary" onPress={() => setCount((c) => c + 1)}>
        {t('button.save')}
      </Button>
      <span>{t('button.pressed', { count })}</span>
    </div>
  );
}

/** Keyboard: Tab focuses, Enter and Space press. */
export const Keyboard: Story = {
  render: () => <Counter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(storyT()('button.pressed', { count: 2 }))).toBeInTheDocument();
  },
};

function ButtonStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button variant="primary">{t('button.issue')}</Button>
      <Button>{t('button.save')}</Button>
      <Button variant="text">{t('button.more')}</Button>
      <Button variant="danger">{t('button.delete')}</Button>
      <Button variant="primary" isDisabled>
        {t('button.cancel')}
      </Button>
    </div>
  );
}

/** Primary, default, text, danger and disabled under every role theme: only the brand family changes. */
export const Themes: Story = {
  ...themesStory,
  render: () => <ThemeColumns>{<ButtonStates />}</ThemeColumns>,
  play: async ({ canvasElement }) => {
    const t = storyT();
    const primaries = [];
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const buttons = panel.getAllByRole('button');
      await expect(buttons.map((b) => b.textContent)).toEqual(['issue', 'save', 'more', 'delete', 'cancel'].map((k) => t(`button.${k}`)));
      await expect(buttons[4]).toBeDisabled();
      primaries.push(buttons[0]!);
    }
    await expectFiveColours(primaries);
  },
};
