import { invoiceApi } from '../api';

/**
 * The cache tag of every query that lists or shows invoices and orders. A write that changes one (issue, void, cancel,
 * retry, red, repair) invalidates it: a list on screen is fetched again, a cached list no page shows is dropped, so a
 * list the user returns to shows the invoice as it is now (docs/workbench/void.md). Other features tag their writes
 * with the same name through their own enhanceEndpoints (the generated endpoints carry no tags).
 */
export const ORDER_TAG = 'Order';

export const invoiceListApi = invoiceApi.enhanceEndpoints({
  addTagTypes: [ORDER_TAG],
  endpoints: {
    getOrderList: { providesTags: [ORDER_TAG] },
    getInvoiceDetails: { providesTags: [ORDER_TAG] },
    voidInvoice: { invalidatesTags: [ORDER_TAG] },
    cancelOrder: { invalidatesTags: [ORDER_TAG] },
    retryOrder: { invalidatesTags: [ORDER_TAG] },
  },
});

export const { useGetOrderListQuery, useGetInvoiceDetailsQuery, useVoidInvoiceMutation, useCancelOrderMutation, useRetryOrderMutation } = invoiceListApi;

/** The action that marks every invoice list stale (for writes that are not mutations of the invoice api, e.g. an order turning issued). */
export const invalidateOrderLists = () => invoiceListApi.util.invalidateTags([ORDER_TAG]);
