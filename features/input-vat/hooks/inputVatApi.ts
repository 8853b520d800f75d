import { inputVatApi } from '../api';

// The input-VAT calls with cache tags: ticking changes the list and the period's statistics, confirming closes the
// period, collecting adds invoices. A tick answers the statistics after it: they are written into the statistics
// entry of that period at once (the figures paint without waiting for another call), the lists are fetched again.
export const INVOICES_TAG = 'PurchaseInvoices';
export const STATS_TAG = 'VatStatistics';

export const inputVatPageApi = inputVatApi.enhanceEndpoints({
  addTagTypes: [INVOICES_TAG, STATS_TAG],
  endpoints: {
    getPurchaseInvoices: { providesTags: [INVOICES_TAG] },
    getCollectedInvoices: { providesTags: [INVOICES_TAG] },
    getPurchaseInvoice: { providesTags: [INVOICES_TAG] },
    getPeriodStatistics: { providesTags: [STATS_TAG] },
    getVatPeriods: { providesTags: [STATS_TAG] },
    tickPurchaseInvoices: { invalidatesTags: [INVOICES_TAG] },
    confirmPeriod: { invalidatesTags: [INVOICES_TAG, STATS_TAG] },
    collectParsedInvoices: { invalidatesTags: [INVOICES_TAG, STATS_TAG] },
  },
});

// The statistics a tick answers, written into the period's entry as soon as they arrive; the periods list (往期查询)
// is marked stale without touching the entry just written.
inputVatPageApi.enhanceEndpoints({
  endpoints: {
    tickPurchaseInvoices: {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const statistics = data.data.statistics;
          dispatch(
            inputVatPageApi.util.updateQueryData('getPeriodStatistics', { taxNo: arg.tickRequest.taxNo, period: statistics.period }, (draft) => {
              draft.data = statistics;
            }),
          );
          dispatch(inputVatPageApi.util.invalidateTags([{ type: STATS_TAG, id: 'periods' }]));
        } catch {
          // The request layer has said why; nothing changed.
        }
      },
    },
    getVatPeriods: { providesTags: [STATS_TAG, { type: STATS_TAG, id: 'periods' }] },
  },
});

/** Marks the lists stale (a download task finished: its invoices are there). */
export const invalidatePurchaseLists = () => inputVatPageApi.util.invalidateTags([INVOICES_TAG, STATS_TAG]);

export const {
  useGetVatEnterprisesQuery,
  useGetVatPeriodsQuery,
  useGetPurchaseInvoicesQuery,
  useGetPurchaseInvoiceQuery,
  useGetPeriodStatisticsQuery,
  useTickPurchaseInvoicesMutation,
  useConfirmPeriodMutation,
  useGetCollectedInvoicesQuery,
  useStartPeriodDownloadMutation,
  useGetCollectTaskQuery,
  useParseInvoiceFilesMutation,
  useCollectParsedInvoicesMutation,
} = inputVatPageApi;
