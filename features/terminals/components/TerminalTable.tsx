import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  DropdownButton,
  fontSize,
  MenuItem,
  MenuSeparator,
  OnlineStatusCell,
  ServiceStatusCell,
  Table,
  TerminalStatusCell,
  VerificationStatusCell,
  vars,
  type TableColumn,
} from '../../../design-system';
import type { Terminal } from '../api';
import { useLabelText } from '../hooks/useLabelText';
import { labelOfServerText, lookupEntry, lookupKey, terminalOnlineStatus } from '../../lookups';
import { deviceTypeLabel, modeLabel, onlineStatusCell, serviceStatusCell, terminalStatusCell, verificationStatusCell } from '../rules';
import { rowActionsFor, type TerminalRowAction } from '../rules/rowActions';

export interface TerminalTableProps {
  /** The page of terminals to show. */
  rows: readonly Terminal[];
  /** 1 member, 2 provider, 3 agency: the provider sees the provider column, the others the mode (spec 01 §2). */
  role: 1 | 2 | 3;
  /** Row number of the first row (continues across pages). @default 1 */
  firstIndex?: number;
  isLoading?: boolean;
  /** The row action 'link the tax-bureau account' (spec 02 §2.1 item 3: the wrapper dialog opens from a row); without it no action column. */
  onLinkAccount?(terminal: Terminal): void;
  /** The row's other actions (rules/rowActions: which a role sees), in a menu beside the account button. */
  onAction?(action: TerminalRowAction, terminal: Terminal): void;
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

/** The row's menu of actions (keyboard: Enter, Space or ArrowDown open it; arrows move; Escape closes). */
function RowActionMenu({ terminal, role, onAction }: { terminal: Terminal; role: 1 | 2 | 3; onAction(action: TerminalRowAction, terminal: Terminal): void }) {
  // the face-scan items carry their own namespace's labels
  const { t } = useTranslation(['terminalActions', 'faceScan']);
  const items = rowActionsFor(role, terminal);
  if (items.length === 0) return null;
  return (
    <DropdownButton
      variant="text"
      size="sm"
      label={t('terminalActions:menu.label')}
      aria-label={t('terminalActions:menu.labelOf', { name: terminal.taxerName, diskId: terminal.diskId })}
      placement="bottom end"
      onAction={(key) => onAction(key as TerminalRowAction, terminal)}
    >
      {items.flatMap((item, k) => [
        ...(item.group && k > 0 ? [<MenuSeparator key={`${item.id}-separator`} />] : []),
        <MenuItem key={item.id} id={item.id}>
          {t(item.key)}
        </MenuItem>,
      ])}
    </DropdownButton>
  );
}

const Accounts = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${fontSize.sm};
  line-height: 1.4;
  & > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > [data-empty] { color: ${vars.colorTextSecondary}; }
`;

/** spec 02 §3: the first qdInfo entry is the invoicing account, the second the query account. */
function AccountInfo({ terminal }: { terminal: Terminal }) {
  const { t } = useTranslation('terminalList');
  const say = useLabelText();
  const [invoicing, query] = terminal.qdInfo;
  if (!invoicing) return <Accounts><span data-empty="">{t('accounts.none')}</span></Accounts>;
  const line = (labelKey: string, account: { dlzh: string; dlsfStr: string }) => {
    // the identity in the user's language where the lookup knows the server's word
    const text = t(labelKey, { account: account.dlzh, identity: say(labelOfServerText('loginIdentity', account.dlsfStr)) ?? '' });
    return <span title={text}>{text}</span>;
  };
  return (
    <Accounts>
      {line('accounts.invoicing', invoicing)}
      {query && line('accounts.query', query)}
    </Accounts>
  );
}

/** The terminals of a list page (spec 01 §2-§4, spec 02 §3 'Terminal list item'): virtualised, one row per terminal. */
export function TerminalTable({ rows, role, firstIndex = 1, isLoading = false, onLinkAccount, onAction }: TerminalTableProps) {
  const { t } = useTranslation(['terminalList', 'terminalActions']);
  // The status rules (features/terminals/rules) decide each cell's label and tone; the design system draws them.
  const say = useLabelText();
  const columns = useMemo<TableColumn<Terminal>[]>(() => {
    const all: (TableColumn<Terminal> | false)[] = [
      { key: 'index', title: t('column.index'), width: 64, align: 'center', render: (_row, i) => firstIndex + i },
      { key: 'taxerName', title: t('column.taxerName'), minWidth: 200, ellipsis: true },
      { key: 'aliasName', title: t('column.aliasName'), width: 140, ellipsis: true, render: (row) => row.aliasName || '-' },
      { key: 'taxerId', title: t('column.taxerId'), width: 190 },
      { key: 'diskId', title: t('column.diskId'), width: 130 },
      { key: 'diskTypeDesc', title: t('column.diskType'), width: 110, ellipsis: true, render: (row) => say(deviceTypeLabel(row)) ?? '-' },
      role === 2 && { key: 'tsp', title: t('column.provider'), width: 90 },
      role !== 2 && { key: 'termTypeDesc', title: t('column.mode'), width: 110, ellipsis: true, render: (row) => say(modeLabel(row.tsp)) ?? (row.termTypeDesc || '-') },
      { key: 'online', title: t('column.online'), width: 110, render: (row) => {
          const cell = onlineStatusCell(row.online, row.onlineStatusDesc);
          // the list filters by the terminal online status (online, offline, unavailable, unknown): its cell says the same
          const code = String(row.online ?? '');
          const label = lookupEntry(terminalOnlineStatus, code) ? t(lookupKey(terminalOnlineStatus, code)) : say(cell.label);
          return <OnlineStatusCell label={label} tone={cell.tone} size="sm" />;
        } },
      { key: 'termStatus', title: t('column.termStatus'), width: 100, render: (row) => {
          const cell = terminalStatusCell(row.termStatus, row.termStatusDesc);
          return <TerminalStatusCell label={say(cell?.label)} tone={cell?.tone} size="sm" />;
        } },
      { key: 'serviceStatus', title: t('column.serviceStatus'), width: 110, render: (row) => {
          const cell = serviceStatusCell(row.serviceStatus, row.serviceStatusDesc);
          return <ServiceStatusCell label={say(cell?.label)} tone={cell?.tone} warns={cell?.warns} size="sm" />;
        } },
      { key: 'qdStatus', title: t('column.qdStatus'), width: 110, render: (row) => {
          const cell = verificationStatusCell(row.qdStatus, row.qdStatusDesc);
          return <VerificationStatusCell label={say(cell?.label)} tone={cell?.tone} size="sm" />;
        } },
      { key: 'qdInfo', title: t('column.accounts'), width: 230, render: (row) => <AccountInfo terminal={row} /> },
      role === 2 && !!onAction && {
        key: 'bindStatus',
        title: t('terminalActions:column.bindStatus'),
        width: 90,
        render: (row) => t(row.bindStatus === 0 ? 'terminalActions:bindStatus.unbound' : 'terminalActions:bindStatus.bound'),
      },
      (!!onLinkAccount || !!onAction) && {
        key: 'actions',
        title: t('column.actions'),
        width: 190,
        render: (row) => (
          <Actions>
            {onLinkAccount && (
              <Button variant="text" size="sm" onPress={() => onLinkAccount(row)} aria-label={t('action.linkAccountOf', { name: row.taxerName, diskId: row.diskId })}>
                {t('action.linkAccount')}
              </Button>
            )}
            {onAction && <RowActionMenu terminal={row} role={role} onAction={onAction} />}
          </Actions>
        ),
      },
    ];
    return all.filter((c): c is TableColumn<Terminal> => c !== false);
  }, [t, say, role, firstIndex, onLinkAccount, onAction]);

  return (
    <Table
      aria-label={t('table.label')}
      columns={columns}
      rows={rows}
      rowKey="diskId"
      isLoading={isLoading}
      rowHeight={56}
      maxHeight={600}
    />
  );
}
