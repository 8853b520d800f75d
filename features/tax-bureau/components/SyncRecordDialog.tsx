import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, formatDateTime, Pagination, StatusBadge, Table, type TableColumn } from '../../../design-system';
import { lookupEntry, syncRecordShowsReason, syncRecordStatus } from '../../lookups';
import { useGetSyncRecordsQuery, type SyncRecord } from '../api';

/** spec 02 §2.1 item 7, §9: the record dialog pages by 50 by default, with 20, 50 and 100 on offer. */
export const SYNC_RECORD_PAGE_SIZES = [20, 50, 100] as const;
export const SYNC_RECORD_DEFAULT_PAGE_SIZE = 50;

export interface SyncRecordDialogProps {
  isOpen: boolean;
  onClose(): void;
  taxerId: string;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 12px;
`;

/** The sync records of a taxpayer (spec 02 §2.1 item 7, §3 'Sync record', §4: the failure reason only for status 2). */
export function SyncRecordDialog({ isOpen, onClose, taxerId }: SyncRecordDialogProps) {
  const { t } = useTranslation(['taxCategories', 'lookups']);
  const [paging, setPaging] = useState({ page: 1, pageSize: SYNC_RECORD_DEFAULT_PAGE_SIZE });
  const records = useGetSyncRecordsQuery({ taxerId, page: paging.page, pageSize: paging.pageSize }, { skip: !isOpen, refetchOnMountOrArgChange: true });
  const rows = records.data?.data.list ?? [];
  const columns = useMemo<TableColumn<SyncRecord>[]>(
    () => [
      { key: 'index', title: '#', width: 56, align: 'center', render: (_r, i) => (paging.page - 1) * paging.pageSize + i + 1 },
      { key: 'tsCreate', title: t('records.tsCreate'), width: 170, render: (r) => formatDateTime(r.tsCreate) },
      { key: 'taxerId', title: t('records.taxerId'), width: 190 },
      { key: 'diskId', title: t('records.diskId'), width: 140 },
      {
        key: 'status',
        title: t('records.status'),
        width: 110,
        render: (r) => {
          const entry = lookupEntry(syncRecordStatus, r.status);
          return (
            <StatusBadge tone={entry?.tone ?? 'neutral'} size="sm">
              {t(entry?.key ?? 'lookups:unknown')}
            </StatusBadge>
          );
        },
      },
      { key: 'message', title: t('records.message'), minWidth: 200, ellipsis: true, render: (r) => (syncRecordShowsReason(r.status) ? (r.message ?? '') : '') },
    ],
    [t, paging],
  );
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('records.title')}
      width="large"
      footer={({ close }) => <Button onPress={() => close()}>{t('dialog.close')}</Button>}
    >
      <Table
        aria-label={t('records.label')}
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.tsCreate}-${r.diskId}-${r.status}`}
        isLoading={records.isFetching}
        emptyContent={records.isError ? t('loadFailed') : t('empty')}
        maxHeight={420}
      />
      <Footer>
        <Pagination
          total={records.data?.data.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          pageSizeOptions={SYNC_RECORD_PAGE_SIZES}
          onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
        />
      </Footer>
    </Dialog>
  );
}
