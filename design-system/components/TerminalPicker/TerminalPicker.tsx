import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AlertDialog } from '../AlertDialog';
import { Checkbox } from '../Checkbox';
import { Dialog, type DialogCloseGesture } from '../Dialog';
import { Icon } from '../Icon';
import { Pagination } from '../Pagination';
import { TerminalStatusCell, VerificationStatusCell } from '../StatusCells';
import { Table, type TableColumn } from '../Table';
import { TextField } from '../TextField';
import { TruncatedText } from '../Tooltip';
import {
  ACCOUNT_TEXT_MAX,
  PICKER_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  filterPickerRows,
  rowNumberOf,
  searchKeyOf,
  type PickerAccount,
  type PickerColumnKey,
  type PickerRow,
} from './rows';
import { terminalPickerTokens as tk } from './tokens';
import { productNamespaces } from '../../i18n';

/** What the user chose besides the terminal. */
export interface SwitchOptions {
  /** Open the switched terminal in a new window or tab. */
  newWindow: boolean;
}

export interface TerminalPickerPagingProps {
  /**
   * Total number of terminals on the server. Given: `rows` is the current page, a pager shows, and search
   * is left to the caller (`onSearch`). Not given: `rows` is the whole list, filtered here by the search key
   * and shown in one virtualised table.
   */
  total?: number;
  /** Current page, from 1 (controlled); kept inside when not given. */
  page?: number;
  /** Terminals per page (spec 01 §9). @default 20 */
  pageSize?: number;
  /** Called with the new page and page size when the user pages. */
  onPageChange?(page: number, pageSize: number): void;
}

export interface TerminalPickerProps<R extends PickerRow = PickerRow> extends TerminalPickerPagingProps {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the picker opens or closes (also after a successful switch). */
  onOpenChange?(isOpen: boolean): void;
  /** Called when the user dismisses the picker (× or Escape), saying how. */
  onClose?(gesture: DialogCloseGesture): void;
  /** The columns shown, in order (which ones a role sees is the caller's decision, spec 01 §2). */
  columns: readonly PickerColumnKey[];
  /** The terminals, decided: the current page (with `total`) or the whole list. */
  rows: readonly R[];
  /** Keeps the rows, covers them with a spinner. @default false */
  isLoading?: boolean;
  /** Called with the trimmed search key, 100 ms after the user stops typing (at once on Enter); never twice for the same key. */
  onSearch?(key: string): void;
  /**
   * Called after the user confirms '当前终端切换为【name】?'. May return a promise: while pending the confirm's OK
   * shows loading; a rejection keeps the confirm and the picker open (the caller reports the error); otherwise
   * the picker closes.
   */
  onSwitch(row: R, options: SwitchOptions): unknown;
  /** The dialog title. @default dsProduct:terminalPicker.title (切换终端) */
  title?: ReactNode;
}

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tk.gap};
  margin-bottom: ${tk.gap};
`;

const Search = styled.div`
  width: ${tk.searchWidth};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  min-height: 32px;
  margin-top: ${tk.gap};
