import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { RoleThemeProvider, roleThemes, vars } from '../../../../design-system';
import { StatsChart, type ChartDatum } from './StatsChart';

const months: ChartDatum[] = ['7月', '8月', '9月', '10月', '11月', '12月'].map((name, i) => ({
  name,
  value: [1203345.1, 1388210.55, 1650022, 998765.43, 1824500.9, 2240019.99][i] as number,
  text: name,
}));
const types: ChartDatum[] = [
  ['增值税专用发票', 212],
  ['增值税普通发票', 260],
  ['增值税电子普通发票', 402],
  ['增值税电子专用发票', 95],
  ['数电普通发票', 216],
].map(([name, value]) => ({ name: name as string, value: value as number, text: String(name) }));
const axis = (value: number) => (value >= 10000 ? `${(value / 10000).toFixed(0)}万` : String(value));

async function drawn(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-ready]')).toHaveLength(count));
}

const meta = {
  title: 'Pages/Statistics/StatsChart',
  component: StatsChart,
  args: { kind: 'bar', label: '按月价税合计柱状图', data: months, formatAxis: axis },
  decorators: [(Story, { parameters }) => <div style={{ width: (parameters.frameWidth as number | undefined) ?? 640 }}><Story /></div>],
} satisfies Meta<typeof StatsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bars over the months, labelled in 万 on the value axis; an image named for the table that holds its figures. */
export const Bars: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 1);
    await expect(within(canvasElement).getByRole('img', { name: '按月价税合计柱状图' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

/** Shares by type as a ring with its legend. */
export const Shares: Story = {
  args: { kind: 'pie', label: '各发票类型份数占比图', data: types },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 1);
    await expect(canvasElement.querySelector('svg')).toHaveTextContent('增值税电子普通发票');
  },
};

function ThemedCharts() {
  const { t } = useTranslation('ds');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {roleThemes.map((role) => (
        <RoleThemeProvider key={role} role={role} scope="subtree">
          <section data-theme-panel={role} aria-labelledby={`chart-theme-${role}`} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, padding: 8, background: vars.colorSurface }}>
            <h2 id={`chart-theme-${role}`} style={{ gridColumn: '1 / -1', margin: 0, fontSize: 14, color: vars.colorText }}>
              {t(`theme.${role}`)}
            </h2>
            <StatsChart kind="bar" label={`${t(`theme.${role}`)} 按月价税合计柱状图`} data={months} formatAxis={axis} height={200} />
            <StatsChart kind="pie" label={`${t(`theme.${role}`)} 各发票类型份数占比图`} data={types} height={200} />
          </section>
        </RoleThemeProvider>
      ))}
    </div>
  );
}

/** Every role theme: the bars and the first slice take the role's brand colour (read from its CSS variables). */
export const Themes: Story = {
  parameters: { frameWidth: 1000 },
  globals: { viewport: { value: 'desktop' } },
  render: () => <ThemedCharts />,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, roleThemes.length * 2);
    const fills = roleThemes.map((role) => {
      const bar = canvasElement.querySelector(`[data-theme-panel="${role}"] svg path[fill]:not([fill="none"]):not([fill="transparent"])`);
      return getComputedStyle(canvasElement.querySelector(`[data-theme-panel="${role}"]`) as Element).getPropertyValue('--tp-color-brand').trim() + '|' + (bar ? 'drawn' : 'none');
    });
    await expect(new Set(fills).size).toBe(roleThemes.length);
  },
};
