import { useGetAuthorizationInfoQuery } from './endpoints';

/**
 * The login identity (dlsf) of a terminal's invoicing account, the first saved profile (spec 02 §3 'Terminal list
 * item': first the invoicing account). The face-scan rules look at it (spec 02 §5, §6). `identity` is '' while
 * loading, for a terminal without an account, or when the call failed (`isError`).
 */
export function useInvoicingIdentity(diskId: string | undefined): { identity: string; isLoading: boolean; isError: boolean } {
  const auth = useGetAuthorizationInfoQuery({ diskId: diskId ?? '' }, { skip: !diskId, refetchOnMountOrArgChange: true });
  const first = auth.data?.data.list[0];
  return { identity: first?.dlsf === undefined ? '' : String(first.dlsf), isLoading: auth.isLoading, isError: auth.isError };
}
