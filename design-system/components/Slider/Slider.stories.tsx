import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider, type SliderProps } from './Slider';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

/** The face-scan interval of spec 02 §2.1 item 5: 0 to 48 hours in steps of 0.5. */
function Hours(props: SliderProps) {
  const { t } = useTranslation('stories');
  return <Slider label={t('slider.label')} formatValue={(value) => t('slider.hours', { value })} {...props} />;
}

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { minValue: 0, maxValue: 48, step: 0.5, defaultValue: 24, showRange: true, onChange: fn() },
  render: (args) => <Hours {...args} />,
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move by half an hour; Home and End jump to the ends; the output follows. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    const output = canvasElement.querySelector('output')!;
    await expect(output).toHaveTextContent(/^24 (小时|h)$/);
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(output).toHaveTextContent(/^24\.5 (小时|h)$/);
    await expect(args.onChange).toHaveBeenLastCalledWith(24.5);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    await expect(output).toHaveTextContent(/^23 (小时|h)$/);
    await userEvent.keyboard('{End}');
    await expect(output).toHaveTextContent(/^48 (小时|h)$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('48');
    await userEvent.keyboard('{Home}');
    await expect(output).toHaveTextContent(/^0 (小时|h)$/);
  },
};

export const Playground: Story = { args: { isDisabled: false, showOutput: true, block: false } };

/** Whole days with a unit from `formatOptions`: the output and what screen readers hear both say 'days'. */
export const Days: Story = {
  args: { minValue: 0, maxValue: 60, step: 1, defaultValue: 30, formatOptions: { style: 'unit', unit: 'day', unitDisplay: 'long' } },
  render: (args) => {
    const { t } = useTranslation('stories');
    return <Slider label={t('slider.label')} description={t('slider.help')} {...args} />;
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    await expect(slider).toHaveAccessibleDescription(storyT()('slider.help'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const days = new Intl.NumberFormat(document.documentElement.lang, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(31);
    await expect(slider).toHaveAttribute('aria-valuetext', days);
    await expect(canvasElement.querySelector('output')?.textContent).toBe(days);
  },
};

/** A disabled slider takes no focus and greys its fill and thumb. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 12 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    await expect(slider).toBeDisabled();
    await userEvent.tab();
    await expect(slider).not.toHaveFocus();
  },
};

/** A value with its range and a disabled slider, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: (args) => (
    <ThemeColumns>
      <Hours {...args} defaultValue={24} />
      <Hours {...args} defaultValue={12} isDisabled />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel, element } of await expectThemePanels(canvasElement)) {
      const [active, disabled] = panel.getAllByRole('slider');
      await expect(active).toHaveValue('24');
      await expect(disabled).toHaveValue('12');
      await expect(disabled).toBeDisabled();
      await expect(Array.from(element.querySelectorAll('output'), (o) => o.textContent)).toEqual([
        t('slider.hours', { value: 24 }),
        t('slider.hours', { value: 12 }),
      ]);
    }
  },
};
