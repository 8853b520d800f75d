import { Trans } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../tokens';
import { Spinner } from './index';
import { ThemeColumns, expectFiveColours, expectThemePanels, storyT, themesStory } from '../../foundations/ThemeColumns';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: { type: 'number', min: 8, max: 64 } } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progress indicator named by the catalogue's 加载中... */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '加载中...' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { size: 24 } };

/** 14 px in buttons, 16 px inline, 24 px over tables, 32 px for pages. It takes the colour of its text. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: vars.colorBrand }}>
      <Spinner {...args} size={14} />
      <Spinner {...args} size={16} />
      <Spinner {...args} size={24} />
      <Spinner {...args} size={32} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};

/** Beside a text that already says what is loading: the spinner is decorative (label null), and never a tab stop. */
export const WithText: Story = {
  args: { label: null },
  render: (args) => (
    <div role="status" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: vars.colorTextSecondary }}>
      <Spinner {...args} />
      <Trans i18nKey="stories:data.spinner.inline" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在同步税局数据');
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** Spinners in the brand colour and beside text, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  render: () => (
    <ThemeColumns>
      <div data-brand-spinners="" style={{ display: 'flex', gap: 16, alignItems: 'center', color: vars.colorBrand }}>
        <Spinner size={16} />
        <Spinner size={24} />
        <Spinner size={32} />
      </div>
      <div role="status" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: vars.colorTextSecondary }}>
        <Spinner label={null} />
        <Trans i18nKey="stories:data.spinner.inline" />
      </div>
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const brand = [];
    for (const { panel, element } of await expectThemePanels(canvasElement)) {
      await expect(panel.getAllByRole('progressbar', { name: storyT('ds')('action.loading') })).toHaveLength(3);
      await expect(panel.getByRole('status')).toHaveTextContent(storyT()('data.spinner.inline'));
      brand.push(element.querySelector('[data-brand-spinners]')!);
    }
    await expectFiveColours(brand, 'color');
  },
};