`;

const Total = styled.span`
  color: ${tk.total.color};
  font-size: ${tk.total.fontSize};
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 0;
  line-height: 20px;
  white-space: nowrap;
  > * {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Secondary = styled.span`
  color: ${tk.secondary.color};
  font-size: ${tk.secondary.fontSize};
  font-variant-numeric: tabular-nums;
  > span + span { margin-left: ${tk.gap}; }
`;

const AccountLine = styled.span`
  display: block;
  font-size: ${tk.secondary.fontSize};
`;

const AccountLabel = styled.span`
  color: ${tk.label.color};
`;

const Dash = styled.span`
  color: ${tk.dash};
`;

const ConfirmBody = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tk.confirmGap};
`;

function Account({ label, account }: { label: string; account: PickerAccount | null | undefined }) {
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const identity = (account?.identity ?? '').trim();
  const dlzh = (account?.account ?? '').trim();
  const text = identity ? t('terminalPicker.account.value', { account: dlzh, identity }) : dlzh;
  return (
    <AccountLine>
      <AccountLabel>{label}</AccountLabel>
      {account ? <TruncatedText text={text} max={ACCOUNT_TEXT_MAX} /> : <Dash>-</Dash>}
    </AccountLine>
  );
}

const blank = (s: string | null | undefined) => (s ?? '').trim() === '';

/** The table's columns, as typed Table columns. */
function useColumns<R extends PickerRow>(keys: readonly PickerColumnKey[], page: number, pageSize: number): TableColumn<R>[] {
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  return useMemo(() => {
    const w = tk.column;
    const all: Record<PickerColumnKey, TableColumn<R>> = {
      index: { key: 'index', title: t('terminalPicker.column.index'), width: w.index, align: 'center', render: (_r, i) => rowNumberOf(i, page, pageSize) },
      name: {
        key: 'name',
        title: t('terminalPicker.column.name'),
        minWidth: w.nameMin,
        render: (r) => (
          <Stack title={r.name}>
            <span>{r.name}</span>
            <Secondary>
              {r.taxerId && <span>{t('terminalPicker.taxerId', { value: r.taxerId })}</span>}
              {r.diskId && <span>{t('terminalPicker.diskId', { value: r.diskId })}</span>}
            </Secondary>
          </Stack>
        ),
      },
      alias: { key: 'alias', title: t('terminalPicker.column.alias'), width: w.alias, ellipsis: true, render: (r) => (blank(r.alias) ? <Dash>-</Dash> : r.alias) },
      deviceType: {
        key: 'deviceType',
        title: t('terminalPicker.column.deviceType'),
        width: w.deviceType,
        ellipsis: true,
        render: (r) => (blank(r.deviceType) ? <Dash>-</Dash> : r.deviceType),
      },
      provider: { key: 'provider', title: t('terminalPicker.column.provider'), width: w.provider, ellipsis: true, render: (r) => (blank(r.provider) ? <Dash>-</Dash> : r.provider) },
      mode: {
        key: 'mode',
        title: t('terminalPicker.column.mode'),
        width: w.mode,
        // 'Shared edition' is wider than the column in English: cut with an ellipsis, in full as the title
        ellipsis: true,
        render: (r) => (blank(r.mode) ? <Dash>-</Dash> : r.mode),
      },
      terminalStatus: {
        key: 'terminalStatus',
        title: t('terminalPicker.column.terminalStatus'),
        width: w.terminalStatus,
        render: (r) => <TerminalStatusCell label={r.terminalStatus?.label} tone={r.terminalStatus?.tone} />,
      },
      verificationStatus: {
        key: 'verificationStatus',
        title: t('terminalPicker.column.verificationStatus'),
        width: w.verificationStatus,
        render: (r) => <VerificationStatusCell label={r.verificationStatus?.label} tone={r.verificationStatus?.tone} />,
      },
      accountInfo: {
        key: 'accountInfo',
        title: t('terminalPicker.column.accountInfo'),
        width: w.accountInfo,
        render: (r) => (
          <Stack>
            <Account label={t('terminalPicker.account.billing')} account={r.billingAccount} />
            <Account label={t('terminalPicker.account.query')} account={r.queryAccount} />
          </Stack>
        ),
      },
    };
    return keys.map((key) => all[key]);
  }, [t, keys, page, pageSize]);
}

/** Input kept here so typing never loses a character; the trimmed key goes out debounced, once per distinct key. */
function useDebouncedSearch(onSearch: ((key: string) => void) | undefined) {
  const [input, setInput] = useState('');
  const [key, setKey] = useState('');
  const [composing, setComposing] = useState(false);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  const emit = (next: string) => {
    setKey(next);
    onSearchRef.current?.(next);
  };
  useEffect(() => {
    // Not while an IME is composing: pinyin letters are not what the user is searching for.
    if (composing) return;
    const next = searchKeyOf(input);
    if (next === key) return;
    const id = setTimeout(() => emit(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [input, key, composing]);
  const flush = () => {
    const next = searchKeyOf(input);
    if (next !== key) emit(next);
  };
  return { input, setInput, key, setComposing, flush };
}

interface PickerBodyProps<R extends PickerRow> extends TerminalPickerProps<R> {
  close: () => void;
}

/** Lives inside the dialog, so search, page and confirm state start afresh each time the picker opens. */
function PickerBody<R extends PickerRow>(props: PickerBodyProps<R>) {
  const { columns: columnKeys, rows: given, total, isLoading = false, onSearch, onSwitch, onPageChange, close } = props;
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const search = useDebouncedSearch(onSearch);
  const serverPaged = total !== undefined;

  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState(PICKER_PAGE_SIZE);
  const page = serverPaged ? (props.page ?? ownPage) : 1;
  const pageSize = props.pageSize ?? ownPageSize;
  // A new key starts again from the first page.
  const lastKey = useRef(search.key);
  useEffect(() => {
    if (lastKey.current !== search.key) {
      lastKey.current = search.key;
      setOwnPage(1);
    }
  }, [search.key]);

  const rows = useMemo(() => (serverPaged ? given : filterPickerRows(given, search.key)), [serverPaged, given, search.key]);
  const columns = useColumns<R>(columnKeys, page, pageSize);

  const [target, setTarget] = useState<R | null>(null);
  const [newWindow, setNewWindow] = useState(false);
  const name = target ? (target.name || target.alias || target.diskId || '') : '';

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) search.flush();
  };

  return (
    <>
      <Toolbar>
        <Search
          onKeyDown={onKeyDown}
          onCompositionStart={() => search.setComposing(true)}
          onCompositionEnd={() => search.setComposing(false)}
        >
          <TextField
            aria-label={t('terminalPicker.searchLabel')}
            placeholder={t('terminalPicker.searchPlaceholder')}
            value={search.input}
            onChange={search.setInput}
            prefix={<Icon name="search" size={14} />}
            isClearable
          />
        </Search>
        {!serverPaged && <Total>{t('terminalPicker.total', { count: rows.length })}</Total>}
      </Toolbar>
      <Table<R>
        aria-label={t('terminalPicker.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        isLoading={isLoading}
        rowHeight={tk.rowHeight}
        maxHeight={tk.tableMaxHeight}
        manualSort
        onRowAction={(row) => {
          setNewWindow(false);
          setTarget(row);
        }}
      />
      {serverPaged && (
        <Footer>
          <Pagination
            total={total}
            page={page}
            pageSize={pageSize}
            pageSizeOptions={[PICKER_PAGE_SIZE, 50, 100]}
            // Pending, not disabled: the page button just pressed keeps the focus (and Escape still closes the picker).
            isPending={isLoading}
            onChange={(nextPage, nextSize) => {
              setOwnPage(nextPage);
              setOwnPageSize(nextSize);
              onPageChange?.(nextPage, nextSize);
            }}
          />
        </Footer>
      )}
      <AlertDialog
        isOpen={target !== null}
        title={t('terminalPicker.confirmTitle')}
        tone="info"
        content={
          <ConfirmBody>
            <span data-testid="switch-question">{t('terminalPicker.switchTo', { name })}</span>
            <Checkbox isSelected={newWindow} onChange={setNewWindow}>
              {t('terminalPicker.newWindow')}
            </Checkbox>
          </ConfirmBody>
        }
        onOk={() => (target ? onSwitch(target, { newWindow }) : undefined)}
        onResult={(confirmed) => {
          setTarget(null);
          if (confirmed) close();
        }}
      />
    </>
  );
}

/**
 * The terminal picker (spec 01 §2 'Header and terminal switching'): a 1235 px dialog with a trimmed, debounced
 * search over company name, tax number and disk number, the terminals in a virtualised table with the columns
 * it is given (they depend on the role), paging (or the whole list), and a confirm before switching, with an
 * option to open the terminal in a new window. Presentational: decided rows in as props, choices out as callbacks.
 */
export function TerminalPicker<R extends PickerRow = PickerRow>(props: TerminalPickerProps<R>) {
  const { t } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  const { isOpen, defaultOpen, onOpenChange, onClose, title } = props;
  return (
    <Dialog
      width="picker"
      title={title ?? t('terminalPicker.title')}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      onClose={onClose}
      footer={null}
    >
      {({ close }) => <PickerBody {...props} close={() => close()} />}
    </Dialog>
  );
}
