// Red-letter sheets: information sheets of special invoices and confirmation sheets of fully-digital invoices.
export { sheetKindOf, redSheetPaths } from './rules/sheets';
