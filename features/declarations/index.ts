// Declarations (申报管理, 申报填写, 财报填写, 报表填报, 申报报表, 完税凭证): the reports each enterprise owes per tax
// period, the VAT return filled from the period's invoices and ticked purchase invoices, the financial statements,
// and the tax payment certificates. Pages are registered through pages/; the pure rules are shared with the backend.
export { vatFigures, salesEntriesOf, rateGroupOf, type VatFigures, type SalesEntry } from './rules/vatReturn';
export { statementTotals, sendRefusal, type StatementValues } from './rules/statements';
export { reportingPeriod, recentPeriods, deadlineOf } from './rules/periods';
export { filingState, reportType } from './rules/lookups';
