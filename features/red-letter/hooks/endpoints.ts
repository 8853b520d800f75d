// The blue-invoice lookup shows its refusal where the lines would be (the apply page), so it publishes no 提示 alert.
import { redLetterApi } from '../api';

export const redLetterPageApi = redLetterApi.enhanceEndpoints({
  endpoints: {
    getRedBlueInvoice: { extraOptions: { silent: true } },
  },
});

export const { useLazyGetRedBlueInvoiceQuery } = redLetterPageApi;
