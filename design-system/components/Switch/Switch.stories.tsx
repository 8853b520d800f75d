import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import { ThemeColumns, expectThemePanels, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: <Trans i18nKey="stories:switch.autoLogin" />, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses it; Space turns it on and off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const sw = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(sw).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(sw).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(sw).not.toBeChecked();
  },
};

export const Playground: Story = { args: { size: 'md', isDisabled: false, defaultSelected: true } };

/** Off, on, small, and disabled in both positions. */
export const States: Story = {
  render: () => {
    const { t } = useTranslation('stories');
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: '12px 32px', alignItems: 'center' }}>
        <Switch>{t('switch.autoLogin')}</Switch>
        <Switch defaultSelected>{t('switch.autoLogin')}</Switch>
        <Switch size="sm" defaultSelected>
          {t('switch.remind')}
        </Switch>
        <Switch isDisabled>{t('switch.autoLogin')}</Switch>
        <Switch isDisabled defaultSelected>
          {t('switch.autoLogin')}
        </Switch>
        <Switch size="sm">{t('switch.remind')}</Switch>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const switches = within(canvasElement).getAllByRole('switch');
    await expect(switches[1]).toBeChecked();
    await expect(switches[3]).toBeDisabled();
    await userEvent.click(switches[4]!);
    await expect(switches[4]).toBeChecked();
  },
};

function WithStatus() {
  const { t } = useTranslation('stories');
  const [on, setOn] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Switch isSelected={on} onChange={setOn}>
        {t('switch.remind')}
      </Switch>
      <output>{on ? t('switch.on') : t('switch.off')}</output>
    </div>
  );
}

/** Controlled: the page shows the new state as soon as Space toggles the switch. */
export const Controlled: Story = {
  render: () => <WithStatus />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const output = canvasElement.querySelector('output')!;
    await expect(output).toHaveTextContent(/已关闭|Off/);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(output).toHaveTextContent(/已开启|On/);
  },
};

function SwitchStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Switch>{t('switch.remind')}</Switch>
      <Switch defaultSelected>{t('switch.autoLogin')}</Switch>
      <Switch size="sm" defaultSelected>
        {t('switch.autoLogin')}
      </Switch>
      <Switch isDisabled defaultSelected>
        {t('switch.remind')}
      </Switch>
    </div>
  );
}

/** Off, on, small and disabled, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <SwitchStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const [off, on, small, disabled] = panel.getAllByRole('switch');
      await expect(off).not.toBeChecked();
      await expect(on).toBeChecked();
      await expect(small).toBeChecked();
      await expect(disabled).toBeChecked();
      await expect(disabled).toBeDisabled();
    }
  },
};
