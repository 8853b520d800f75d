import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';

export interface QueryStateProps {
  /** The query's state as RTK Query gives it. */
  query: { isLoading: boolean; isFetching: boolean; isError: boolean; error?: object; refetch: () => unknown };
  /** Names the skeleton shown while the first answer comes (an accessible name). */
  loadingLabel: string;
  /** The title of the failure. */
  failedTitle: string;
  /** Skeleton shape. @default 'table' */
  variant?: 'table' | 'lines';
  children: ReactNode;
}

/**
 * What a panel shows for a query: a skeleton until the first answer, the failure with the server's words and a retry
 * (no spinner left behind), else its content.
 */
export function QueryState({ query, loadingLabel, failedTitle, variant = 'table', children }: QueryStateProps) {
  const { t } = useTranslation(['enterprises', 'errors']);
  if (query.isLoading || (query.isFetching && query.isError)) {
    return variant === 'table' ? <Skeleton variant="table" rows={6} columns={6} aria-label={loadingLabel} /> : <Skeleton lines={5} aria-label={loadingLabel} />;
  }
  if (query.isError) {
    return (
      <Empty
        title={failedTitle}
        description={errorText(t, query.error)}
        action={
          <Button variant="primary" onPress={() => void query.refetch()}>
            {t('enterprises:retry')}
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
