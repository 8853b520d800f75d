import { useTranslation } from 'react-i18next';
import { Alert, Button, DescriptionList, Panel, Skeleton } from '../../../design-system';
import type { SellerInfo } from '../api';

export interface SellerBlockProps {
  seller: SellerInfo | null;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
}

/** 销售方信息 as GET /v2/tax/issue/prepare/{id} prepares it (read-only on the form). */
export function SellerBlock({ seller, isLoading, isError, onRetry }: SellerBlockProps) {
  const { t } = useTranslation(['issue', 'ds']);
  let body;
  if (seller) {
    body = (
      <DescriptionList
        columns={2}
        items={[
          { key: 'name', label: t('issue:seller.name'), value: seller.taxerName },
          { key: 'taxId', label: t('issue:seller.taxId'), value: seller.taxerId },
          { key: 'addressTel', label: t('issue:seller.addressTel'), value: [seller.address, seller.tel].filter(Boolean).join(' ') },
          { key: 'bank', label: t('issue:seller.bankAccount'), value: [seller.khh, seller.yhzh].filter(Boolean).join(' ') },
        ]}
      />
    );
  } else if (isLoading) body = <Skeleton lines={2} />;
  else if (isError)
    body = (
      <Alert
        tone="danger"
        action={
          <Button size="sm" onPress={onRetry}>
            {t('ds:action.retry')}
          </Button>
        }
      >
        {t('issue:seller.loadFailed')}
      </Alert>
    );
  return <Panel title={t('issue:seller.title')}>{body}</Panel>;
}
