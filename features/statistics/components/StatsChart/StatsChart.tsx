import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, Skeleton, space, vars } from '../../../../design-system';
import type * as Charts from './echarts';
import type { EChartsType } from './echarts';
import { chartThemeAt, type ChartTheme } from './theme';

/** One bar or slice: its label, its value for the drawing, and the exact text of its tooltip. */
export interface ChartDatum {
  name: string;
  value: number;
  /** The tooltip's text (exact figures, formatted by the caller from decimals). */
  text: string;
}

export interface StatsChartProps {
  /** Bars over categories (months) or a pie of shares. */
  kind: 'bar' | 'pie';
  /** The chart's accessible name; it should say where its figures are as text (the table below). */
  label: string;
  data: readonly ChartDatum[];
  /** Labels of the value axis (bars). */
  formatAxis?(value: number): string;
  /** Height in px. @default 280 */
  height?: number;
}

const Frame = styled.div`
  position: relative;
  width: 100%;
`;
const Drawing = styled.div`
  width: 100%;
  height: 100%;
`;
const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space[4]};
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
  text-align: center;
`;

type Loaded = typeof Charts;
let loading: Promise<Loaded> | null = null;
/** The chart library, loaded once, with the first chart shown (its own chunk). */
function loadCharts(): Promise<Loaded> {
  loading ??= import('./echarts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function optionOf(kind: StatsChartProps['kind'], data: readonly ChartDatum[], theme: ChartTheme, formatAxis?: (value: number) => string) {
  const textStyle = { color: theme.text, fontFamily: theme.fontFamily, fontSize: 12 };
  const tooltip = {
    trigger: 'item' as const,
    backgroundColor: theme.surface,
    borderColor: theme.border,
    textStyle,
    formatter: (params: unknown) => data[(params as { dataIndex: number }).dataIndex]?.text ?? '',
  };
  // No animation: the figures are read, not watched, and screenshots stay stable (STYLE.md).
  const base = { animation: false, color: theme.palette, textStyle, tooltip };
  if (kind === 'pie') {
    return {
      ...base,
      legend: { type: 'scroll' as const, orient: 'vertical' as const, right: 0, top: 'middle', textStyle },
      series: [
        {
          type: 'pie' as const,
          radius: ['40%', '70%'],
          center: ['35%', '50%'],
          label: { show: false },
          itemStyle: { borderColor: theme.surface, borderWidth: 2 },
          data: data.map((d) => ({ name: d.name, value: d.value })),
        },
      ],
    };
  }
  return {
    ...base,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category' as const,
      data: data.map((d) => d.name),
      axisLine: { lineStyle: { color: theme.border } },
      axisTick: { show: false },
      axisLabel: { color: theme.textSecondary },
    },
    yAxis: {
      type: 'value' as const,
      splitLine: { lineStyle: { color: theme.border, type: 'dashed' as const } },
      axisLabel: { color: theme.textSecondary, ...(formatAxis ? { formatter: formatAxis } : {}) },
    },
    series: [{ type: 'bar' as const, barMaxWidth: 32, data: data.map((d) => d.value), itemStyle: { borderRadius: [2, 2, 0, 0] } }],
  };
}

/**
 * A chart of the statistics drawn with ECharts in the role theme's colours. The library loads with the first chart
 * (a chunk of its own); the drawing is an image named by `label`, its figures are the table's beside it (the text
 * alternative), so assistive technology reads the table. data-chart-ready marks a drawn chart (stories wait for it).
 */
export function StatsChart({ kind, label, data, formatAxis, height = 280 }: StatsChartProps) {
  const { t } = useTranslation('statistics');
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    const element = ref.current;
    if (!element) return;
    loadCharts()
      .then(({ initChart }) => {
        if (!live) return;
        chart.current ??= initChart(element);
        chart.current.setOption(optionOf(kind, data, chartThemeAt(element), formatAxis), true);
        setState('ready');
      })
      // The library's chunk did not load, or it could not draw: the table beside holds the figures.
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [kind, data, formatAxis]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Resized on the next frame: resizing inside the observer's callback would notify it again in the same frame.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => chart.current?.resize());
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  return (
    <Frame style={{ height }}>
      <Drawing ref={ref} role="img" aria-label={label} data-chart-ready={state === 'ready' ? '' : undefined} />
      {state === 'loading' && (
        <Cover>
          <Skeleton aria-label={t('chart.loading')} lines={4} />
        </Cover>
      )}
      {state === 'failed' && <Cover role="status">{t('chart.failed')}</Cover>}
    </Frame>
  );
}
