import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './index';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'table'] } },
  decorators: [storyBox({ width: 560 })],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines of text while a panel loads; the region says it is busy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status', { name: '加载中' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

export const Playground: Story = { args: { variant: 'text', lines: 4, rows: 5, columns: 4 } };

/** A table-shaped block: a header row and body rows, for list pages before the first response. */
export const Table: Story = {
  args: { variant: 'table', rows: 5, columns: 5 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Placeholders are hidden from assistive technology: only the busy region is announced.
    await expect(region.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
  },
};

/** Text lines and a table block, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <Skeleton lines={3} />
      <Skeleton variant="table" rows={3} columns={3} />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const regions = panel.getAllByRole('status', { name: storyT('ds')('skeleton.label') });
      await expect(regions).toHaveLength(2);
      for (const region of regions) await expect(region).toHaveAttribute('aria-busy', 'true');
    }
  },
};
