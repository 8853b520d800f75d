import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import {
  Button,
  Empty,
  FilterBar,
  formatDateTime,
  formatMoney,
  PageFrame,
  Pagination,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  TextField,
  useConfirm,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import type { PortalRoute } from '../../../platform/routing';
import { selectDiskId } from '../../../platform/session';
import { errorText } from '../../../platform/api/errorText';
import { useAddressSearch } from '../../../platform/routing';
import { declarationStatus, invoiceType, lookupEntry, lookupKey } from '../../lookups';
import { useCopyTaxReturnMutation, useGetTaxReturnListQuery, useWriteBackTaxReturnMutation, type TaxReturnRow } from '../api';
import { actionOf } from '../rules/actions';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

const ALL = 'all';
const statusCodes = ['1', '2', '3', '4'] as const;
const PAGE_SIZES = [20, 50, 100] as const;

/**
 * Copy and report (taxReturns of the member and agency areas; spec 01 §4 copy/report status): each terminal's reporting period per
 * tax-control invoice type with its copy/report status; copy when not reported, write back once declared. The
 * status and keyword filters live in the address.
 */
export function TaxReturns({ route }: { route: PortalRoute }) {
  const { t } = useTranslation(['taxReturns', 'lookups', 'routeTitles', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const [searchParams, setSearchParams] = useAddressSearch();
  const applied = {
    cbzt: searchParams.get('cbzt') ?? '',
    kw: searchParams.get('kw') ?? '',
  };
  const [draft, setDraft] = useState(applied);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const memberDisk = useSelector(selectDiskId);
  const diskId = route.area === 'member' ? memberDisk : null;
  const query = useGetTaxReturnListQuery(
    {
      ...(diskId ? { diskId } : {}),
      ...(statusCodes.includes(applied.cbzt as (typeof statusCodes)[number]) ? { cbzt: applied.cbzt as TaxReturnRow['cbzt'] } : {}),
      ...(applied.kw.trim() ? { kw: applied.kw.trim() } : {}),
      page: paging.page,
      pageSize: paging.pageSize,
    },
    { refetchOnMountOrArgChange: true },
  );
  const [copy] = useCopyTaxReturnMutation();
  const [writeBack] = useWriteBackTaxReturnMutation();
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.pages.items ?? 0;

  const apply = (filters: { cbzt: string; kw: string }) => {
    const next = new URLSearchParams();
    if (filters.cbzt) next.set('cbzt', filters.cbzt);
    if (filters.kw.trim()) next.set('kw', filters.kw.trim());
    setPaging((p) => ({ ...p, page: 1 }));
    // Searching again with the same filters asks the server again.
    if (next.toString() === searchParams.toString() && paging.page === 1) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<TaxReturnRow>[]>(() => {
    const act = async (row: TaxReturnRow) => {
      const action = actionOf(row);
      if (!action) return;
      const values = {
        name: row.taxerName,
        period: row.period,
        type: t(lookupKey(invoiceType, row.fplxdm)),
      };
      if (
        !(await confirm({
          title: t(`actions.${action}Title`),
          content: t(`actions.${action}Content`, values),
        }))
      )
        return;
      const result = action === 'copy' ? await copy({ id: row.id }) : await writeBack({ id: row.id });
      if (!('error' in result)) message.success(t(action === 'copy' ? 'actions.copied' : 'actions.writtenBack'));
      void query.refetch();
    };
    return [
      {
        key: 'taxerName',
        title: t('columns.taxerName'),
        ellipsis: true,
        minWidth: 180,
      },
      { key: 'taxerId', title: t('columns.taxerId'), width: 190 },
      { key: 'diskId', title: t('columns.diskId'), width: 130 },
      {
        key: 'fplxdm',
        title: t('columns.type'),
        width: 170,
        ellipsis: true,
        render: (row) => t(lookupKey(invoiceType, row.fplxdm)),
      },
      { key: 'period', title: t('columns.period'), width: 90 },
      {
        key: 'invoiceCount',
        title: t('columns.invoiceCount'),
        width: 90,
        align: 'end',
      },
      {
        key: 'totalAmount',
        title: t('columns.total'),
        width: 130,
        align: 'end',
        render: (row) => formatMoney(row.totalAmount ?? '0'),
      },
      {
        key: 'cbzt',
        title: t('columns.status'),
        width: 170,
        ellipsis: true,
        render: (row) => <Tag tone={lookupEntry(declarationStatus, row.cbzt)?.tone ?? 'neutral'}>{t(lookupKey(declarationStatus, row.cbzt))}</Tag>,
      },
      {
        key: 'copyTime',
        title: t('columns.copyTime'),
        width: 160,
        render: (row) => (row.copyTime ? formatDateTime(row.copyTime) : ''),
      },
      {
        key: 'writeBackTime',
        title: t('columns.writeBackTime'),
        width: 160,
        render: (row) => (row.writeBackTime ? formatDateTime(row.writeBackTime) : ''),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 120,
        render: (row) => {
          const action = actionOf(row);
          if (!action) return null;
          const label = t(`actions.${action}Of`, {
            name: row.taxerName,
            type: t(lookupKey(invoiceType, row.fplxdm)),
          });
          return (
            <Button size="sm" variant="text" aria-label={label} onPress={() => void act(row)}>
              {t(`actions.${action}`)}
            </Button>
          );
        },
      },
    ];
  }, [t, confirm, copy, writeBack, message, query]);

  return (
    <PageFrame title={t(route.titleKey)}>
      <Panel title={t('filters')}>
        <form
          aria-label={t('filters')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <FilterBar
            aria-label={t('filters')}
            actions={
              <>
                <Button type="submit" variant="primary">
                  {t('search')}
                </Button>
                <Button
                  onPress={() => {
                    setDraft({ cbzt: '', kw: '' });
                    apply({ cbzt: '', kw: '' });
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <Select
              label={t('status')}
              value={draft.cbzt || ALL}
              onChange={(key) =>
                setDraft((d) => ({
                  ...d,
                  cbzt: key === ALL ? '' : String(key),
                }))
              }
            >
              {[ALL, ...statusCodes].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('all') : t(lookupKey(declarationStatus, code))}
                </SelectItem>
              ))}
            </Select>
            <TextField label={t('keyword')} placeholder={t('keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('results')} extra={query.isSuccess ? <Count>{t('count', { count: total })}</Count> : undefined}>
        <Hint>{t('hint')}</Hint>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={8} columns={8} aria-label={t('loading')} />
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
            <Table
              aria-label={t('results')}
              columns={columns}
              rows={rows}
              rowKey="id"
              isLoading={query.isFetching}
              maxHeight={560}
              emptyContent={<Empty title={t('empty')} />}
            />
            <Footer>
              <Pagination
                total={total}
                page={paging.page}
                pageSize={paging.pageSize}
                pageSizeOptions={PAGE_SIZES}
                onChange={(page, pageSize) =>
                  setPaging({
                    page: pageSize === paging.pageSize ? page : 1,
                    pageSize,
                  })
                }
              />
            </Footer>
          </>
        )}
      </Panel>
    </PageFrame>
  );
}
