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
    confirmPeriod: { invalidatesTags: [INVOICES_TAG, STATS_TAG] },
    collectParsedInvoices: { invalidatesTags: [INVOICES_TAG, STATS_TAG] },
  },
});

/** Runs `fn` once the next frame has been painted (a task after the frame's callbacks). */
function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
}

// The statistics a tick answers, written into the period's entry as soon as they arrive; once they are painted the
// lists and the periods (往期查询) are marked stale and fetched again, so that reading thousands of rows does not
// hold back the figures (scripts/bench/deduction.mjs).
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
          afterPaint(() => dispatch(inputVatPageApi.util.invalidateTags([INVOICES_TAG, { type: STATS_TAG, id: 'periods' }])));
        } catch {
          // The request layer has said why; nothing changed. The list is read again all the same (a partial change).
          dispatch(inputVatPageApi.util.invalidateTags([INVOICES_TAG]));
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
