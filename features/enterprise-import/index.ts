import { lazy } from 'react';

// The feature's public face.
export * from './rules';
// The browser's spreadsheet reader and writer (loaded on first use), for every import that reads a template.
export { readFirstSheet, writeTextSheet } from './hooks/spreadsheet';
// Reading a chosen spreadsheet into checked rows, for every import shown in the design system's SheetImportDialog.
export { useSheetImport, type SheetImportOptions } from './hooks/useSheetImport';
// The batch import's dialog, loaded (with the spreadsheet code) when first shown: the enterprise lists offer it.
export const LazyEnterpriseImportDialog = lazy(() => import('./components/EnterpriseImportDialog'));
