import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  Empty,
  FilterBar,
  formatDateTime,
  PageFrame,
  Pagination,
  Panel,
  Select,
  SelectItem,
  space,
  Table,
  Tag,
  TextField,
  vars,
  type TableColumn,
} from '../../../design-system';
import { QueryState } from '../../enterprises';
import { useGetApplicationsQuery, type Application, type ApplicationKind, type ApplicationState } from '../api';
import { applicationKinds, applicationStateCodes, applicationStates, checkDetailsPath, isReviewable } from '../rules/applications';

const ALL = 'all';
const PAGE_SIZES = [20, 50, 100] as const;
const Count = styled.span`
  color: ${vars.colorTextSecondary};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${space[3]};
`;

export interface ApplicationListProps {
  title: string;
}

/**
 * 审核列表 (spec 01 §2 checkList): what members and agencies applied for (to become a member, to open a service
 * package, to join as an agency); it opens on those waiting for review, with the count per state. A row leads to
 * 审核详情 (checkDetails/{applyId}) to approve or reject it.
 */
export function ApplicationList({ title }: ApplicationListProps) {
  const { t } = useTranslation('providerMembers');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<{ state: string; kind: string; key: string }>({ state: '1', kind: ALL, key: '' });
  const [filters, setFilters] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useGetApplicationsQuery(
    {
      ...(filters.state === ALL ? {} : { state: filters.state as ApplicationState }),
      ...(filters.kind === ALL ? {} : { kind: filters.kind as ApplicationKind }),
      key: filters.key.trim(),
      page: paging.page,
      pageSize: paging.pageSize,
    },
    { refetchOnMountOrArgChange: true },
  );
  const rows = query.data?.data.list ?? [];
  const total = query.data?.data.total ?? 0;
  const counts = query.data?.data.counts;

  const columns = useMemo<TableColumn<Application>[]>(
    () => [
      { key: 'applyId', title: t('check.applyId'), width: 110 },
      { key: 'kind', title: t('check.kind'), width: 110, render: (r) => t(`check.kinds.${r.kind}`) },
      { key: 'taxerName', title: t('check.taxerName'), minWidth: 220, ellipsis: true },
      { key: 'taxerId', title: t('check.taxerId'), width: 190 },
      { key: 'applicant', title: t('check.applicant'), width: 170, render: (r) => t('check.applicantOf', { applicant: r.applicant, role: t(`check.roles.${r.applicantRole}`) }) },
      { key: 'submitTime', title: t('check.submitTime'), width: 170, render: (r) => formatDateTime(r.submitTime) },
      { key: 'state', title: t('check.state'), width: 100, render: (r) => <Tag tone={applicationStates[r.state]}>{t(`check.states.${r.state}`)}</Tag> },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 90,
        render: (r) => (
          <Button size="sm" variant="text" aria-label={t(isReviewable(r.state) ? 'check.reviewOf' : 'check.openOf', { applyId: r.applyId })} onPress={() => void navigate(checkDetailsPath(r.applyId))}>
            {t(isReviewable(r.state) ? 'check.review' : 'check.open')}
          </Button>
        ),
      },
    ],
    [t, navigate],
  );

  const apply = (next: typeof draft) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
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
                    const empty = { state: '1', kind: ALL, key: '' };
                    setDraft(empty);
                    apply(empty);
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <Select label={t('check.state')} value={draft.state} onChange={(key) => setDraft((d) => ({ ...d, state: String(key ?? ALL) }))}>
              {[ALL, ...applicationStateCodes].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('all') : t(`check.states.${code}`)}
                </SelectItem>
              ))}
            </Select>
            <Select label={t('check.kind')} value={draft.kind} onChange={(key) => setDraft((d) => ({ ...d, kind: String(key ?? ALL) }))}>
              {[ALL, ...applicationKinds].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('all') : t(`check.kinds.${code}`)}
                </SelectItem>
              ))}
            </Select>
            <TextField label={t('keyword')} placeholder={t('check.keywordPlaceholder')} value={draft.key} onChange={(key) => setDraft((d) => ({ ...d, key }))} />
          </FilterBar>
        </form>
      </Panel>
      <Panel title={t('check.results')} extra={counts ? <Count>{t('check.counts', { pending: counts['1'], approved: counts['2'], rejected: counts['3'] })}</Count> : undefined}>
        <QueryState query={query} loadingLabel={t('check.loading')} failedTitle={t('check.loadFailed')}>
          <Table
            aria-label={t('check.results')}
            columns={columns}
            rows={rows}
            rowKey="applyId"
            isLoading={query.isFetching}
            maxHeight={560}
            emptyContent={<Empty title={t('check.empty')} />}
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
    </PageFrame>
  );
}
