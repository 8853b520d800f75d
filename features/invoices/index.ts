// Invoices: what the portal shows of issued invoices.
export { RecentInvoices } from './components/RecentInvoices';
export { recentInvoicesArgs } from './rules/recent';
export { invoiceApi } from './api';
// The invoice pages' address query, shared with the other invoice pages (red-letter sheets).
// The issuing page reads an issued invoice to red it or copy it, and links its result to the details.
export type { InvoiceDetail, InvoiceLine, Order } from './api';
export { useGetOrderListQuery, useGetInvoiceDetailsQuery } from './hooks/orderTags';
export { detailsPath } from './rules/paths';
// The invoice face (an issued invoice's ticket): the review page shows a submitted invoice as it will print.
export { Ticket as InvoiceFace } from './components/InvoiceDetails';
// The invoice lists' cache tag: other features' writes that change invoices invalidate it (hooks/orderTags.ts).
export { ORDER_TAG, invalidateOrderLists } from './hooks/orderTags';
// The batch void (features/invoice-void) finds invoices as the inquiry does and judges them by the details page's rule.
export { InquiryFilterBar } from './components/InquiryFilterBar';
export { checkInquiryFilters, defaultPeriod, inquiryFilterKeys, inquiryQuery, inquirySearch, parseInquiryFilters, shanghaiDay, type InquiryFilters } from './rules/inquiry';
export { voidRefusal, voidRefusalKey, voidableTypes, type VoidableInvoice, type VoidRefusal } from './rules/void';
