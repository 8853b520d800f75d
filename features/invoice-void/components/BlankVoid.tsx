import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DescriptionList,
  Empty,
  formatDate,
  Icon,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  Tag,
  TextField,
  useConfirm,
  vars,
  type TableColumn,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { RuleIssue } from '../../../platform/rules';
import { areaPrefixes, type PortalRoute } from '../../../platform/routing';
import { invoiceType, lookupKey } from '../../lookups';
import { useTerminalGate } from '../../terminals';
import type { BlankVoidResult, StockSegment } from '../api';
import { useGetInvoiceStockQuery, useVoidBlankInvoicesMutation } from '../hooks/voidApi';
import { checkBlankRun, runCount, segmentKey, type BlankRun } from '../rules/blank';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[3]} ${space[4]};
  margin-top: ${space[3]};
  & > div {
    width: 200px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-top: ${space[3]};
`;

const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  margin: 0 0 ${space[2]};
  color: ${vars.colorTextSecondary};
`;

const Stack = styled.div`
  display: grid;
  gap: ${space[3]};
`;

export interface BlankVoidProps {
  route: PortalRoute;
}

/** What the last void of this visit came to: the voided run, or the server's reason. */
type Outcome = { kind: 'done'; result: BlankVoidResult } | { kind: 'failed'; reason: string };

/**
 * 空白发票作废 (spec 01 §2 invalid): the current terminal's unused paper invoice numbers by roll segment; the user picks a
 * segment, a number or a run of it, confirms, and sees what was voided; the stock shrinks (rules/blank.ts).
 */
export function BlankVoid({ route }: BlankVoidProps) {
  const { t } = useTranslation(['invoiceVoid', 'lookups', 'errors']);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const gate = useTerminalGate();
  const terminal = gate.terminal;
  const diskId = terminal?.diskId ?? '';
  const digital = Number(terminal?.diskType) === 7;
  const stock = useGetInvoiceStockQuery({ diskId }, { skip: !diskId || digital });
  const [voidBlank, voiding] = useVoidBlankInvoicesMutation();
  const segments = useMemo(() => stock.data?.data.segments ?? [], [stock.data]);

  // The picked segment by code and first number; once a void has shrunk it, the rest of it (same code, further on) stays picked.
  const [picked, setPicked] = useState<Pick<StockSegment, 'fpdm' | 'qshm'> | null>(null);
  const segment =
    (picked && (segments.find((s) => segmentKey(s) === segmentKey(picked)) ?? segments.find((s) => s.fpdm === picked.fpdm && s.qshm >= picked.qshm))) ||
    segments[0] ||
    null;
  const [run, setRun] = useState<BlankRun & { of: string }>({ of: '', qshm: '', zzhm: '' });
  // A newly picked (or shrunk) segment starts the run at its first unused number.
  const shownKey = segment ? segmentKey(segment) : '';
  const current: BlankRun = run.of === shownKey ? run : { qshm: segment?.qshm ?? '', zzhm: segment?.qshm ?? '' };
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const typeName = (code: string) => t(lookupKey(invoiceType, code));
  const set = (patch: Partial<BlankRun>) => {
    setRun({ ...current, ...patch, of: shownKey });
    setIssues((list) => list.filter((i) => !(i.field in patch)));
  };
  const errorOf = (field: keyof BlankRun) => {
    const found = issues.find((i) => i.field === field);
    return found ? t(found.key, found.params ?? {}) : undefined;
  };

  const submit = async () => {
    if (!segment) return;
    const typed = { qshm: current.qshm.trim(), zzhm: current.zzhm.trim() };
    const found = checkBlankRun(segment, typed);
    setIssues(found);
    if (found.length > 0) return;
    const count = runCount(typed);
    const params = { type: typeName(segment.fplxdm), code: segment.fpdm, first: typed.qshm, last: typed.zzhm, count };
    const sure = await confirm({ title: t('blank.confirmTitle'), content: t('blank.confirm', params), okText: t('blank.ok'), okVariant: 'danger', tone: 'warning' });
    if (!sure) return;
    const reply = await voidBlank({ blankVoidRequest: { diskId, fplxdm: segment.fplxdm, fpdm: segment.fpdm, ...typed } });
    if ('error' in reply) {
      // The request layer has alerted the server's words (提示); they stay on the page beside the form, which keeps the numbers.
      setOutcome({ kind: 'failed', reason: errorText(t, reply.error) });
      return;
    }
    setOutcome({ kind: 'done', result: reply.data.data });
    setRun({ of: '', qshm: '', zzhm: '' });
  };

  const columns = useMemo<TableColumn<StockSegment>[]>(
    () => [
      { key: 'fplxdm', title: t('blank.columns.type'), minWidth: 160, ellipsis: true, render: (row) => t(lookupKey(invoiceType, row.fplxdm)) },
      { key: 'fpdm', title: t('blank.columns.code'), width: 150 },
      { key: 'qshm', title: t('blank.columns.first'), width: 120 },
      { key: 'zzhm', title: t('blank.columns.last'), width: 120 },
      { key: 'count', title: t('blank.columns.count'), width: 100, align: 'end' },
      { key: 'receivedAt', title: t('blank.columns.receivedAt'), width: 120, render: (row) => formatDate(row.receivedAt) },
      {
        key: 'picked',
        title: t('blank.pick'),
        width: 100,
        render: (row) => (segment && segmentKey(row) === segmentKey(segment) ? <Tag tone="info">{t('blank.picked')}</Tag> : null),
      },
    ],
    [t, segment],
  );

  let body;
  if (!terminal) {
    body = <Empty title={t(gate.block?.key ?? 'invoiceVoid:noTerminal')} />;
  } else if (digital) {
    body = <Alert tone="info">{t('digital')}</Alert>;
  } else if (stock.isLoading) {
    body = <Skeleton variant="table" rows={3} columns={6} aria-label={t('blank.stockLoading')} />;
  } else if (stock.isError) {
    body = (
      <Empty
        title={t('blank.stockFailed')}
        description={errorText(t, stock.error)}
        action={
          <Button variant="primary" onPress={() => void stock.refetch()}>
            {t('blank.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Hint>{t('blank.pickHint')}</Hint>
        <Table
          aria-label={t('blank.stock')}
          columns={columns}
          rows={segments}
          rowKey={segmentKey}
          maxHeight={280}
          isLoading={stock.isFetching}
          emptyContent={t('blank.stockEmpty')}
          onRowAction={(row) => {
            setPicked({ fpdm: row.fpdm, qshm: row.qshm });
            setIssues([]);
          }}
        />
      </>
    );
  }

  const count = runCount({ qshm: current.qshm.trim(), zzhm: current.zzhm.trim() });
  const ready = terminal && !digital && stock.isSuccess;
  return (
    <PageFrame title={t('blank.title')}>
      <Stack>
        <Alert tone="info">{t('blank.intro')}</Alert>
        {terminal && <Count>{t('terminal', { name: terminal.taxerName, diskId: terminal.diskId })}</Count>}
      </Stack>
      <Panel
        title={t('blank.stock')}
        extra={
          ready ? (
            <Button size="sm" icon={<Icon name="refresh" size={14} />} isLoading={stock.isFetching} onPress={() => void stock.refetch()}>
              {t('blank.refresh')}
            </Button>
          ) : undefined
        }
      >
        {body}
      </Panel>
      {ready && (
        <Panel title={t('blank.form')}>
          {segment ? (
            <form
              aria-label={t('blank.form')}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void gate.guard(() => void submit());
              }}
            >
              <DescriptionList
                items={[
                  { key: 'type', label: t('blank.columns.type'), value: typeName(segment.fplxdm) },
                  { key: 'code', label: t('blank.columns.code'), value: segment.fpdm },
                  { key: 'range', label: t('blank.unused'), value: t('blank.range', { first: segment.qshm, last: segment.zzhm, count: segment.count }) },
                ]}
              />
              <Fields>
                <TextField
                  label={t('blank.qshm')}
                  value={current.qshm}
                  onChange={(qshm) => set({ qshm: qshm.replace(/\s/g, '') })}
                  inputMode="numeric"
                  maxLength={8}
                  isRequired
                  isInvalid={errorOf('qshm') !== undefined}
                  errorMessage={errorOf('qshm')}
                />
                <TextField
                  label={t('blank.zzhm')}
                  value={current.zzhm}
                  onChange={(zzhm) => set({ zzhm: zzhm.replace(/\s/g, '') })}
                  inputMode="numeric"
                  maxLength={8}
                  isRequired
                  isInvalid={errorOf('zzhm') !== undefined}
                  errorMessage={errorOf('zzhm')}
                />
              </Fields>
              <Actions>
                <Button type="submit" variant="danger" isLoading={voiding.isLoading}>
                  {t('blank.submit')}
                </Button>
                {count > 0 && <Count aria-live="polite">{t('blank.count', { count })}</Count>}
              </Actions>
            </form>
          ) : (
            <Empty size="compact" title={t('blank.stockEmpty')} />
          )}
          {outcome && (
            <Actions>
              {outcome.kind === 'done' ? (
                <>
                  <Alert tone="success">
                    {t('blank.result', {
                      type: typeName(outcome.result.fplxdm),
                      code: outcome.result.fpdm,
                      first: outcome.result.qshm,
                      last: outcome.result.zzhm,
                      count: outcome.result.count,
                    })}
                  </Alert>
                  <Button
                    variant="text"
                    onPress={() => void navigate(`${areaPrefixes[route.area]}/inquire?kind=2&fpdm=${encodeURIComponent(outcome.result.fpdm)}`)}
                  >
                    {t('blank.viewInquiry')}
                  </Button>
                </>
              ) : (
                <Alert tone="danger">{t('blank.failed', { reason: outcome.reason })}</Alert>
              )}
            </Actions>
          )}
        </Panel>
      )}
      {gate.element}
    </PageFrame>
  );
}
