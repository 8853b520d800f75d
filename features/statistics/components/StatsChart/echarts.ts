// ECharts, only the parts the statistics draw (bars, a pie, their grid, tooltip and legend, the SVG renderer): a chunk
// of its own, loaded by StatsChart when a statistics page first shows a chart (README 'Runtime dependencies').
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

let registered = false;

/**
 * A chart drawn as SVG in `element`. The parts are registered on the first call, inside it: a registration at the top
 * of this module is a statement whose result nothing uses, which the production build drops (package.json
 * sideEffects: false), leaving ECharts without a renderer.
 */
export function initChart(element: HTMLElement): EChartsType {
  if (!registered) {
    register([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);
    registered = true;
  }
  return init(element, null, { renderer: 'svg' });
}

export type { EChartsType };
