import type { Middleware, Reducer } from '@reduxjs/toolkit';

// The sign-in route's budget (170 KB gzipped) has no room for RTK Query (createApi, its React hooks, the base
// api and the generated endpoints: ~15 KB gz). So the store starts without the api, and the api attaches itself
// when its code arrives: app/api/baseApi.ts, on evaluation, hands its attacher to this module, which attaches the
// api to every store created so far and, from then on, to every new store as it is created. Every module that
// can reach the api (a generated features/<domain>/api.ts, a hook, an endpoint's initiate) imports baseApi.ts, so
// the api is attached before any of that code runs; no page, header or test has to remember to attach it.
// This module holds no api code: the store (on the sign-in path) imports only it.

/** What a store lends the api: its lazily extended reducer and its dynamic middleware. */
export interface ApiHost {
  injectReducer: (slice: { reducerPath: string; reducer: Reducer }) => void;
  addMiddleware: (...middleware: Middleware[]) => void;
}

/** The store as the attacher sees it. */
export interface HostStore {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
}

/** Attaches the api to one store (given by baseApi.ts). */
export type ApiAttacher = (store: HostStore, host: ApiHost) => void;

/** Stores created before the api's code arrived (in the app: the one store, until a signed-in page loads). */
let waiting: { store: HostStore; host: ApiHost }[] = [];
let attacher: ApiAttacher | undefined;
const attached = new WeakSet<HostStore>();

function attachOnce(store: HostStore, host: ApiHost, attachTo: ApiAttacher): void {
  if (attached.has(store)) return;
  attached.add(store);
  attachTo(store, host);
}

/** Called by createStore for each store: the api attaches now if its code is here, else when it arrives. */
export function hostApi(store: HostStore, host: ApiHost): void {
  if (attacher) attachOnce(store, host, attacher);
  else waiting.push({ store, host });
}

/** Called once by app/api/baseApi.ts when it is evaluated: attaches the api to every store, now and later. */
export function provideApiAttacher(next: ApiAttacher): void {
  attacher = next;
  const stores = waiting;
  waiting = [];
  for (const { store, host } of stores) attachOnce(store, host, next);
}

/** True once the api (reducer, middleware, listeners) is attached to the store. */
export function isApiAttached(store: HostStore): boolean {
  return attached.has(store);
}
