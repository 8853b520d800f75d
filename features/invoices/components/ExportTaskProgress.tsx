import { useTranslation } from 'react-i18next';
import { DownloadButton, ProgressDialog } from '../../../design-system';
import type { ExportTaskState } from '../hooks/useExportTask';

export interface ExportTaskProgressProps {
  exporter: ExportTaskState;
}

/**
 * The progress of a large export (spec 01 §2's progress dialog, as the robot panel's export uses it): rows written
 * of all, 隐藏 while it runs, 完成 once over; the file is saved when it succeeds (and may be saved again from here);
 * a failure shows 导出失败 in red with the server's reason as text.
 */
export function ExportTaskProgress({ exporter }: ExportTaskProgressProps) {
  const { t } = useTranslation('invoices');
  const { task, filter } = exporter;
  if (!task || !filter) return null;
  const status = exporter.lostContact ? 'failure' : task.state;
  const message =
    status === 'success' ? (
      <>
        {exporter.file ? t('exportTask.saved', { name: exporter.file.name }) : t('exportTask.saving')}{' '}
        <DownloadButton size="sm" variant="text" fetchFile={exporter.download}>
          {t('exportTask.again')}
        </DownloadButton>
      </>
    ) : status === 'failure' ? null : (
      t('exportTask.running')
    );
  return (
    <ProgressDialog
      isOpen={exporter.isOpen}
      title={t('exportTask.title', { start: filter.qsrq, end: filter.zzrq })}
      message={message}
      current={task.current}
      total={task.total}
      status={status}
      errorDetail={exporter.lostContact ? t('exportTask.lostContact') : task.message}
      onHide={exporter.hide}
      onComplete={exporter.complete}
    />
  );
}
