import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { fontSize, fontWeight, Pagination, space, vars } from '../../../design-system';
import { isRoleType, selectRoleType } from '../../../platform/session';
import type { PageProps } from '../../../platform/routing';
import { useMemberTerminalTabs } from '../../seller';
import { TaxBureauAccountDialog } from '../../tax-bureau';
import { useGetEquipmentListQuery, type Terminal } from '../api';
import { TerminalFilters } from '../components/TerminalFilters';
import { TerminalTable } from '../components/TerminalTable';
import {
  emptyTerminalFilter,
  equipmentListArgs,
  TERMINAL_DEFAULT_PAGE_SIZE,
  TERMINAL_PAGE_SIZES,
  type TerminalListFilter,
} from '../rules/terminalListQuery';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
  min-width: 0;
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

/** The agency page's query `name` carries a disk id to look up (spec 01 §2 'Other paths': /account/terminal?name=diskId). */
const NAME_QUERY = 'name';

/**
 * A terminal list page (member /member/terminal, agency /account/terminal, provider /service/equipmsg): filters,
 * the virtualised table and paging 20/50/100 (spec 01 §2-§4, spec 02 §9).
 */
export function TerminalListPage({ route }: PageProps) {
  const { t } = useTranslation(['routes', 'routeTitles', 'terminalList']);
  const roleType = useSelector(selectRoleType);
  const role = isRoleType(roleType) ? roleType : route.roleSign;
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<TerminalListFilter>(() => ({ ...emptyTerminalFilter, key: searchParams.get(NAME_QUERY)?.trim() ?? '' }));
  const [paging, setPaging] = useState({ page: 1, pageSize: TERMINAL_DEFAULT_PAGE_SIZE });
  const list = useGetEquipmentListQuery(equipmentListArgs(filter, paging.page, paging.pageSize));
  const rows: readonly Terminal[] = list.data?.data.list ?? [];
  const total = list.data?.data.pages.items ?? 0;

  const [linking, setLinking] = useState<Terminal | null>(null);
  const apply = useCallback((next: TerminalListFilter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, page: 1 }));
  }, []);

  // The member's seller information is a view of this page (spec 01 §2; issue 12 §5).
  const tabs = useMemberTerminalTabs(route.area === 'member');
  if (tabs.seller) return <Page><Title>{t(route.titleKey)}</Title>{tabs.switcher}{tabs.seller}</Page>;

  return (
    <Page>
      <Title>{t(route.titleKey)}</Title>
      {tabs.switcher}
      <TerminalFilters value={filter} onApply={apply} />
      <TerminalTable
        rows={rows}
        role={role}
        firstIndex={(paging.page - 1) * paging.pageSize + 1}
        isLoading={list.isFetching}
        onLinkAccount={setLinking}
      />
      <Footer>
        <Pagination
          total={total}
          page={paging.page}
          pageSize={paging.pageSize}
          pageSizeOptions={TERMINAL_PAGE_SIZES}
          onChange={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
        />
      </Footer>
      <TaxBureauAccountDialog
        isOpen={linking !== null}
        terminal={linking && { diskId: linking.diskId, taxerId: linking.taxerId, taxerName: linking.taxerName, tsp: linking.tsp, ...(linking.termType !== undefined ? { termType: linking.termType } : {}) }}
        memberArea={route.area === 'member'}
        onClose={() => setLinking(null)}
        onSaved={() => void list.refetch()}
      />
    </Page>
  );
}

export default TerminalListPage;
