import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's query and a way to replace it, on useLocation and useNavigate: the list pages keep their filters and
 * page in it (a reload or a shared link shows the same list). Why not react-router's
 * useSearchParams: react-router is one module in the sign-in route's chunk, and every export a lazy page uses is
 * kept in that chunk (npm run size: +1.4 KB on the sign-in route for useSearchParams).
 */
export function useAddressSearch(): [URLSearchParams, (next: URLSearchParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const set = useCallback(
    (next: URLSearchParams) => {
      const search = next.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [navigate, location.pathname],
  );
  return [params, set];
}
