import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  fontSize,
  PICKER_PAGE_SIZE,
  space,
  truncateText,
  useMessage,
  vars,
  type SwitchOptions,
} from '../../../design-system';
import { roleAreas, isRoleType, selectRoleType, selectTerminal, terminalSelected, type SessionTerminal } from '../../../platform/session';
import { useGetCurrentTerminalQuery, useGetEquipmentListQuery, useGetTerminalListQuery, useLazyGetTerminalListQuery, useSetCurrentDeviceMutation } from '../api';
import { useLabelText } from '../hooks/useLabelText';
import { pickerColumnsFor, pickerRowOf, terminalKeyOf, type PickerRole, type PickerTerminal } from '../rules';
import { baseApi } from '../../../platform/api/baseApi';
import { DISK_ID_PARAM, withQueryParam } from '../../../platform/routing';
import type { AppDispatch } from '../../../platform/store';
import type { SwitcherRow } from './SwitcherDialogs';

// The picker and the 'no default terminal' dialog load when first shown (SwitcherDialogs.tsx).
const SwitcherPicker = lazy(() => import('./SwitcherDialogs').then((m) => ({ default: m.SwitcherPicker })));
const NoDefaultTerminalDialog = lazy(() => import('./SwitcherDialogs').then((m) => ({ default: m.NoDefaultTerminalDialog })));

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-width: 0;
  color: ${vars.colorHeaderText};
  font-size: ${fontSize.md};
`;

const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  max-width: 360px;
`;

/** The terminal list page of each area ('go to terminal list'). The provider area has no /terminal page: its equipment page lists them. */
const terminalListPaths = { member: '/member/terminal', account: '/account/terminal', service: '/service/equipmsg' } as const;

/** Longest terminal name shown in the header; the full name is the title. */
const NAME_MAX = 30;

/**
 * The header's current terminal and the button opening the terminal picker (spec 01 §2): a confirmed switch sets
 * the default device, says so and reloads the page's data for the new disk (or opens it in a new window).
 * When the account has no default terminal, the 'no default terminal' dialog offers to set the first one.
 */
