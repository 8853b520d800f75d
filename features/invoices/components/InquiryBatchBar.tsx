import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { Button, DownloadButton, fontSize, Icon, space, useMessage, vars } from '../../../design-system';
import { downloadFile } from '../../../platform/api/download';
import type { RequestStore } from '../../../platform/api/requestOnce';
import type { ExportSelectedInvoicesApiArg, Order } from '../api';
import { BATCH_MAX } from '../rules/inquiry';
import { BatchPushDialog } from './BatchPushDialog';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  padding-bottom: ${space[3]};
`;

const Count = styled.span`
  min-width: 96px;
  color: ${vars.colorText};
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;
`;

export interface InquiryBatchBarProps {
  /** The selected rows, in the table's order. */
  selected: readonly Order[];
  onClear(): void;
}

type BatchFormat = ExportSelectedInvoicesApiArg['body']['format'];

/**
 * The inquiry's batch actions on the selected rows: the count
 * (已选 N 张), a zip of their PDFs, sending them to one e-mail address, an Excel of the selected rows, and clearing
 * the selection. Files and the push go to the server (export/batch, push/{a}/{b}); at most BATCH_MAX rows a call.
 */
export function InquiryBatchBar({ selected, onClear }: InquiryBatchBarProps) {
  const { t } = useTranslation('invoices');
  const message = useMessage();
  const store = useStore() as unknown as RequestStore;
  const [pushing, setPushing] = useState(false);
  const none = selected.length === 0;
  const issued = selected.filter((o) => o.ddzt === 0);

  const fetchBatch = async (format: BatchFormat, rows: readonly Order[], name: string) => {
    if (rows.length > BATCH_MAX) {
      message.error(t('batch.tooMany', { max: BATCH_MAX }));
      return null;
    }
    const result = await downloadFile(
      store,
      { url: '/v2/tax/invoice/export/batch', method: 'POST', body: { ids: rows.map((o) => o.id), format } },
      { endpoint: 'exportSelectedInvoices', fallbackName: name },
    );
    // A business error has been alerted by the request layer with the server's message.
    return result.error ? null : { blob: result.file.blob, name };
  };

  return (
    <Bar role="group" aria-label={t('batch.label')}>
      <Count role="status">{none ? t('batch.none') : t('batch.selected', { count: selected.length })}</Count>
      <DownloadButton
        size="sm"
        isDisabled={none}
        fetchFile={async () => {
          if (issued.length === 0) {
            message.error(t('batch.noneIssued'));
            return null;
          }
          return fetchBatch('pdf', issued, t('batch.pdfName', { count: issued.length }));
        }}
      >
        {t('batch.downloadPdf')}
      </DownloadButton>
      <Button
        size="sm"
        icon={<Icon name="mail" size={14} />}
        isDisabled={none}
        onPress={() => {
          if (issued.length === 0) message.error(t('batch.noneIssued'));
          else if (issued.length > BATCH_MAX) message.error(t('batch.tooMany', { max: BATCH_MAX }));
          else setPushing(true);
        }}
      >
        {t('batch.push')}
      </Button>
      <DownloadButton size="sm" isDisabled={none} fetchFile={() => fetchBatch('excel', selected, t('batch.excelName', { count: selected.length }))}>
        {t('batch.exportExcel')}
      </DownloadButton>
      <Button size="sm" variant="text" isDisabled={none} onPress={onClear}>
        {t('batch.clear')}
      </Button>
      <BatchPushDialog invoices={selected} isOpen={pushing} onOpenChange={setPushing} />
    </Bar>
  );
}
