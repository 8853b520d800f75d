import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FilterBar, fontSize, fontWeight, formatDateTime, Pagination, space, Table, TextField, vars, type TableColumn } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { loginIdentity, lookupKey } from '../../lookups';
import { useGetEnterpriseListQuery, type Enterprise } from '../api';

// The import dialog, and with it the spreadsheet libraries, load only when the user opens it.
const EnterpriseImportDialog = lazy(() => import('../components/EnterpriseImportDialog'));

const PAGE_SIZES = [20, 50, 100] as const;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The enterprises of the agency (/account/enterpriseManage) and the provider (/service/enterpriseList,
 * /service/enterpriseManage): search, paging 20/50/100 (spec 02 §9) and the batch import (spec 02 §2.1 item 10).
 */
export function EnterpriseListPage({ route }: PageProps) {
  const { t } = useTranslation(['routes', 'routeTitles', 'enterpriseImport', 'lookups']);
  const [draft, setDraft] = useState('');
  const [key, setKey] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [importing, setImporting] = useState(false);
  const list = useGetEnterpriseListQuery({ key, page: paging.page, pageSize: paging.pageSize });

  const columns = useMemo<TableColumn<Enterprise>[]>(
    () => [
      { key: 'index', title: t('enterpriseImport:column.index'), width: 64, align: 'center', render: (_r, i) => (paging.page - 1) * paging.pageSize + i + 1 },
      { key: 'taxerName', title: t('enterpriseImport:column.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('enterpriseImport:column.taxerId'), width: 200 },
      { key: 'dlsf', title: t('enterpriseImport:column.dlsf'), width: 130, render: (r) => t(lookupKey(loginIdentity, r.dlsf)) },
      { key: 'dlzh', title: t('enterpriseImport:column.dlzh'), width: 150 },
      { key: 'bsrysjhm', title: t('enterpriseImport:column.bsrysjhm'), width: 140, render: (r) => r.bsrysjhm ?? '' },
      { key: 'createTime', title: t('enterpriseImport:page.createTime'), width: 180, render: (r) => formatDateTime(r.createTime) },
    ],
    [t, paging],
  );

  return (
    <Page>
      <Head>
        <Title>{t(route.titleKey)}</Title>
        <Button variant="primary" onPress={() => setImporting(true)}>
          {t('enterpriseImport:page.import')}
        </Button>
      </Head>
      <FilterBar
        aria-label={t('enterpriseImport:page.search')}
        actions={
          <Button
            variant="primary"
            onPress={() => {
              setKey(draft.trim());
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('enterpriseImport:page.query')}
          </Button>
        }
      >
        <TextField label={t('enterpriseImport:page.search')} placeholder={t('enterpriseImport:page.searchPlaceholder')} value={draft} onChange={setDraft} />
      </FilterBar>
      <Table
        aria-label={t('enterpriseImport:page.tableLabel')}
        columns={columns}
        rows={list.data?.data.list ?? []}
        rowKey={(r) => `${r.taxerId}-${r.dlzh}`}
        isLoading={list.isFetching}
        emptyContent={t('enterpriseImport:page.empty')}
        maxHeight={600}
      />
      <Footer>
        <Pagination
          total={list.data?.data.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          pageSizeOptions={PAGE_SIZES}
          onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
        />
      </Footer>
      {importing && (
        <Suspense fallback={null}>
          <EnterpriseImportDialog isOpen onClose={() => setImporting(false)} onImported={() => void list.refetch()} />
        </Suspense>
      )}
    </Page>
  );
}

export default EnterpriseListPage;
