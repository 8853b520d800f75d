import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one base api. Every domain's endpoints are generated from app/api/openapi/<domain>.yaml into
 * features/<domain>/api.ts (`npm run codegen`) and injected here; nothing else reaches the network.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
