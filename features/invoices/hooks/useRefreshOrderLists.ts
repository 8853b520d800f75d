import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { invoiceApi, type GetOrderListApiArg } from '../api';

interface CachedQuery {
  endpointName?: string;
  originalArgs?: unknown;
}

/**
 * After a write that changes invoices (a void), every order list the page has cached (the inquiry, the orders page) is
 * fetched again, so going back shows the invoice as it is now. The endpoints carry no cache tags: the entries are
 * refetched one by one, by their own arguments.
 */
export function useRefreshOrderLists(): () => void {
  const store = useStore();
  const dispatch = useDispatch();
  return useCallback(() => {
    const state = store.getState() as { api?: { queries?: Record<string, CachedQuery | undefined> } };
    for (const entry of Object.values(state.api?.queries ?? {})) {
      if (entry?.endpointName !== 'getOrderList') continue;
      const refetch = invoiceApi.endpoints.getOrderList.initiate(entry.originalArgs as GetOrderListApiArg, { subscribe: false, forceRefetch: true });
      void (dispatch as (action: unknown) => unknown)(refetch);
    }
  }, [store, dispatch]);
}
