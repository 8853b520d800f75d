// Batch issuing's pure rules (issue 20 §2): the template, reading a sheet, grouping and checking invoices, the results.
export * from './sheet';
export * from './read';
export * from './results';
