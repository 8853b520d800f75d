// Invoices: what the portal shows of issued invoices.
export { RecentInvoices } from './components/RecentInvoices';
// The invoice pages' frame, error words and address query, shared with the other invoice pages (red-letter sheets).
export { InvoicePage } from './components/InvoicePage';
export { errorText } from './hooks/errorText';
export { useAddressSearch } from './hooks/useAddressSearch';
export { detailsPath } from './rules/paths';
