import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectDiskId } from '../../../platform/session';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  Empty,
  FilterBar,
  Icon,
  PageFrame,
  Pagination,
  Panel,
  Skeleton,
  space,
  Table,
  TextField,
  useConfirm,
  useMessage,
  type TableColumn,
} from '../../../design-system';
import type { PortalRoute } from '../../../platform/routing';
import { useDeleteCustomerMutation, useGetCustomerListQuery, type Customer } from '../api';
import { errorText } from '../../../platform/api/errorText';
import { CustomerDialog } from './CustomerDialog';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

export interface CustomerLibraryProps {
  route: PortalRoute;
}

/**
 * The customer library (spec 02 §7.3 customer calls): buyers searched by name or tax id, added, edited and deleted; the issuing
 * form suggests them as the buyer (useCustomerSuggestions).
 */
export function CustomerLibrary({ route }: CustomerLibraryProps) {
  const { t } = useTranslation(['customers', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const [typed, setTyped] = useState('');
  const [kw, setKw] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  // The current terminal's taxpayer's library: another terminal shows another taxpayer's customers.
  const diskId = useSelector(selectDiskId);
  const query = useGetCustomerListQuery({ ...(diskId ? { diskId } : {}), kw: kw || undefined, page, pageSize });
  const [remove] = useDeleteCustomerMutation();
  const [editing, setEditing] = useState<{ customer: Customer | null } | null>(null);

  const columns = useMemo<TableColumn<Customer>[]>(
    () => [
      { key: 'name', title: t('form.name'), minWidth: 200, ellipsis: true },
      { key: 'taxId', title: t('form.taxId'), width: 190 },
      { key: 'addressTel', title: t('form.addressTel'), minWidth: 180, ellipsis: true },
      { key: 'bankAccount', title: t('form.bankAccount'), minWidth: 180, ellipsis: true },
      { key: 'email', title: t('form.email'), width: 180, ellipsis: true },
      { key: 'mobile', title: t('form.mobile'), width: 120 },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 120,
        render: (row) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('editRow', { name: row.name })} onPress={() => setEditing({ customer: row })}>
              {t('edit')}
            </Button>
            <Button
              size="sm"
              variant="text"
              aria-label={t('deleteRow', { name: row.name })}
              onPress={async () => {
                if (!(await confirm({ title: t('deleteTitle'), content: t('deleteConfirm', { name: row.name }) }))) return;
                const result = await remove({ id: row.id, ...(diskId ? { diskId } : {}) });
                if (!('error' in result)) message.success(t('deleted'));
                void query.refetch();
              }}
            >
              {t('delete')}
            </Button>
          </ActionGroup>
        ),
      },
    ],
    [t, confirm, remove, message, query, diskId],
  );

  const firstLoad = query.isLoading || (query.isFetching && query.isError);
  return (
    <PageFrame
      title={t(route.titleKey)}
      actions={
        <Button variant="primary" icon={<Icon name="plus" size={14} />} onPress={() => setEditing({ customer: null })}>
          {t('add')}
        </Button>
      }
    >
      <Panel title={t('search')}>
        <form
          aria-label={t('search')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setKw(typed.trim());
            setPage(1);
          }}
        >
          <FilterBar
            aria-label={t('search')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('find')}
                </Button>
                <Button
                  onPress={() => {
                    setTyped('');
                    setKw('');
                    setPage(1);
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <TextField label={t('keyword')} placeholder={t('keywordPlaceholder')} value={typed} onChange={setTyped} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('results')}>
        {firstLoad ? (
          <Skeleton variant="table" rows={8} columns={6} aria-label={t('loading')} />
        ) : query.isError ? (
          <Empty
            title={t('loadFailed')}
            description={errorText(t, query.error)}
            action={
              <Button variant="primary" onPress={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <>
            <Table aria-label={t('results')} columns={columns} rows={query.data?.data.list ?? []} rowKey="id" isLoading={query.isFetching} maxHeight={560} />
            <Footer>
              <Pagination
                total={query.data?.data.total ?? 0}
                page={page}
                pageSize={pageSize}
                onChange={(p, size) => {
                  setPage(p);
                  setPageSize(size);
                }}
              />
            </Footer>
          </>
        )}
      </Panel>
      <CustomerDialog
        customer={editing?.customer ?? null}
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={() => {
          if (!editing?.customer) setPage(1);
          void query.refetch();
        }}
      />
    </PageFrame>
  );
}
