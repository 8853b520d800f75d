// Invoicing statistics: counts and amounts of the invoices by period, enterprise, terminal, type and status, and the
// invoice summary table (pages registered by the app from pages/).
export { statsPageModeOf } from './rules/modes';
// The chart with the role theme's colours and its lazily loaded ECharts chunk, for other features' statistics.
export { StatsChart } from './components/StatsChart';
export type { ChartDatum, StatsChartProps } from './components/StatsChart';
