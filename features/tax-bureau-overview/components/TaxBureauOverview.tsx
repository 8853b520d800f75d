import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ActionGroup,
  Alert,
  Button,
  Empty,
  FilterBar,
  formatDateTime,
  PageFrame,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  Tag,
  TextField,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import { pushMessages } from '../../../platform/push';
import type { PortalRoute } from '../../../platform/routing';
import { useAddressSearch } from '../../../platform/routing';
import { lookupEntry, lookupKey } from '../../lookups';
import { useGetTaxLoginOverviewQuery, type TaxLoginRow, type TaxLoginState } from '../api';
import { dropOf, faceState, loginState, loginStates, type TaxLoginDrop } from '../rules/overview';
import { LoginFixDialogs, type LoginFixKind } from './LoginFixDialogs';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;
const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
`;
const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`;
const Sub = styled.span`
  overflow: hidden;
  color: ${vars.colorTextSecondary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ALL = 'all';

export interface TaxBureauOverviewProps {
  route: PortalRoute;
}

/**
 * 电子税局 (spec 01 §2 TaxBureau, member and agency areas): every terminal's tax-bureau login at a glance (logged in,
 * dropped, logged out, no account), its face-scan state and its invoicing and query accounts (spec 01 §3 qdInfo);
 * a row logs in again or scans its face with the dialogs of the terminal list. A login that drops is pushed on the
 * user's channel (bizId QDDX) and shown as it drops: the row changes and a warning names the terminal.
 */
export function TaxBureauOverview({ route }: TaxBureauOverviewProps) {
  const { t } = useTranslation(['taxBureauOverview', 'routeTitles', 'errors']);
  const [searchParams, setSearchParams] = useAddressSearch();
  const applied = { state: searchParams.get('state') ?? '', kw: searchParams.get('kw') ?? '' };
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(searchParams.toString());
  if (seen !== searchParams.toString()) {
    setSeen(searchParams.toString());
    setDraft(applied);
  }
  const state = (loginStates as readonly string[]).includes(applied.state) ? (applied.state as TaxLoginState) : undefined;
  const query = useGetTaxLoginOverviewQuery({ ...(state ? { state } : {}), ...(applied.kw.trim() ? { kw: applied.kw.trim() } : {}) }, { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => query.data?.data.list ?? [], [query.data]);
  const counts = query.data?.data.counts;
  const [fix, setFix] = useState<{ kind: LoginFixKind; terminal: TaxLoginRow } | null>(null);

  // A dropped login, as it drops: an alert names the terminal (kept until closed), the list is read again.
  const [drops, setDrops] = useState<TaxLoginDrop[]>([]);
  const refetch = useRef(query.refetch);
  useEffect(() => {
    refetch.current = query.refetch;
  });
  useEffect(
    () =>
      pushMessages.subscribe((push) => {
        const drop = dropOf(push);
        if (!drop) return;
        setDrops((list) => [...list.filter((d) => d.diskId !== drop.diskId), drop]);
        void refetch.current();
      }),
    [],
  );

  const apply = (filters: { state: string; kw: string }) => {
    const next = new URLSearchParams();
    for (const [key, value] of searchParams) if (key !== 'state' && key !== 'kw') next.set(key, value);
    if (filters.state) next.set('state', filters.state);
    if (filters.kw.trim()) next.set('kw', filters.kw.trim());
    if (next.toString() === searchParams.toString()) void query.refetch();
    else setSearchParams(next);
  };

  const columns = useMemo<TableColumn<TaxLoginRow>[]>(
    () => [
      { key: 'taxerName', title: t('columns.taxerName'), ellipsis: true, minWidth: 160 },
      { key: 'diskId', title: t('columns.diskId'), width: 120 },
      {
        key: 'state',
        title: t('columns.login'),
        width: 270,
        render: (row) => (
          <Cell>
            <Tag tone={lookupEntry(loginState, row.state)?.tone ?? 'neutral'}>{t(lookupKey(loginState, row.state))}</Tag>
            {row.state === 'dropped' && row.dropTime && <Sub title={row.dropReason}>{t('dropTime', { time: formatDateTime(row.dropTime) })}</Sub>}
            {row.state === 'loggedIn' && row.loginTime && <Sub>{t('loginTime', { time: formatDateTime(row.loginTime) })}</Sub>}
          </Cell>
        ),
      },
      {
        key: 'faceState',
        title: t('columns.face'),
        width: 250,
        render: (row) =>
          row.faceState === '0' ? (
            <Sub>{t('faceNone')}</Sub>
          ) : (
            <Cell>
              <Tag tone={lookupEntry(faceState, row.faceState)?.tone ?? 'neutral'}>{t(lookupKey(faceState, row.faceState))}</Tag>
              {row.faceValidUntil && <Sub>{t('faceUntil', { time: formatDateTime(row.faceValidUntil) })}</Sub>}
            </Cell>
          ),
      },
      {
        key: 'invoicingAccount',
        title: t('columns.invoicingAccount'),
        width: 190,
        ellipsis: true,
        render: (row) => (row.invoicingAccount ? t('account', row.invoicingAccount) : <Sub>{t('noAccount')}</Sub>),
      },
      {
        key: 'queryAccount',
        title: t('columns.queryAccount'),
        width: 190,
        ellipsis: true,
        render: (row) => (row.queryAccount ? t('account', row.queryAccount) : <Sub>{t('noAccount')}</Sub>),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 170,
        render: (row) => {
          const names = { name: row.taxerName, diskId: row.diskId };
          const login = row.state === 'unlinked' ? 'link' : row.state === 'loggedIn' ? 'account' : 'relogin';
          return (
            <ActionGroup>
              <Button size="sm" variant="text" aria-label={t(`actions.${login}Of`, names)} onPress={() => setFix({ kind: 'login', terminal: row })}>
                {t(`actions.${login}`)}
              </Button>
              {row.status === 1 && (
                <Button size="sm" variant="text" aria-label={t('actions.faceOf', names)} onPress={() => setFix({ kind: 'face', terminal: row })}>
                  {t('actions.face')}
                </Button>
              )}
            </ActionGroup>
          );
        },
      },
    ],
    [t],
  );

  const summary = counts ? loginStates.map((s) => t('summaryItem', { label: t(lookupKey(loginState, s)), count: counts[s] })).join(t('summarySeparator')) : null;

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
                    setDraft({ state: '', kw: '' });
                    apply({ state: '', kw: '' });
                  }}
                >
                  {t('reset')}
                </Button>
              </>
            }
          >
            <Select label={t('state')} value={draft.state || ALL} onChange={(key) => setDraft((d) => ({ ...d, state: key === ALL ? '' : String(key) }))}>
              {[ALL, ...loginStates].map((code) => (
                <SelectItem key={code} id={code}>
                  {code === ALL ? t('all') : t(lookupKey(loginState, code))}
                </SelectItem>
              ))}
            </Select>
            <TextField label={t('keyword')} placeholder={t('keywordPlaceholder')} value={draft.kw} onChange={(kw) => setDraft((d) => ({ ...d, kw }))} />
          </FilterBar>
        </form>
      </Panel>
      {drops.length > 0 && (
        <Alert tone="warning" title={t('droppedTitle')} onClose={() => setDrops([])}>
          {drops.map((drop) => t('dropped', { name: drop.taxerName || drop.diskId, diskId: drop.diskId, msg: drop.msg })).join('\n')}
        </Alert>
      )}
      <Panel title={t('results')} extra={summary ? <Count>{summary}</Count> : undefined}>
        <Hint>{t('hint')}</Hint>
        {query.isLoading || (query.isFetching && query.isError) ? (
          <Skeleton variant="table" rows={8} columns={7} aria-label={t('loading')} />
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
          <Table aria-label={t('results')} columns={columns} rows={rows} rowKey="diskId" isLoading={query.isFetching} maxHeight={560} emptyContent={<Empty title={t('empty')} />} />
        )}
      </Panel>
      <LoginFixDialogs fix={fix} memberArea={route.area === 'member'} onClose={() => setFix(null)} onChanged={() => void query.refetch()} />
    </PageFrame>
  );
}
