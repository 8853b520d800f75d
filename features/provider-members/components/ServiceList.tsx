import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  DescriptionList,
  Dialog,
  Empty,
  FilterBar,
  formatDate,
  formatMoney,
  PageFrame,
  Pagination,
  Panel,
  Radio,
  RadioGroup,
  space,
  Table,
  TextField,
  useMessage,
  vars,
  type TableColumn,
} from '../../../design-system';
import { QueryState } from '../../enterprises';
import { useGetServicePackagesQuery, useRenewServicePackageMutation, type ServicePackage } from '../api';
import { RENEWAL_YEARS, renewalPrice, renewedEnd, shanghaiToday, type RenewalYears } from '../rules/servicePackage';
import { RemainDays } from './RemainDays';

const PAGE_SIZES = [20, 50, 100] as const;
const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

export interface ServiceListProps {
  title: string;
}

/**
 * 服务列表 (spec 01 §2 serviceList): every enterprise's service package with its days left (spec 01 §4: under 30 in
 * red with the renew prompt, 0 its state), soonest end first, optionally only those due for renewal (spec 01 §9: 30
 * days); 续费 renews by whole years from the end, or from today once ended.
 */
export function ServiceList({ title }: ServiceListProps) {
  const { t } = useTranslation('providerMembers');
  const message = useMessage();
  const [draft, setDraft] = useState({ key: '', expiring: false });
  const [filters, setFilters] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [renewing, setRenewing] = useState<ServicePackage | null>(null);
  const [renew] = useRenewServicePackageMutation();
  const query = useGetServicePackagesQuery({ key: filters.key.trim(), expiring: filters.expiring, page: paging.page, pageSize: paging.pageSize }, { refetchOnMountOrArgChange: true });
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.total ?? 0;

  const columns = useMemo<TableColumn<ServicePackage>[]>(
    () => [
      { key: 'taxerName', title: t('service.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('service.taxerId'), width: 190 },
      { key: 'diskId', title: t('service.diskId'), width: 140, render: (r) => r.diskId ?? '' },
      { key: 'editionName', title: t('service.edition'), width: 150 },
      { key: 'endDate', title: t('service.endDate'), width: 120, render: (r) => formatDate(r.endDate) },
      { key: 'remain', title: t('service.remainTitle'), width: 150, render: (r) => <RemainDays remain={r.remain} stateName={r.stateName} /> },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 90,
        render: (r) => (
          <Button size="sm" variant="text" aria-label={t('service.renewOf', { name: r.taxerName })} onPress={() => setRenewing(r)}>
            {t('service.renew')}
          </Button>
        ),
      },
    ],
    [t],
  );

  const apply = (next: typeof draft) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const onRenew = async (years: RenewalYears) => {
    if (!renewing) return false;
    const result = await renew({ id: renewing.id, body: { years } });
    if ('error' in result) return false;
    message.success(t('service.renewed', { name: renewing.taxerName, date: formatDate(result.data.data.endDate) }));
    void query.refetch();
    return true;
  };

  return (
    <PageFrame title={title}>
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
                    const empty = { key: '', expiring: false };
                    setDraft(empty);
                    apply(empty);
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <TextField label={t('keyword')} placeholder={t('service.keywordPlaceholder')} value={draft.key} onChange={(key) => setDraft((d) => ({ ...d, key }))} />
            <Checkbox isSelected={draft.expiring} onChange={(expiring) => setDraft((d) => ({ ...d, expiring }))}>
              {t('service.onlyDue')}
            </Checkbox>
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('service.results')} extra={query.isSuccess ? <Count>{t('count', { count: total })}</Count> : undefined}>
        <QueryState query={query} loadingLabel={t('service.loading')} failedTitle={t('service.loadFailed')}>
          <Table
            aria-label={t('service.results')}
            columns={columns}
            rows={rows}
            rowKey="id"
            isLoading={query.isFetching}
            maxHeight={560}
            emptyContent={<Empty title={t('service.empty')} />}
          />
          <Footer>
            <Pagination
              total={total}
              page={paging.page}
              pageSize={paging.pageSize}
              pageSizeOptions={PAGE_SIZES}
              onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
            />
          </Footer>
        </QueryState>
      </Panel>
      {renewing && <RenewDialog pack={renewing} onClose={() => setRenewing(null)} onRenew={onRenew} />}
    </PageFrame>
  );
}

export interface RenewDialogProps {
  pack: ServicePackage;
  onClose(): void;
  /** Renews; resolves true when the server took it (the dialog then closes). */
  onRenew(years: RenewalYears): Promise<boolean>;
  /** Today in Asia/Shanghai (stories fix it). @default the clock's */
  today?: string;
}

/** 续费: 1 to 3 years, with the new last day and the price before the user confirms. */
export function RenewDialog({ pack, onClose, onRenew, today = shanghaiToday() }: RenewDialogProps) {
  const { t } = useTranslation('providerMembers');
  const [years, setYears] = useState<RenewalYears>(1);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('service.renewTitle', { name: pack.taxerName })} width="medium" okText={t('service.renewOk')} onOk={() => onRenew(years)}>
      <DescriptionList
        columns={1}
        items={[
          { key: 'edition', label: t('service.edition'), value: pack.editionName },
          { key: 'end', label: t('service.endDate'), value: formatDate(pack.endDate) },
        ]}
      />
      <RadioGroup label={t('service.years')} variant="button" value={String(years)} onChange={(value) => setYears(Number(value) as RenewalYears)}>
        {RENEWAL_YEARS.map((y) => (
          <Radio key={y} value={String(y)}>
            {t('check.yearsValue', { count: y })}
          </Radio>
        ))}
      </RadioGroup>
      <DescriptionList
        columns={1}
        items={[
          { key: 'newEnd', label: t('service.newEnd'), value: formatDate(renewedEnd(pack.endDate, years, today)) },
          { key: 'price', label: t('service.price'), value: formatMoney(renewalPrice(pack.yearPrice, years)) },
        ]}
      />
    </Dialog>
  );
}
