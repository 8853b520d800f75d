// Invoicing statistics: counts and amounts of the invoices by period, enterprise, terminal, type and status, and the
// invoice summary table (pages registered by the app from pages/).
export { statsPageModeOf } from './rules/modes';
