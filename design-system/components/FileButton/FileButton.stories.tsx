import { Trans } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileButton } from './index';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/FileButton',
  component: FileButton,
  args: { onSelect: fn(), acceptedFileTypes: ['.xlsx'], children: <Trans i18nKey="stories:fileButton.choose" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the file picker; the chosen file is handed over. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '选择文件' });
    await expect(button).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.xlsx');
    const file = new File(['x'], 'enterprises.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(file));
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

/** Disabled: the picker does not open. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '选择文件' })).toBeDisabled();
  },
};

/** The button in every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: (args) => <ThemeColumns>{() => <FileButton {...args} />}</ThemeColumns>,
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('button', { name: t('fileButton.choose') })).toBeVisible();
    }
  },
};
