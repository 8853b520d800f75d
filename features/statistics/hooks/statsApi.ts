import { ORDER_TAG } from '../../invoices';
import { statisticsApi } from '../api';

/**
 * The statistics count invoices: they carry the invoice lists' cache tag, so a write that changes an invoice (issue,
 * void, red, repair) makes the figures on screen fetch again and drops cached ones (features/invoices/hooks/orderTags.ts).
 */
export const statsApi = statisticsApi.enhanceEndpoints({
  addTagTypes: [ORDER_TAG],
  endpoints: {
    getInvoiceStats: { providesTags: [ORDER_TAG] },
    getInvoiceSummaryTable: { providesTags: [ORDER_TAG] },
  },
});

export const { useGetInvoiceStatsQuery, useGetInvoiceSummaryTableQuery } = statsApi;
