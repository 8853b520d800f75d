export { StatsChart } from './StatsChart';
export type { ChartDatum, StatsChartProps } from './StatsChart';
