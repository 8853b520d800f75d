// Invoices: what the portal shows of issued invoices.
export { RecentInvoices } from './components/RecentInvoices';
export { recentInvoicesArgs } from './rules/recent';
export { invoiceApi } from './api';
// The invoice pages' address query, shared with the other invoice pages (red-letter sheets).
export { useAddressSearch } from './hooks/useAddressSearch';
// The issuing page reads an issued invoice to red it or copy it (issue 10 §3), and links its result to the details.
export { useGetOrderListQuery, useGetInvoiceDetailsQuery, type InvoiceDetail, type InvoiceLine, type Order } from './api';
export { detailsPath } from './rules/paths';
// The invoice face (an issued invoice's ticket): the review page shows a submitted invoice as it will print.
export { Ticket as InvoiceFace } from './components/InvoiceDetails';
export { useRefreshOrderLists } from './hooks/useRefreshOrderLists';
