import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DescriptionList,
  formatDateTime,
  formatMoney,
  Panel,
  Skeleton,
  space,
  StatusBadge,
  Table,
  TableCellInput,
  useMessage,
  vars,
  type TableColumn,
  type TableKey,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import { detailsPath } from '../../invoices';
import { issueEntryPath, type RedLinePick } from '../../invoice-issue';
import { invoiceType, lookupKey, orderStatus, redSheetStatus } from '../../lookups';
import { fullChoices, lineIssue, redTotals, type LineChoice } from '../../red-letter';
import { formatNumber } from '../../validators';
import { useGetNegativeBlueQuery, type NegativeBlueDetail } from '../api';
import { isWholeInvoice, nextStepOf, reversalStateOf, reversalTones, sheetApplyPath } from '../rules/negative';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space[3]};
`;
const Totals = styled.p`
  margin: 0 auto 0 0;
  color: ${vars.colorText};
  font-variant-numeric: tabular-nums;
`;
const List = styled.ul`
  margin: 0;
  padding-left: ${space[5]};
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

type Line = NegativeBlueDetail['lines'][number];
const percent = (rate: string) => `${formatNumber(String(Number(rate) * 100))}%`;
const cellId = (index: number) => `negative-amount-${index}`;

export interface BlueReversalProps {
  route: PortalRoute;
  /** The blue invoice's order id. */
  id: string;
}

/**
 * One blue invoice to reverse (负数发票开具): what each line had, what earlier red invoices and sheets took, what is
 * left; the lines to reverse now (all they have left, or part of a line by its amount without tax); then the issuing
 * form, or, for an invoice that needs a red-letter sheet, the sheet's apply page (with the lines picked) and the
 * sheets already approved or confirmed for it.
 */
