import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  DownloadButton,
  Icon,
  space,
  Tab,
  Table,
  TabList,
  TabPanel,
  Tabs,
  useConfirm,
  useMessage,
  type TableColumn,
} from '../../../design-system';
import { downloadFile } from '../../../platform/api/download';
import type { RequestStore } from '../../../platform/api/requestOnce';
import {
  useGetTripartiteAgreementsQuery,
  useObtainSfzrdInfoQuery,
  usePutSellerBankInfoMutation,
  useSyncSfzrdMutation,
  type AgreementRow,
  type TaxCategoryRow,
} from '../api';
import { SyncRecordDialog } from './SyncRecordDialog';

export interface TaxCategoryDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The terminal row the dialog was opened from. */
  terminal: { diskId: string; taxerId: string; taxerName: string };
}

type TabId = 'categories' | 'agreements';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const categoryFields = ['zsxmmc', 'zspmmc', 'zszmmc', 'zsdlfsmc', 'nsqxmc', 'sbqxmc', 'zsl', 'slhdwse', 'zfsbz', 'hymc'] as const;
const agreementFields = ['sfxyh', 'yhhbMc', 'jkzhmc', 'jkzh', 'khyhhh', 'qsyhhh', 'pkbzmc', 'skssswjgMc', 'yhyywdMc'] as const;
const widths: Partial<Record<string, number>> = { sfxyh: 170, jkzh: 190, skssswjgMc: 220, yhyywdMc: 190, jkzhmc: 180, sbqxmc: 150, zspmmc: 160 };

/**
 * Tax-category information (spec 02 §2.1 item 7, §3, §7.2): two tabs, tax/fee category recognition and three-party
 * agreements, each with every field of its row; sync (同步请求已发送，请稍后查看), the sync records, refresh, export to
 * Excel (origindata=true), and 'add to seller' for an agreement row (销方信息添加成功).
 */
export function TaxCategoryDialog({ isOpen, onClose, terminal }: TaxCategoryDialogProps) {
  const { t } = useTranslation('taxCategories');
  const message = useMessage();
  const confirm = useConfirm();
  const store = useStore() as unknown as RequestStore;
  const [tab, setTab] = useState<TabId>('categories');
  const [showRecords, setShowRecords] = useState(false);
  const categories = useObtainSfzrdInfoQuery({ taxerId: terminal.taxerId }, { skip: !isOpen, refetchOnMountOrArgChange: true });
  const agreements = useGetTripartiteAgreementsQuery({ taxerId: terminal.taxerId, flag: 0, diskId: terminal.diskId }, { skip: !isOpen, refetchOnMountOrArgChange: true });
  const [sync, syncState] = useSyncSfzrdMutation();
  const [putSeller] = usePutSellerBankInfoMutation();

  const addToSeller = async (row: AgreementRow) => {
    const khh = row.yhyywdMc || row.yhhbMc || '';
    const yhzh = row.jkzh ?? '';
    const ok = await confirm({ title: t('seller.confirmTitle'), content: t('seller.confirm', { khh, yhzh }), okText: t('seller.ok'), cancelText: t('seller.cancel') });
    if (!ok) return;
    const result = await putSeller({ body: { diskId: terminal.diskId, khh, yhzh } });
    // A business failure has been alerted (提示) by the request layer with the server's message.
    if (!('error' in result)) message.success(t('done.seller'));
  };

  const categoryColumns = useMemo<TableColumn<TaxCategoryRow>[]>(
    () => categoryFields.map((f) => ({ key: f, title: t(`category.${f}`), width: widths[f] ?? 120, ellipsis: true, render: (row: TaxCategoryRow) => row[f] ?? '' })),
    [t],
  );
  const agreementColumns = useMemo<TableColumn<AgreementRow>[]>(
    () => [
      ...agreementFields.map((f) => ({ key: f, title: t(`agreement.${f}`), width: widths[f] ?? 130, ellipsis: true, render: (row: AgreementRow) => row[f] ?? '' })),
      {
        key: 'actions',
        title: t('agreement.actions'),
        width: 120,
        render: (row: AgreementRow) => (
          <Button variant="text" size="sm" aria-label={t('action.addToSellerOf', { account: row.jkzh ?? row.sfxyh })} onPress={() => void addToSeller(row)}>
            {t('action.addToSeller')}
          </Button>
        ),
      },
    ],
    // addToSeller reads only stable hooks and the terminal
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, terminal.diskId],
  );

  const refresh = () => {
    void categories.refetch();
    void agreements.refetch();
  };

  const toolbar = (
    <Toolbar>
      <Button
        variant="primary"
        isLoading={syncState.isLoading}
        onPress={async () => {
          const result = await sync({ taxerId: terminal.taxerId, diskId: terminal.diskId });
          if (!('error' in result)) message.success(t('done.sync'));
        }}
      >
        {t('action.sync')}
      </Button>
      <Button onPress={() => setShowRecords(true)}>{t('action.records')}</Button>
      <Button icon={<Icon name="refresh" size={14} />} isLoading={categories.isFetching || agreements.isFetching} onPress={refresh}>
        {t('action.refresh')}
      </Button>
      <DownloadButton
        fetchFile={async () => {
          const kind = tab === 'categories' ? 'sfzrd' : 'sfxy';
          const name = t(`fileName.${tab}`, { taxerId: terminal.taxerId });
          const result = await downloadFile(
            store,
            { url: '/v2/tax/sfzrd/export', params: { taxerId: terminal.taxerId, diskId: terminal.diskId, kind, origindata: true } },
            { endpoint: 'exportSfzrd', fallbackName: name },
          );
          // Every failure has been alerted by the request layer (the server's text, or the catalogue's for HTTP).
          if (result.error) return null;
          return { blob: result.file.blob, name: result.file.name || name };
        }}
      >
        {t('action.export')}
      </DownloadButton>
    </Toolbar>
  );

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => !open && onClose()}
        title={t('dialog.title', { name: terminal.taxerName })}
        width="xlarge"
        footer={({ close }) => <Button onPress={() => close()}>{t('dialog.close')}</Button>}
      >
        <Tabs selectedKey={tab} onSelectionChange={(key: Key) => setTab(key as TabId)}>
          <TabList aria-label={t('dialog.tabs')} extra={toolbar}>
            <Tab id="categories">{t('tab.categories')}</Tab>
            <Tab id="agreements">{t('tab.agreements')}</Tab>
          </TabList>
          <TabPanel id="categories">
            <Table
              aria-label={t('category.label')}
              columns={categoryColumns}
              rows={categories.data?.data.list ?? []}
              rowKey={(row) => `${row.zsxmmc}-${row.zspmmc ?? ''}-${row.zszmmc ?? ''}`}
              isLoading={categories.isFetching}
              emptyContent={categories.isError ? t('loadFailed') : t('empty')}
              maxHeight={420}
            />
          </TabPanel>
          <TabPanel id="agreements">
            <Table
              aria-label={t('agreement.label')}
              columns={agreementColumns}
              rows={agreements.data?.data.sfxyqdxxInfo.sfhjxyxxList ?? []}
              rowKey="sfxyh"
              isLoading={agreements.isFetching}
              emptyContent={agreements.isError ? t('loadFailed') : t('empty')}
              maxHeight={420}
            />
          </TabPanel>
        </Tabs>
      </Dialog>
      <SyncRecordDialog isOpen={isOpen && showRecords} onClose={() => setShowRecords(false)} taxerId={terminal.taxerId} />
    </>
  );
}
