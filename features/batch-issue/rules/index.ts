// Batch issuing's pure rules (docs/workbench/batch-issue.md): the template, reading a sheet, grouping and checking invoices, the results.
export * from './sheet';
export * from './read';
export * from './results';
