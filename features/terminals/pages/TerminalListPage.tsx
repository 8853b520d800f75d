import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { fontSize, fontWeight, Pagination, space, useConfirm, useMessage, vars } from '../../../design-system';
import { isRoleType, selectRoleType } from '../../../platform/session';
import type { PageProps } from '../../../platform/routing';
import { FaceQrDialog, FaceScanIntervalDialog } from '../../face-scan';
import { DigitalAccountDialog, TaxBureauAccountDialog, TaxCategoryDialog } from '../../tax-bureau';
import { useBindTerminalMutation, useGetEquipmentListQuery, useSyncEquipmentMutation, useUnbindTerminalMutation, type Terminal } from '../api';
import { DiskDetectionDialog } from '../components/DiskDetectionDialog';
import { MobileQrDialog } from '../components/MobileQrDialog';
import { useMemberTerminalTabs } from '../../seller';
import { TerminalFilters } from '../components/TerminalFilters';
import { TerminalTable } from '../components/TerminalTable';
import {
  emptyTerminalFilter,
  equipmentListArgs,
  TERMINAL_DEFAULT_PAGE_SIZE,
  TERMINAL_PAGE_SIZES,
  type TerminalListFilter,
} from '../rules/terminalListQuery';
import type { TerminalRowAction } from '../rules/rowActions';

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

/** A row's terminal as the tax-bureau dialogs take it. */
const linkTerminal = (t: Terminal) => ({ diskId: t.diskId, taxerId: t.taxerId, taxerName: t.taxerName, tsp: t.tsp, ...(t.termType !== undefined ? { termType: t.termType } : {}) });

/** The dialogs a row action opens (the provider's operations run in place). */
type RowDialog = Extract<TerminalRowAction, 'taxCategories' | 'diskDetection' | 'mobileQr'>;

/**
 * A terminal list page (member /member/terminal, agency /account/terminal and /account/management, provider
 * /service/equipmsg and /service/management): filters, the virtualised table, paging 20/50/100 (spec 01 §2-§4,
 * spec 02 §9) and the row actions (spec 02 §2.1). The management routes' did parameter selects a disk as name does.
 */
export function TerminalListPage({ route }: PageProps) {
  const { t } = useTranslation(['routes', 'routeTitles', 'terminalList']);
  const roleType = useSelector(selectRoleType);
  const role = isRoleType(roleType) ? roleType : route.roleSign;
  const searchParams = new URLSearchParams(useLocation().search);
  const { did } = useParams();
  const [filter, setFilter] = useState<TerminalListFilter>(() => ({ ...emptyTerminalFilter, key: (searchParams.get(NAME_QUERY) ?? did ?? '').trim() }));
  const [paging, setPaging] = useState({ page: 1, pageSize: TERMINAL_DEFAULT_PAGE_SIZE });
  const list = useGetEquipmentListQuery(equipmentListArgs(filter, paging.page, paging.pageSize));
  const rows: readonly Terminal[] = list.data?.data.list ?? [];
  const total = list.data?.data.pages.items ?? 0;

  const [linking, setLinking] = useState<Terminal | null>(null);
  // Face scan (spec 02 §2.1 items 5, 6): the interval and face QR dialogs of a row; their 去登录 opens the linking dialog.
  const [intervalFor, setIntervalFor] = useState<Terminal | null>(null);
  const [faceQr, setFaceQr] = useState<Terminal | null>(null);
  // The digital-account dialog of a row (spec 02 §2.1 item 4).
  const [digital, setDigital] = useState<Terminal | null>(null);
  const [open, setOpen] = useState<{ dialog: RowDialog; terminal: Terminal } | null>(null);
  const confirm = useConfirm();
  const message = useMessage();
  const [bind] = useBindTerminalMutation();
  const [unbind] = useUnbindTerminalMutation();
  const [syncTerminal] = useSyncEquipmentMutation();
  const { t: ta } = useTranslation('terminalActions');

  const onAction = useCallback(
    async (action: TerminalRowAction, terminal: Terminal) => {
      const names = { name: terminal.taxerName, diskId: terminal.diskId };
      switch (action) {
        case 'taxCategories':
        case 'diskDetection':
        case 'mobileQr':
          setOpen({ dialog: action, terminal });
          return;
        case 'faceScanInterval':
          setIntervalFor(terminal);
          return;
        case 'faceQr':
          setFaceQr(terminal);
          return;
        case 'digitalAccount':
          setDigital(terminal);
          return;
        case 'sync': {
          const result = await syncTerminal({ diskId: terminal.diskId });
          if (!('error' in result)) message.success(ta('done.sync'));
          break;
        }
        case 'bind':
        case 'unbind': {
          const yes = await confirm({
            title: ta('confirm.title'),
            content: ta(`confirm.${action}`, names),
            okText: ta(`confirm.${action}Ok`),
            cancelText: ta('confirm.cancel'),
            ...(action === 'unbind' ? { okVariant: 'danger' as const } : {}),
          });
          if (!yes) return;
          const result = await (action === 'bind' ? bind : unbind)({ diskId: terminal.diskId });
          if (!('error' in result)) message.success(ta(`done.${action}`));
          break;
        }
      }
      void list.refetch();
    },
    [bind, unbind, syncTerminal, confirm, message, ta, list],
  );

  const apply = useCallback((next: TerminalListFilter) => {
    setFilter(next);
    setPaging((p) => ({ ...p, page: 1 }));
  }, []);

  // The member's seller information is a view of this page (spec 01 §2).
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
        onAction={(action, terminal) => void onAction(action, terminal)}
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
        terminal={linking && linkTerminal(linking)}
        memberArea={route.area === 'member'}
        onClose={() => setLinking(null)}
        onSaved={() => void list.refetch()}
      />
      {open && (
        <>
          <TaxCategoryDialog isOpen={open.dialog === 'taxCategories'} onClose={() => setOpen(null)} terminal={open.terminal} />
          <DiskDetectionDialog isOpen={open.dialog === 'diskDetection'} onOpenChange={(isOpen) => !isOpen && setOpen(null)} terminal={open.terminal} role={role} />
          <MobileQrDialog
            isOpen={open.dialog === 'mobileQr'}
            onClose={() => setOpen(null)}
            terminal={{ diskId: open.terminal.diskId, taxerName: open.terminal.taxerName, tsp: open.terminal.tsp, ...(open.terminal.termType !== undefined ? { termType: open.terminal.termType } : {}) }}
          />
        </>
      )}
      <DigitalAccountDialog
        isOpen={digital !== null}
        terminal={digital && linkTerminal(digital)}
        onClose={() => setDigital(null)}
        onLoggedIn={() => void list.refetch()}
        onLinkAccount={() => {
          setLinking(digital);
          setDigital(null);
        }}
      />
      <FaceScanIntervalDialog
        isOpen={intervalFor !== null}
        terminal={intervalFor}
        onClose={() => setIntervalFor(null)}
        onGoToLogin={() => {
          setLinking(intervalFor);
          setIntervalFor(null);
        }}
      />
      <FaceQrDialog
        isOpen={faceQr !== null}
        terminal={faceQr && { diskId: faceQr.diskId, taxerName: faceQr.taxerName, tsp: faceQr.tsp, ...(faceQr.termType !== undefined ? { termType: faceQr.termType } : {}) }}
        onClose={() => setFaceQr(null)}
        onEditDuration={() => {
          setIntervalFor(faceQr);
          setFaceQr(null);
        }}
        onGoToLogin={() => {
          setLinking(faceQr);
          setFaceQr(null);
        }}
      />
    </Page>
  );
}

export default TerminalListPage;
