import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectDiskId } from '../../../platform/session';
import { useGetCustomerListQuery, type Customer } from '../api';

/** Search debounce (spec 01 §9: 100 ms). */
export const SUGGESTION_DEBOUNCE_MS = 100;
/** How many customers are suggested at once. */
export const SUGGESTION_LIMIT = 10;

export interface CustomerSuggestions {
  /** The library's customers whose name or tax id contains what was typed (none for empty text). */
  suggestions: Customer[];
  isLoading: boolean;
}

/**
 * Buyer suggestions from the customer library for the text typed in a buyer name field: trimmed, debounced by
 * 100 ms, at most ten. A failed search suggests nothing (the field stays a plain text field).
 */
export function useCustomerSuggestions(text: string): CustomerSuggestions {
  const [kw, setKw] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setKw(text.trim()), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // The current terminal's taxpayer's library.
  const diskId = useSelector(selectDiskId);
  const query = useGetCustomerListQuery({ ...(diskId ? { diskId } : {}), kw, page: 1, pageSize: SUGGESTION_LIMIT }, { skip: kw === '' });
  return { suggestions: kw === '' || query.isError ? [] : (query.data?.data.list ?? []), isLoading: query.isFetching };
}
