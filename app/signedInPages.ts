import type { PageRegistry } from './router';

// The pages of the signed-in areas by page id (see pages.ts): a chunk loaded with the route tables.
export const signedInPages = {
  memberHome: () => import('../features/home/pages/MemberHomePage'),
  serviceHome: () => import('../features/home/pages/ServiceHomePage'),
  accountHome: () => import('../features/home/pages/AccountHomePage'),
  invoiceIssue: () => import('../features/invoice-issue/pages/IssuePage'),
  terminalList: () => import('../features/terminals/pages/TerminalListPage'),
  enterpriseList: () => import('../features/enterprise-import/pages/EnterpriseListPage'),
  invoiceInquiry: () => import('../features/invoices/pages/InvoiceInquiryPage'),
  invoiceDetails: () => import('../features/invoices/pages/InvoiceDetailsPage'),
  invoiceOrders: () => import('../features/invoices/pages/InvoiceOrdersPage'),
  redSheetList: () => import('../features/red-letter/pages/RedSheetListPage'),
  redSheetApply: () => import('../features/red-letter/pages/RedSheetApplyPage'),
  taxReturns: () => import('../features/tax-returns/pages/TaxReturnsPage'),
  inbox: () => import('../features/messaging/pages/InboxPage'),
  personalCenter: () => import('../features/account/pages/PersonalCenterPage'),
  goodsLibrary: () => import('../features/goods/pages/GoodsLibraryPage'),
  customerLibrary: () => import('../features/customers/pages/CustomerLibraryPage'),
  sellerInfo: () => import('../features/seller/pages/SellerInfoPage'),
  invoiceStatistics: () => import('../features/statistics/pages/InvoiceStatisticsPage'),
  invoiceSummaryTable: () => import('../features/statistics/pages/InvoiceSummaryTablePage'),
} satisfies PageRegistry;
