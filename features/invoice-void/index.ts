// Voiding paper invoices: blank numbers of the terminal's stock (invalid) and issued invoices in a batch (batchVoid).
// The pages are registered through pages/; nothing else is needed by other features yet.
export { BLANK_VOID_MAX } from './rules/blank';
