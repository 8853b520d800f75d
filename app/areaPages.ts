import type { PageImporter } from './router';
import type { AreaPageId } from './signedInPages';

// Every signed-in page but the homes, by page id: a chunk of its own, loaded on the first visit to one of them
// (app/signedInPages.ts). The list of each page's chunks that an importer carries stays out of the frame's chunk,
// which every home waits for (npm run size).
export const areaPages: Record<AreaPageId, PageImporter> = {
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
  batchIssue: () => import('../features/batch-issue/pages/BatchIssuePage'),
  negativeIssue: () => import('../features/negative-issue/pages/NegativeIssuePage'),
  printers: () => import('../features/printers/pages/PrintersPage'),
  reviewQueue: () => import('../features/issue-review/pages/ReviewQueuePage'),
  reviewDetails: () => import('../features/issue-review/pages/ReviewDetailsPage'),
  proxyIssue: () => import('../features/proxy-issue/pages/ProxyIssuePage'),
  proxyOrders: () => import('../features/proxy-issue/pages/ProxyOrdersPage'),
  blankVoid: () => import('../features/invoice-void/pages/BlankVoidPage'),
  batchVoid: () => import('../features/invoice-void/pages/BatchVoidPage'),
  repairList: () => import('../features/invoice-repair/pages/RepairListPage'),
  repairDetail: () => import('../features/invoice-repair/pages/RepairDetailPage'),
  invoiceStatistics: () => import('../features/statistics/pages/InvoiceStatisticsPage'),
  invoiceSummaryTable: () => import('../features/statistics/pages/InvoiceSummaryTablePage'),
  copyManage: () => import('../features/copy-clear/pages/CopyManagePage'),
  copyDetail: () => import('../features/copy-clear/pages/CopyDetailPage'),
  taxBureauOverview: () => import('../features/tax-bureau-overview/pages/TaxBureauOverviewPage'),
  taxRobot: () => import('../features/robot-tasks/pages/TaxRobotPage'),
};
