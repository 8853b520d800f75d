import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, DescriptionList, FormActions, Panel, Spinner, formatDateTime, space } from '../../../design-system';
import { invoiceType as invoiceTypeTable, lookupKey, orderStatus } from '../../lookups';
import type { IssueOrder } from '../api';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0 0 ${space[3]};
  padding: 0;
  list-style: none;
  & > li + li::before { content: '→'; margin-right: ${space[2]}; }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: 0 0 ${space[3]};
`;

export interface OrderProgressProps {
  order: IssueOrder;
  /** Statuses seen so far (pushed or fetched), oldest first. */
  seen: readonly number[];
  onRetry(): void;
  onEdit(): void;
  onNext(): void;
  /** Opens the issued invoice's details page. */
  onOpenDetails?(): void;
}

/**
 * The order after submitting (spec 01 §4 order status): its live status (queued, issuing...), then the issued invoice (type,
 * code, number, date, buyer, total) or the failure with its reason, retry and back to the form.
 */
export function OrderProgress({ order, seen, onRetry, onEdit, onNext, onOpenDetails }: OrderProgressProps) {
  const { t } = useTranslation(['issue', 'lookups', 'issueForm']);
  const statusText = (code: number) => t(lookupKey(orderStatus, code));
  return (
    <Panel title={t('issue:order.title')}>
      <Steps aria-label={t('issue:order.status')}>
        {seen.map((code, i) => (
          <li key={`${code}-${i}`}>{statusText(code)}</li>
        ))}
      </Steps>
      {order.ddzt === 0 ? (
        <>
          <Alert tone="success" live title={t('issue:order.issuedTitle')} />
          <DescriptionList
            bordered
            columns={2}
            items={[
              { key: 'type', label: t('issue:order.type'), value: t(lookupKey(invoiceTypeTable, order.fplxdm)) },
              { key: 'code', label: t('issue:order.code'), value: order.fpdm || t('issue:order.none') },
              { key: 'number', label: t('issue:order.number'), value: order.fphm },
              { key: 'date', label: t('issue:order.date'), value: order.issueTime ? formatDateTime(order.issueTime) : '' },
              { key: 'buyer', label: t('issue:order.buyer'), value: order.gfmc },
              { key: 'total', label: t('issue:order.total'), value: `¥${order.totalAmount}` },
            ]}
          />
          <FormActions align="end">
            {onOpenDetails && <Button onPress={onOpenDetails}>{t('issueForm:result.details')}</Button>}
            <Button variant="primary" onPress={onNext}>
              {t('issue:order.next')}
            </Button>
          </FormActions>
        </>
      ) : order.ddzt === 4 ? (
        <>
          <Alert tone="danger" live title={t('issue:order.failedTitle')}>
            {order.failReason ? t('issue:order.reason', { reason: order.failReason }) : null}
          </Alert>
          <FormActions align="end">
            <Button onPress={onEdit}>{t('issue:order.edit')}</Button>
            <Button variant="primary" onPress={onRetry}>
              {t('issue:order.retry')}
            </Button>
          </FormActions>
        </>
      ) : (
        <Status role="status">
          <Spinner label={null} />
          <span>{t('issue:order.statusNow', { status: statusText(order.ddzt) })}</span>
        </Status>
      )}
    </Panel>
  );
}
