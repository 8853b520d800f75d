// Invoices: what the portal shows of issued invoices.
export { RecentInvoices } from './components/RecentInvoices';
