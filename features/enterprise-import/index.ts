// The feature's public face.
export * from './rules';
// The browser's spreadsheet reader and writer (loaded on first use), for every import that reads a template.
export { readFirstSheet, writeTextSheet } from './hooks/spreadsheet';