export function BlueReversal({ route, id }: BlueReversalProps) {
  const { t } = useTranslation(['negativeIssue', 'lookups', 'errors']);
  const navigate = useNavigate();
  const message = useMessage();
  // What is left changes with every red invoice issued elsewhere: each visit asks again.
  const query = useGetNegativeBlueQuery({ id }, { refetchOnMountOrArgChange: true });
  const blue = query.data?.data ?? null;
  const [choices, setChoices] = useState<LineChoice[]>([]);
  const [showIssues, setShowIssues] = useState(false);
  const loadedFor = useRef<NegativeBlueDetail | null>(null);
  if (blue && loadedFor.current !== blue) {
    loadedFor.current = blue;
    setChoices(fullChoices(blue));
    setShowIssues(false);
  }

  const setChoice = (index: number, next: Partial<LineChoice>) => setChoices((list) => list.map((c, k) => (k === index ? { ...c, ...next } : c)));
  const selectedKeys = useMemo(() => new Set<TableKey>(choices.flatMap((c, k) => (c.checked ? [k] : []))), [choices]);
  const onSelectionChange = (keys: Set<TableKey>) =>
    setChoices((list) =>
      list.map((c, k) => {
        const line = blue?.lines[k];
        // A line with nothing left cannot be picked.
        const checked = keys.has(k) && line !== undefined && Number(line.remaining) > 0;
        return checked && !c.checked && c.amount === '' && line ? { checked, amount: line.remaining } : { ...c, checked };
      }),
    );

  const columns = useMemo<TableColumn<Line>[]>(
    () => [
      { key: 'showName', title: t('lines.goods'), ellipsis: true, minWidth: 180 },
      { key: 'quantity', title: t('lines.quantity'), width: 80, align: 'end', render: (l) => l.quantity ?? '' },
      { key: 'amount', title: t('lines.amount'), width: 120, align: 'end', render: (l) => formatMoney(l.amount) },
      { key: 'taxRate', title: t('lines.rate'), width: 70, align: 'end', render: (l) => percent(l.taxRate) },
      { key: 'reversed', title: t('lines.reversed'), width: 120, align: 'end', render: (l) => formatMoney(l.reversed) },
      { key: 'remaining', title: t('lines.remaining'), width: 140, align: 'end', render: (l) => formatMoney(l.remaining) },
      {
        key: 'now',
        title: t('lines.now'),
        width: 170,
        render: (line, k) => {
          const choice = choices[k] ?? { checked: false, amount: '' };
          const problem = showIssues ? lineIssue(choice, line.remaining) : null;
          return (
            <TableCellInput
              id={cellId(k)}
              aria-label={t('lines.nowOf', { line: k + 1 })}
              value={choice.amount}
              inputMode="decimal"
              align="end"
              isDisabled={!choice.checked}
              isInvalid={problem !== null}
              errorMessage={problem ? t(`lines.issues.${problem}`) : undefined}
              onChange={(amount) => setChoice(k, { amount })}
            />
          );
        },
      },
    ],
    [t, choices, showIssues],
  );

  if (query.isError) {
    return (
      <Panel title={t('detail.title')}>
        <Column>
          <Alert tone="danger">{errorText(t, query.error)}</Alert>
          <Bar>
            <Button onPress={() => void query.refetch()}>{t('list.retry')}</Button>
          </Bar>
        </Column>
      </Panel>
    );
  }
  if (!blue) return <Skeleton variant="text" lines={6} aria-label={t('detail.loading')} />;

  const step = nextStepOf(blue);
  const state = reversalStateOf(blue);
  const digitalRoute = route.path.includes('/fullpower/');
  const totals = redTotals(blue, choices);

  /** The picks to send, or null after showing why not (focus at the first wrong amount). */
  const picksOrProblem = (): RedLinePick[] | null => {
    const firstError = blue.lines.findIndex((line, k) => lineIssue(choices[k] ?? { checked: false, amount: '' }, line.remaining) !== null);
    if (firstError >= 0) {
      setShowIssues(true);
      requestAnimationFrame(() => document.getElementById(cellId(firstError))?.focus());
      return null;
    }
    const picks = blue.lines.flatMap((line, k) => {
      const c = choices[k];
      return c?.checked ? [{ index: line.index, amount: Number(c.amount.trim()).toFixed(2) }] : [];
    });
    if (picks.length === 0) {
      message.error(t('lines.none'));
      return null;
    }
    return picks;
  };

  const issue = () => {
    const picks = picksOrProblem();
    if (!picks) return;
    const whole = isWholeInvoice(blue, picks);
    void navigate(issueEntryPath(route.area, { kind: 'red', code: blue.fpdm, number: blue.fphm, redSheetNo: '', ...(whole ? {} : { lines: picks }) }));
  };
  const applySheet = () => {
    const picks = picksOrProblem();
    if (!picks) return;
    const whole = isWholeInvoice(blue, picks);
    void navigate(sheetApplyPath(route.area, blue, whole ? '' : picks.map((p) => `${p.index}:${p.amount}`).join(','), digitalRoute));
  };
  const issuable = blue.sheets.filter((s) => s.issuable);
  const sheetWord = step === 'digitalSheet' ? 'digital' : 'paper';

  return (
    <Panel title={t('detail.title')} extra={<StatusBadge tone={reversalTones[state]}>{t(`state.${state}`)}</StatusBadge>}>
      <Column>
        <DescriptionList
          items={[
            { key: 'type', label: t('columns.type'), value: t(lookupKey(invoiceType, blue.fplxdm)) },
            { key: 'number', label: t('columns.codeNumber'), value: [blue.fpdm, blue.fphm].filter(Boolean).join(' ') },
            { key: 'time', label: t('columns.issueTime'), value: formatDateTime(blue.issueTime) },
            { key: 'buyer', label: t('columns.buyer'), value: `${blue.gfmc} ${blue.gfsh ?? ''}`.trim() },
            { key: 'total', label: t('columns.total'), value: formatMoney(blue.totalAmount) },
            { key: 'left', label: t('columns.remainingTotal'), value: formatMoney(blue.remainingTotal) },
          ]}
        />
        {step === 'done' ? (
          <Alert tone="success">{t('detail.done')}</Alert>
        ) : step === 'issue' ? (
          <Alert>{t('detail.direct')}</Alert>
        ) : (
          <Alert tone="warning">{t(`detail.needs.${sheetWord}`)}</Alert>
        )}
        <Table
          aria-label={t('lines.title')}
          columns={columns}
          rows={blue.lines}
          rowKey="index"
          selectionMode={step === 'done' ? 'none' : 'multiple'}
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          maxHeight={360}
        />
        {step !== 'done' && (
          <Bar>
            <Totals role="status">
              {t('lines.totals', { amount: formatMoney(totals.amount.toFixed(2)), tax: formatMoney(totals.taxAmount.toFixed(2)), total: formatMoney(totals.totalAmount.toFixed(2)) })}
            </Totals>
            <Button
              onPress={() => {
                setChoices(fullChoices(blue));
                setShowIssues(false);
              }}
            >
              {t('lines.full')}
            </Button>
            {step === 'issue' ? (
              <Button variant="primary" onPress={issue}>
                {t('actions.issue')}
              </Button>
            ) : (
              <Button variant="primary" onPress={applySheet}>
                {t(`actions.apply.${sheetWord}`)}
              </Button>
            )}
          </Bar>
        )}
        {step !== 'issue' && step !== 'done' && issuable.length > 0 && (
          <section aria-label={t(`sheets.title.${sheetWord}`)}>
            <p>{t(`sheets.ready.${sheetWord}`)}</p>
            <List>
              {issuable.map((s) => (
                <Item key={s.sheetNo}>
                  <span>
                    {s.sheetNo} · {t(lookupKey(redSheetStatus, s.status))} · {formatMoney(s.totalAmount)}
                  </span>
                  <Button
                    size="sm"
                    aria-label={t('actions.issueFromOf', { sheetNo: s.sheetNo })}
                    onPress={() => void navigate(issueEntryPath(route.area, { kind: 'red', code: blue.fpdm, number: blue.fphm, redSheetNo: s.sheetNo }, step === 'digitalSheet'))}
                  >
                    {t('actions.issueFrom')}
                  </Button>
                </Item>
              ))}
            </List>
          </section>
        )}
        {blue.reds.length > 0 && (
          <section aria-label={t('reds.title')}>
            <p>{t('reds.title')}</p>
            <List>
              {blue.reds.map((r) => (
                <Item key={r.id}>
                  <span>
                    {r.fphm ? [r.fpdm, r.fphm].filter(Boolean).join(' ') : t('reds.pending')} · {t(lookupKey(orderStatus, String(r.ddzt)))} · {formatMoney(r.totalAmount)} · {formatDateTime(r.createTime)}
                    {r.sheetNo ? ` · ${t('reds.fromSheet', { sheetNo: r.sheetNo })}` : ''}
                  </span>
                  {r.fphm && (
                    <Button size="sm" variant="text" aria-label={t('reds.viewOf', { number: r.fphm })} onPress={() => void navigate(detailsPath(route.area, { fpdm: r.fpdm ?? '', fphm: r.fphm }))}>
                      {t('reds.view')}
                    </Button>
                  )}
                </Item>
              ))}
            </List>
          </section>
        )}
      </Column>
    </Panel>
  );
}
