// Red-letter sheets: information sheets of special invoices and confirmation sheets of fully-digital invoices.
export { sheetKindOf, redSheetPaths } from './rules/sheets';
// 负数发票开具 chooses the lines to reverse as a sheet's application does (features/negative-issue).
export { lineIssue, fullChoices, redTotals, type LineChoice, type LineIssue } from './rules/sheets';
