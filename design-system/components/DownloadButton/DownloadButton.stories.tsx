import { Trans } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadButton, type DownloadedFile } from './index';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const pdf = (): Promise<DownloadedFile | null> => Promise.resolve({ blob: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), name: 'invoice.pdf' });

const meta = {
  title: 'Components/DownloadButton',
  component: DownloadButton,
  args: { fetchFile: fn(pdf), onDownloaded: fn(), children: <Trans i18nKey="stories:invoiceDs.download" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof DownloadButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A press fetches the file and hands it to the browser's download. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalledWith(expect.objectContaining({ name: 'invoice.pdf' })));
    await expect(args.fetchFile).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

/** While the file is fetched the button shows loading and takes no second press. */
export const Loading: Story = {
  args: { fetchFile: fn((): Promise<DownloadedFile | null> => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /下载PDF/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await userEvent.click(button);
    await expect(args.fetchFile).toHaveBeenCalledTimes(1);
  },
};

/** Nothing to save (the caller told the user why): no download, the button is usable again. */
export const NothingToSave: Story = {
  args: { fetchFile: fn((): Promise<DownloadedFile | null> => Promise.resolve(null)) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '下载PDF' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(args.onDownloaded).not.toHaveBeenCalled();
  },
};

/** The button in every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: (args) => <ThemeColumns>{() => <DownloadButton {...args} />}</ThemeColumns>,
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('button', { name: t('invoiceDs.download') })).toBeVisible();
    }
  },
};
