// Input VAT: 勾选认证 (ticking purchase invoices for deduction, the period's statistics and their confirmation, past
// periods) and 发票采集 (the period's download from the tax bureau, uploaded supplier files). Pages in pages/.
export { inputVatApi } from './api';
export type { PeriodStatistics, PurchaseInvoice } from './api';
