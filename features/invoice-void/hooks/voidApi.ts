import { ORDER_TAG } from '../../invoices';
import { invoiceVoidApi } from '../api';

// The void calls with cache tags: a blank void changes the terminal's stock and adds blank-voided invoices to the lists,
// a batch void changes invoices in them (features/invoices/hooks/orderTags.ts).
const STOCK_TAG = 'InvoiceStock';

export const voidPageApi = invoiceVoidApi.enhanceEndpoints({
  addTagTypes: [STOCK_TAG, ORDER_TAG],
  endpoints: {
    getInvoiceStock: { providesTags: [STOCK_TAG] },
    voidBlankInvoices: { invalidatesTags: [STOCK_TAG, ORDER_TAG] },
    voidInvoiceBatch: { invalidatesTags: [ORDER_TAG] },
  },
});

export const { useGetInvoiceStockQuery, useVoidBlankInvoicesMutation, useVoidInvoiceBatchMutation } = voidPageApi;
