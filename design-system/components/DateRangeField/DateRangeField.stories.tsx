import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeField, type DateRangeFieldProps, type DateRangeValue } from './index';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const body = (el: HTMLElement) => within(el.ownerDocument.body);

function Labelled(props: Partial<DateRangeFieldProps>) {
  const { t } = useTranslation('stories');
  return <DateRangeField label={t('invoiceDs.period')} calendarLabel={t('invoiceDs.calendar')} {...props} />;
}

const meta = {
  title: 'Components/DateRangeField',
  component: DateRangeField,
  args: { calendarLabel: '', defaultValue: { start: '2026-10-01', end: '2026-11-23' }, onChange: fn() },
  render: (args) => <Labelled defaultValue={args.defaultValue} onChange={args.onChange} isDisabled={args.isDisabled} />,
  decorators: [storyBox({ width: 320, minHeight: 360 })],
} satisfies Meta<typeof DateRangeField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An inquiry's period (spec 01 §9 default: the first of the previous month to today), picked in the calendar. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '开票日期' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /选择日期/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '选择日期' });
    const grid = within(dialog).getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /10月2日/ }));
    await userEvent.click(within(grid).getByRole('button', { name: /10月20日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-02', end: '2026-10-20' });
    // A complete range closes the calendar.
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: '选择日期' })).toBeNull());
  },
};

/** Typed with the keyboard: the segments step with the arrow keys. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [year] = canvas.getAllByRole('spinbutton', { name: /年/ });
    await userEvent.click(year as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2025-10-01', end: '2026-11-23' });
  },
};

function InvalidRange() {
  const { t } = useTranslation('stories');
  const [value, setValue] = useState<DateRangeValue | null>({ start: '2026-11-23', end: '2026-10-01' });
  return <Labelled value={value} onChange={setValue} isInvalid errorMessage={t('invoiceDs.periodError')} />;
}

/** With a problem: the message below, the control marked invalid. */
export const Invalid: Story = {
  render: () => <InvalidRange />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('结束日期不能早于开始日期')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /选择日期/ })).toBeDisabled();
  },
};

/** The field in every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => <ThemeColumns>{() => <Labelled defaultValue={{ start: '2026-10-01', end: '2026-11-23' }} />}</ThemeColumns>,
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('group', { name: t('invoiceDs.period') })).toBeVisible();
    }
  },
};
