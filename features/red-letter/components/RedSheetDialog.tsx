import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionList, Dialog, formatDateTime, formatMoney, space, Table, Tag, type TableColumn } from '../../../design-system';
import styled from 'styled-components';
import { invoiceType, lookupEntry, lookupKey, redReason, redSheetDirection, redSheetStatus } from '../../lookups';
import { formatNumber } from '../../validators';
import type { RedSheet, RedSheetLine } from '../api';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

/** A rate as printed: 6%, 13%. */
const percent = (rate: string) => `${formatNumber(String(Number(rate) * 100))}%`;

/** One red-letter sheet with its parties, blue invoice and the lines it redeems (opened from a list row). */
export function RedSheetDialog({ sheet, onClose }: { sheet: RedSheet; onClose: () => void }) {
  const { t } = useTranslation(['redLetter', 'lookups']);
  const columns = useMemo<TableColumn<RedSheetLine>[]>(
    () => [
      { key: 'showName', title: t('detail.goods'), ellipsis: true, minWidth: 200 },
      { key: 'amount', title: t('columns.amount'), width: 140, align: 'end', render: (line) => formatMoney(line.amount) },
      { key: 'taxRate', title: t('detail.rate'), width: 90, align: 'end', render: (line) => percent(line.taxRate) },
      { key: 'taxAmount', title: t('columns.taxAmount'), width: 140, align: 'end', render: (line) => formatMoney(line.taxAmount) },
    ],
    [t],
  );
  return (
    <Dialog title={t('detail.title', { sheetNo: sheet.sheetNo })} width="large" isOpen onOpenChange={(open) => !open && onClose()} okText={t('detail.close')} showCancel={false} onOk={onClose}>
      <Body>
        <DescriptionList
          bordered
          items={[
            { key: 'status', label: t('columns.status'), value: <Tag tone={lookupEntry(redSheetStatus, sheet.status)?.tone ?? 'neutral'}>{t(lookupKey(redSheetStatus, sheet.status))}</Tag> },
            { key: 'direction', label: t('columns.direction'), value: t(lookupKey(redSheetDirection, sheet.direction)) },
            { key: 'reason', label: t('columns.reason'), value: t(lookupKey(redReason, sheet.reason)) },
            { key: 'seller', label: t('detail.seller'), value: `${sheet.xfmc} ${sheet.xfsh}` },
            { key: 'buyer', label: t('detail.buyer'), value: `${sheet.gfmc} ${sheet.gfsh ?? ''}`.trim() },
            { key: 'type', label: t('columns.type'), value: t(lookupKey(invoiceType, sheet.fplxdm)) },
            { key: 'blue', label: t('detail.blueInvoice'), value: [sheet.blueInvoiceCode, sheet.blueInvoiceNumber].filter(Boolean).join(' ') },
            { key: 'created', label: t('columns.createTime'), value: formatDateTime(sheet.createTime) },
            { key: 'red', label: t('columns.redInvoice'), value: sheet.redInvoiceNumber ?? '' },
            { key: 'amount', label: t('columns.amount'), value: formatMoney(sheet.amount) },
            { key: 'tax', label: t('columns.taxAmount'), value: formatMoney(sheet.taxAmount) },
            { key: 'total', label: t('columns.total'), value: formatMoney(sheet.totalAmount) },
          ]}
        />
        <Table aria-label={t('detail.lines')} columns={columns} rows={sheet.lines} rowKey="index" maxHeight={320} />
      </Body>
    </Dialog>
  );
}
