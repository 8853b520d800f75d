import { ORDER_TAG } from '../../invoices';
import { issueApi } from '../api';

// Creating or retrying an order changes the invoice lists (inquiry, orders, the home's recent invoices): the write
// invalidates their tag (features/invoices/hooks/orderTags.ts), so a list the user returns to shows the new order.
export const issueOrderApi = issueApi.enhanceEndpoints({
  addTagTypes: [ORDER_TAG],
  endpoints: {
    createIssueOrder: { invalidatesTags: [ORDER_TAG] },
    retryIssueOrder: { invalidatesTags: [ORDER_TAG] },
  },
});

export const { useCreateIssueOrderMutation, useRetryIssueOrderMutation, useGetIssueOrderQuery } = issueOrderApi;
