import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DownloadButton,
  ProgressBar,
  StatusBadge,
  Table,
  formatDateTime,
  formatMoney,
  fontSize,
  fontWeight,
  space,
  vars,
  type DownloadedFile,
  type TableColumn,
} from '../../../design-system';
import type { IssueBatch, IssueBatchItem } from '../api';
import { batchItemStatuses, batchItemTones, batchProgress } from '../rules';

export interface BatchResultsProps {
  /** The batch as last fetched. */
  batch: IssueBatch;
  /** Its counts, pushed after the last fetch (the bar moves at once). @default batch */
  counts?: Pick<IssueBatch, 'total' | 'issued' | 'failed' | 'status'>;
  /** The push channel is open (else the page polls). */
  live: boolean;
  onRetry(): void;
  isRetrying?: boolean;
  fetchResults(): Promise<DownloadedFile | null>;
  onNewBatch(): void;
  /** Opens an issued invoice's details. */
  onOpenInvoice?(item: IssueBatchItem): void;
  /** Names an invoice type in the user's language. */
  typeName(code: string): string;
  maxHeight?: number;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

const Title = styled.h2`
  margin: 0 auto 0 0;
  color: ${vars.colorText};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
`;

const Meta = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Reason = styled.span`
  color: ${vars.colorDangerText};
`;

/**
 * A batch's progress and results (docs/workbench/batch-issue.md): the bar and counts as they are pushed, each invoice issued (code,
 * number, time, a link to its details) or failed with the server's reason, the failed ones retried in one action,
 * and the results downloadable as .xlsx.
 */
export function BatchResults({ batch, counts = batch, live, onRetry, isRetrying = false, fetchResults, onNewBatch, onOpenInvoice, typeName, maxHeight = 440 }: BatchResultsProps) {
  const { t } = useTranslation('batchIssue');
  const figures = batchProgress(counts);
  const running = counts.status === 'running';
  const failed = batch.items.filter((i) => i.status === 'failed').length;

  const columns = useMemo(
    (): TableColumn<IssueBatchItem>[] => [
      { key: 'documentNo', title: t('result.documentNo'), width: 130 },
      { key: 'gfmc', title: t('result.gfmc'), minWidth: 200, ellipsis: true },
      { key: 'fplxdm', title: t('result.fplxdm'), width: 150, render: (item) => typeName(item.fplxdm) },
      { key: 'totalAmount', title: t('result.totalAmount'), width: 130, align: 'end', render: (item) => formatMoney(item.totalAmount) },
      {
        key: 'status',
        title: t('result.status'),
        width: 110,
        render: (item) => (
          <StatusBadge tone={batchItemTones[item.status]} size="sm">
            {t(batchItemStatuses[item.status])}
          </StatusBadge>
        ),
      },
      { key: 'fpdm', title: t('result.fpdm'), width: 130 },
      {
        key: 'fphm',
        title: t('result.fphm'),
        width: 200,
        render: (item) =>
          item.fphm && onOpenInvoice ? (
            <Button size="sm" variant="text" onPress={() => onOpenInvoice(item)} aria-label={t('batch.openInvoice', { number: item.fphm })}>
              {item.fphm}
            </Button>
          ) : (
            (item.fphm ?? '')
          ),
      },
      { key: 'issueTime', title: t('result.issueTime'), width: 170, render: (item) => (item.issueTime ? formatDateTime(item.issueTime) : '') },
      { key: 'failReason', title: t('result.failReason'), minWidth: 240, ellipsis: true, render: (item) => (item.failReason ? <Reason title={item.failReason}>{item.failReason}</Reason> : '') },
    ],
    [t, typeName, onOpenInvoice],
  );

  return (
    <Section aria-labelledby={`batch-${batch.id}`}>
      <Head>
        <Title id={`batch-${batch.id}`}>{t('batch.title', { id: batch.id })}</Title>
        <StatusBadge tone={running ? 'info' : failed > 0 ? 'warning' : 'success'}>{t(running ? 'batch.running' : 'batch.done')}</StatusBadge>
        {failed > 0 && !running && (
          <Button size="sm" onPress={onRetry} isLoading={isRetrying}>
            {t('batch.retry', { count: failed })}
          </Button>
        )}
        <DownloadButton size="sm" fetchFile={fetchResults}>
          {t('batch.download')}
        </DownloadButton>
        <Button size="sm" variant="primary" onPress={onNewBatch}>
          {t('batch.newBatch')}
        </Button>
      </Head>
      <Meta>
        {[batch.fileName ? t('batch.fileMeta', { name: batch.fileName }) : '', t('batch.timeMeta', { time: formatDateTime(batch.createTime) }), running ? t(live ? 'batch.live' : 'batch.polling') : '']
          .filter(Boolean)
          .join(t('batch.metaSeparator'))}
      </Meta>
      <ProgressBar label={t('batch.progressLabel')} value={figures.settled} maxValue={Math.max(1, figures.total)} tone={!running && failed > 0 ? 'warning' : undefined} />
      <div role="status">{t('batch.progress', { ...figures })}</div>
      {!running && failed > 0 && <Alert tone="warning">{t('batch.failedNote', { count: failed })}</Alert>}
      <Table aria-label={t('batch.tableLabel')} columns={columns} rows={batch.items} rowKey="documentNo" maxHeight={maxHeight} />
    </Section>
  );
}
