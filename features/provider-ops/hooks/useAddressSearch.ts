import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's query as the page's state (server, view, slot): changes replace the address's parameters named,
 * keeping the others (the portal's diskId).
 */
export function useAddressSearch(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const set = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const search = next.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate, location.pathname, location.search],
  );
  return [params, set];
}
