// The routing vocabulary every floor shares: the shape of a route, page ids, area paths and the query parameters
// the portal carries (the sign-in redirect, the current disk). The route tables and the guard are the app's.
export * from './types';
export * from './paths';
export * from './params';
export { useAddressSearch } from './useAddressSearch';
