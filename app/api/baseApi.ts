import { createApi } from '@reduxjs/toolkit/query/react';
import { provideApiAttacher } from './apiHost';
import { apiAttacher } from './attachApi';
import { baseQuery } from './baseQuery';

/**
 * The one base api. Every domain's endpoints are generated from app/api/openapi/<domain>.yaml into
 * features/<domain>/api.ts (`npm run codegen`) and injected here; nothing else reaches the network.
 * Not on the sign-in path: it attaches itself to the stores when its code arrives (app/api/apiHost.ts), and the
 * barrel app/api/index.ts does not re-export it (import it from here).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});

provideApiAttacher(apiAttacher(baseApi));
