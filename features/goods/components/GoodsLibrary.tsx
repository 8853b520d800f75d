import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector, useStore } from 'react-redux';
import styled from 'styled-components';
import {
  ActionGroup,
  Button,
  DownloadButton,
  Empty,
  FilterBar,
  formatMoney,
  Icon,
  PageFrame,
  Pagination,
  Panel,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  TextField,
  useConfirm,
  useMessage,
  type TableColumn,
} from '../../../design-system';
import { downloadFile } from '../../../platform/api/download';
import type { RequestStore } from '../../../platform/api/requestOnce';
import type { PortalRoute } from '../../../platform/routing';
import { selectDiskId, selectTerminal } from '../../../platform/session';
import { useDeleteGoodsMutation, useGetGoodsListQuery, type GoodsLine } from '../api';
import { errorText } from '../../../platform/api/errorText';
import { priceOf, ratePercent, uncoded } from '../rules/goodsForm';
import { AiCodingDialog } from './AiCodingDialog';
import { GoodsDialog } from './GoodsDialog';
import { GoodsImportDialog } from './GoodsImportDialog';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space[2]};
  flex-wrap: wrap;
`;

const ExportPrices = styled.div`
  width: 150px;
`;

const codedFilters = ['all', '0', '1'] as const;
type CodedFilter = (typeof codedFilters)[number];

export interface GoodsLibraryProps {
  route: PortalRoute;
}

/**
 * The goods library (spec 01 §2, spec 02 §7.3 goods calls): goods searched by name, code or spec and by coding state; added, edited and
 * deleted; the uncoded goods of the list coded by AI in one batch with per-line results; exported to Excel with
 * prices with or without tax; imported from a spreadsheet with row checks (GoodsImportDialog). The library is the current
 * terminal's taxpayer's: another terminal shows another taxpayer's goods.
 */
export function GoodsLibrary({ route }: GoodsLibraryProps) {
  const { t } = useTranslation(['goods', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const store = useStore() as unknown as RequestStore;
  const diskId = useSelector(selectDiskId);
  const terminal = useSelector(selectTerminal);
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<{ kw: string; coded: CodedFilter }>({ kw: '', coded: 'all' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const query = useGetGoodsListQuery({
    ...(diskId ? { diskId } : {}),
    ...(filters.kw ? { kw: filters.kw } : {}),
    ...(filters.coded === 'all' ? {} : { coded: Number(filters.coded) as 0 | 1 }),
    page,
    pageSize,
  });
  const [remove] = useDeleteGoodsMutation();
  const [editing, setEditing] = useState<{ good: GoodsLine | null } | null>(null);
  const [coding, setCoding] = useState<GoodsLine[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [isTax, setIsTax] = useState<'1' | '0'>('1');
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const toCode = uncoded(rows);
  const codingTerminal = diskId && terminal?.taxerId ? { diskId, taxerId: terminal.taxerId } : null;

  const columns = useMemo<TableColumn<GoodsLine>[]>(
    () => [
      { key: 'name', title: t('form.name'), minWidth: 130, ellipsis: true },
      {
        key: 'spbm',
        title: t('form.taxCode'),
        width: 240,
        ellipsis: true,
        render: (row) => (row.spbm ? `${row.spmc ?? ''} ${row.spbm}`.trim() : <Tag tone="warning">{t('uncoded')}</Tag>),
      },
      { key: 'ggxh', title: t('form.ggxh'), width: 100, ellipsis: true },
      { key: 'dw', title: t('form.dw'), width: 60 },
      { key: 'price', title: t('form.price'), width: 120, align: 'end', render: (row) => formatMoney(priceOf(row, false)) },
      { key: 'taxPrice', title: t('form.taxPrice'), width: 110, align: 'end', render: (row) => formatMoney(priceOf(row, true)) },
      { key: 'taxRate', title: t('form.taxRate'), width: 64, render: (row) => (row.taxRate ? t('form.percent', { value: ratePercent(row.taxRate) }) : '') },
      { key: 'yhzcsm', title: t('form.preferenceNote'), width: 80, render: (row) => (row.yhzcbs === '1' ? row.yhzcsm ?? '' : t('none')) },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 110,
        render: (row) => (
          <ActionGroup>
            <Button size="sm" variant="text" aria-label={t('editRow', { name: row.name })} onPress={() => setEditing({ good: row })}>
              {t('edit')}
            </Button>
            <Button
              size="sm"
              variant="text"
              aria-label={t('deleteRow', { name: row.name })}
              onPress={async () => {
                if (!(await confirm({ title: t('deleteTitle'), content: t('deleteConfirm', { name: row.name }) }))) return;
                const result = await remove({ id: row.id ?? '', ...(diskId ? { diskId } : {}) });
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
        <Toolbar>
          <Button
            icon={<Icon name="edit" size={14} />}
            isDisabled={toCode.length === 0}
            onPress={() => {
              if (!codingTerminal) {
                message.warning(t('noTerminal'));
                return;
              }
              setCoding(toCode);
            }}
          >
            {t('ai.open', { count: toCode.length })}
          </Button>
          <ExportPrices>
            <Select aria-label={t('export.prices')} value={isTax} onChange={(key) => setIsTax(key === '0' ? '0' : '1')}>
              <SelectItem id="1">{t('export.withTax')}</SelectItem>
              <SelectItem id="0">{t('export.withoutTax')}</SelectItem>
            </Select>
          </ExportPrices>
          <DownloadButton
            fetchFile={async () => {
              const result = await downloadFile(
                store,
                { url: '/v3/tax/goods/export/list/excel', method: 'POST', params: { isTax }, body: { ...(diskId ? { diskId } : {}), ...(filters.kw ? { kw: filters.kw } : {}) } },
                { endpoint: 'exportGoodsExcel', fallbackName: t('export.fileName') },
              );
              if (result.error) return null;
              return { blob: result.file.blob, name: t('export.fileName') };
            }}
          >
            {t('export.excel')}
          </DownloadButton>
          <Button icon={<Icon name="upload" size={14} />} onPress={() => setImporting(true)}>
            {t('import.open')}
          </Button>
          <Button variant="primary" icon={<Icon name="plus" size={14} />} onPress={() => setEditing({ good: null })}>
            {t('add')}
          </Button>
        </Toolbar>
      }
    >
      <Panel title={t('search')}>
        <form
          aria-label={t('search')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setFilters((f) => ({ ...f, kw: typed.trim() }));
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
                    setFilters({ kw: '', coded: 'all' });
                    setPage(1);
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <TextField label={t('keyword')} placeholder={t('keywordPlaceholder')} value={typed} onChange={setTyped} />
            <RadioGroup
              label={t('codedFilter')}
              variant="button"
              value={filters.coded}
              onChange={(coded) => {
                setFilters((f) => ({ ...f, coded: coded as CodedFilter }));
                setPage(1);
              }}
            >
              {codedFilters.map((c) => (
                <Radio key={c} value={c}>
                  {t(`coded.${c}`)}
                </Radio>
              ))}
            </RadioGroup>
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('results')}>
        {firstLoad ? (
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
            <Table aria-label={t('results')} columns={columns} rows={rows} rowKey={(row) => row.id ?? row.name ?? ''} isLoading={query.isFetching} maxHeight={560} />
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
      <GoodsImportDialog
        isOpen={importing}
        diskId={diskId}
        onClose={() => setImporting(false)}
        onImported={() => {
          setPage(1);
          void query.refetch();
        }}
      />
      <GoodsDialog
        good={editing?.good ?? null}
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={() => {
          if (!editing?.good) setPage(1);
          void query.refetch();
        }}
      />
      <AiCodingDialog
        goods={coding ?? []}
        terminal={codingTerminal}
        isOpen={coding !== null}
        onOpenChange={(open) => {
          if (!open) setCoding(null);
        }}
        onSaved={() => void query.refetch()}
      />
    </PageFrame>
  );
}
