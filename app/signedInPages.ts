import type { PageRegistry } from './router';

// The pages of the signed-in areas by page id (see pages.ts): a chunk loaded with the route tables.
export const signedInPages = {
  memberHome: () => import('../features/home/pages/MemberHomePage'),
  serviceHome: () => import('../features/home/pages/ServiceHomePage'),
  accountHome: () => import('../features/home/pages/AccountHomePage'),
  invoiceIssue: () => import('../features/invoice-issue/pages/IssuePage'),
  terminalList: () => import('../features/terminals/pages/TerminalListPage'),
  invoiceInquiry: () => import('../features/invoices/pages/InvoiceInquiryPage'),
  invoiceDetails: () => import('../features/invoices/pages/InvoiceDetailsPage'),
  invoiceOrders: () => import('../features/invoices/pages/InvoiceOrdersPage'),
  goodsLibrary: () => import('../features/goods/pages/GoodsLibraryPage'),
  customerLibrary: () => import('../features/customers/pages/CustomerLibraryPage'),
  sellerInfo: () => import('../features/seller/pages/SellerInfoPage'),
} satisfies PageRegistry;
