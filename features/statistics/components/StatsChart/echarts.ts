// ECharts, only the parts the statistics draw (bars, a pie, their grid, tooltip and legend, the SVG renderer): a chunk
// of its own, loaded by StatsChart when a statistics page first shows a chart (README 'Runtime dependencies').
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

register([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
export type { EChartsType } from 'echarts/core';
