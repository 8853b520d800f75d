import { useGetInvoiceDetailsQuery, useGetOrderListQuery, type InvoiceDetail } from '../../invoices';
import type { IssueEntry } from '../entry';

export interface SourceInvoice {
  /** The entry needs an issued invoice (red, copy). */
  needed: boolean;
  isLoading: boolean;
  isError: boolean;
  /** Read, and there is no such invoice. */
  notFound: boolean;
  detail: InvoiceDetail | null;
  refetch(): void;
}

/** The issued invoice a red or copied draft starts from, by code and number (the list call finds it, then its details). */
export function useSourceInvoice(entry: IssueEntry): SourceInvoice {
  const ref = entry.kind === 'red' || entry.kind === 'copy' ? entry : null;
  const found = useGetOrderListQuery({ page: 1, pageSize: 1, fphm: ref?.number ?? '', ...(ref?.code ? { fpdm: ref.code } : {}) }, { skip: !ref });
  const order = found.data?.data.list.find((o) => o.fphm === ref?.number && (o.fpdm ?? '') === (ref?.code ?? ''));
  const details = useGetInvoiceDetailsQuery({ id: order?.id ?? '' }, { skip: !order });
  const isError = found.isError || details.isError;
  return {
    needed: ref !== null,
    isLoading: !isError && (found.isLoading || found.isFetching || (order !== undefined && !details.data)),
    isError,
    notFound: ref !== null && found.isSuccess && !found.isFetching && order === undefined,
    detail: details.data?.data ?? null,
    refetch: () => {
      void found.refetch();
      if (order) void details.refetch();
    },
  };
}
