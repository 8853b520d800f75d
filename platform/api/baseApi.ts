import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one base api. Every domain's endpoints are generated from platform/api/openapi/<domain>.yaml into
 * features/<domain>/api.ts (`npm run codegen`) and injected here; nothing else reaches the network.
 * Not on the sign-in path: the app attaches it to the store when the signed-in frame loads (attachApi.ts), and
 * the barrel platform/api/index.ts does not re-export it (import it from here).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