export function TerminalSwitcher() {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useMessage();
  const roleType = useSelector(selectRoleType);
  const sessionTerminal = useSelector(selectTerminal);
  const role: PickerRole = isRoleType(roleType) ? roleType : 3;

  const current = useGetCurrentTerminalQuery();
  const [isOpen, setOpen] = useState(false);
  const [paging, setPaging] = useState({ page: 1, pageSize: PICKER_PAGE_SIZE });
  const [key, setKey] = useState('');
  const list = useGetEquipmentListQuery({ isPage: 1, page: paging.page, pageSize: paging.pageSize, ...(key ? { key } : {}) }, { skip: !isOpen });
  const [setCurrentDevice] = useSetCurrentDeviceMutation();
  const [loadTerminalList] = useLazyGetTerminalListQuery();
  const [noDefaultDismissed, setNoDefaultDismissed] = useState(false);
  const say = useLabelText();
  const columns = useMemo(() => pickerColumnsFor(role), [role]);
  // The rows already decided, by terminal: a terminal the next page or search returns unchanged keeps its row
  // object, so the table re-renders only the rows that changed (a keystroke's search keeps the rows it shows).
  const decided = useRef(new Map<string, { source: string; say: typeof say; row: SwitcherRow }>());
  const rows = useMemo(() => {
    const previous = decided.current;
    const next = new Map<string, { source: string; say: typeof say; row: SwitcherRow }>();
    const out = (list.data?.data.list ?? []).map((terminal): SwitcherRow => {
      const source = JSON.stringify(terminal);
      const key = terminalKeyOf(terminal);
      const known = previous.get(key);
      const entry = known && known.source === source && known.say === say ? known : { source, say, row: decide(terminal) };
      next.set(key, entry);
      return entry.row;
    });
    decided.current = next;
    return out;
    function decide(terminal: PickerTerminal): SwitcherRow {
      const row = pickerRowOf(terminal);
      const status = (s: typeof row.terminalStatus) => (s ? { label: say(s.label) ?? '', tone: s.tone } : null);
      return {
        ...row,
        deviceType: say(row.deviceType),
        mode: say(row.mode),
        terminalStatus: status(row.terminalStatus),
        verificationStatus: status(row.verificationStatus),
        billingAccount: row.billingAccount && { account: row.billingAccount.account, identity: say(row.billingAccount.identity) },
        queryAccount: row.queryAccount && { account: row.queryAccount.account, identity: say(row.queryAccount.identity) },
        terminal,
      };
    }
  }, [list.data, say]);

  const terminal = sessionTerminal ?? current.data?.data ?? null;
  const name = terminal?.taxerName ? String(terminal.taxerName) : t('terminal.none');

  const makeCurrent = async (item: PickerTerminal): Promise<string> => {
    const deviceId = item.deviceId ?? item.termId;
    // spec 01 §8: a terminal without an id cannot be switched to
    if (deviceId === null || deviceId === undefined || deviceId === '' || !item.diskId) {
      message.error(t('terminal.invalid'));
      throw new Error('terminal without id');
    }
    await setCurrentDevice({ body: { deviceId: String(deviceId) } }).unwrap();
    return item.diskId;
  };

  const onSwitch = async (item: PickerTerminal, { newWindow }: SwitchOptions) => {
    const diskId = await makeCurrent(item);
    message.success(t('terminal.switched'));
    const target = withQueryParam(`${location.pathname}${location.search}`, DISK_ID_PARAM, diskId);
    if (newWindow) {
      window.open(target, '_blank', 'noopener');
      return;
    }
    // 'reloads': the new disk becomes the session's, every cached response is dropped and refetched for it.
    dispatch(terminalSelected({ diskId, terminal: { ...item, diskId } as SessionTerminal }));
    dispatch(baseApi.util.resetApiState());
    await navigate(target, { replace: true });
  };

  const onSetFirst = async () => {
    const reply = await loadTerminalList({}).unwrap();
    const first = reply.data[0];
    if (!first) {
      message.warning(t('terminal.emptyList'));
      return;
    }
    await makeCurrent(first);
    dispatch(terminalSelected({ diskId: first.diskId, terminal: first as unknown as SessionTerminal }));
    void current.refetch();
  };

  const area = isRoleType(roleType) ? roleAreas[roleType] : 'account';
  // No default terminal (spec 01 §2, §8): the dialog when the account has terminals to choose from; when it has none,
  // the warning 当前列表无终端，请联系服务商分配 (5 s) once, since there is nothing to set.
  const noCurrent = current.isSuccess && current.data?.data === null && !sessionTerminal;
  const available = useGetTerminalListQuery({}, { skip: !noCurrent });
  const count = noCurrent && available.isSuccess ? available.data.data.length : null;
  const showNoDefault = count !== null && count > 0 && !noDefaultDismissed;
  const warnedEmpty = useRef(false);
  useEffect(() => {
    if (count !== 0 || warnedEmpty.current) return;
    warnedEmpty.current = true;
    message.warning(t('terminal.emptyList'));
  }, [count, message, t]);

  // The picker opens on the whole list: its search box starts empty, so the list must not keep an earlier search.
  const openPicker = () => {
    setKey('');
    setPaging({ page: 1, pageSize: PICKER_PAGE_SIZE });
    setOpen(true);
  };

  return (
    <Current>
      <Name title={name}>{t('terminal.current', { name: truncateText(name, NAME_MAX) })}</Name>
      <Button size="sm" onPress={openPicker}>
        {t('terminal.switch')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
        <SwitcherPicker
          isOpen
          onOpenChange={setOpen}
          columns={columns}
          rows={rows}
          total={list.data?.data.pages.items ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          onSearch={(next) => {
            setKey(next);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          isLoading={list.isFetching}
          onSwitch={(row, options) => onSwitch(row.terminal, options)}
        />
        </Suspense>
      )}
      {showNoDefault && (
        <Suspense fallback={null}>
          <NoDefaultTerminalDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setNoDefaultDismissed(true);
            }}
            onSetFirst={onSetFirst}
            onGoToList={() => void navigate(terminalListPaths[area])}
          />
        </Suspense>
      )}
    </Current>
  );
}
