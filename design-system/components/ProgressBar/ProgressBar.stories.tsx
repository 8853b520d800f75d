import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { ThemeColumns, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ width: 440, display: 'flex', flexDirection: 'column', gap: 16 }}>{children}</div>
);

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: <Trans i18nKey="stories:progressBar.export" />, value: 45 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: [undefined, 'brand', 'success', 'warning', 'danger', 'info'] },
    labelPlacement: { control: 'inline-radio', options: ['beside', 'inside', 'none'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: (args) => (
    <Frame>
      <ProgressBar {...args} />
    </Frame>
  ),
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: storyT()('progressBar.export') });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(within(canvasElement).getByText('45%')).toBeVisible();
  },
};

export const Playground: Story = { args: { value: 60, labelPlacement: 'inside', size: 'md', isIndeterminate: false } };

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const InProgress: Story = { args: { value: 45 } };

/** Complete: turns success-coloured without being told. */
export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-tone', 'success');
  },
};

function FailedExport() {
  const { t } = useTranslation('stories');
  return (
    <Frame>
      <ProgressBar label={t('progressBar.export')} value={62} tone="danger" valueLabel={t('progressBar.failed')} />
    </Frame>
  );
}

/** spec 01 §2: an export failure is shown in red as 导出失败. */
export const Failure: Story = {
  render: () => <FailedExport />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-tone', 'danger');
    await expect(bar).toHaveAttribute('aria-valuetext', storyT()('progressBar.failed'));
  },
};

/** Unknown duration: no value, no percentage; the segment slides (still in screenshots). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(canvasElement).queryByText(/%/)).not.toBeInTheDocument();
  },
};

/** Percentage inside the 18 px bar: in the fill when it fits, just after it when the fill is too short. */
export const LabelInside: Story = {
  render: (args) => (
    <Frame>
      {[5, 45, 100].map((value) => (
        <ProgressBar key={value} {...args} value={value} labelPlacement="inside" />
      ))}
    </Frame>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Frame>
      {(['brand', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} labelPlacement="inside" value={70} />
      ))}
    </Frame>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Frame>
      <ProgressBar {...args} size="sm" />
      <ProgressBar {...args} size="md" />
    </Frame>
  ),
};

function ProgressStates() {
  const { t } = useTranslation('stories');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <ProgressBar label={t('progressBar.export')} value={45} />
      <ProgressBar label={t('progressBar.export')} value={60} labelPlacement="inside" size="md" />
      <ProgressBar label={t('progressBar.export')} value={100} tone="success" />
      <ProgressBar label={t('progressBar.failed')} value={30} tone="danger" />
    </div>
  );
}

/** Brand (beside and inside labels), success and danger bars, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <ProgressStates />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    for (const { panel } of await expectThemePanels(canvasElement)) {
      const bars = panel.getAllByRole('progressbar');
      await expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['45', '60', '100', '30']);
      await expect(bars[3]).toHaveAccessibleName(t('progressBar.failed'));
      await expect(panel.getByText('60%')).toBeVisible();
    }
  },
};
