import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DescriptionList,
  formatDateTime,
  formatMoney,
  PageFrame,
  Panel,
  Select,
  SelectItem,
  Skeleton,
  space,
  Table,
  TableCellInput,
  TextField,
  useMessage,
  vars,
  type TableColumn,
  type TableKey,
} from '../../../design-system';
import { areaPrefixes, type PortalRoute } from '../../../platform/routing';
import { errorText } from '../../../platform/api/errorText';
import { useAddressSearch } from '../../../platform/routing';
import { redLinesOf } from '../../invoice-issue';
import { invoiceType, lookupKey, redReason, type RedReasonCode } from '../../lookups';
import { formatNumber } from '../../validators';
import { useApplyRedSheetMutation, type BlueInvoice } from '../api';
import { useLazyGetRedBlueInvoiceQuery } from '../hooks/endpoints';
import { applicationOf, fullChoices, lineIssue, redTotals, type LineChoice } from '../rules/sheets';

const Finder = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
  & > div {
    width: 260px;
  }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[3]};
  padding-top: ${space[3]};
`;
const Totals = styled.p`
  margin: 0;
  color: ${vars.colorText};
  font-variant-numeric: tabular-nums;
`;
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

type BlueLine = BlueInvoice['lines'][number];
const reasons: RedReasonCode[] = ['01', '02', '03', '04'];
const percent = (rate: string) => `${formatNumber(String(Number(rate) * 100))}%`;
const cellId = (index: number) => `red-redeem-${index}`;
/** The lines picked elsewhere, checked at their amounts; the others unchecked. */
const pickedChoices = (blue: BlueInvoice, picks: ReadonlyArray<{ index: number; amount: string }>): LineChoice[] =>
  blue.lines.map((l) => {
    const pick = picks.find((p) => p.index === l.index);
    return pick ? { checked: true, amount: pick.amount } : { checked: false, amount: '' };
  });

/**
 * Applying for a red-letter sheet (gules, fullpower/gules; spec 01 §2): find the issued blue invoice by code and
 * number (filled from the address when a page links here), check the lines to redeem (in full, or part of a line by
 * its amount without tax), choose the reason, submit. The sheet then waits for review or the buyer in the list.
 */
export function RedSheetApply({ route }: { route: PortalRoute }) {
  const { t } = useTranslation(['redLetter', 'lookups', 'routeTitles', 'errors']);
  const message = useMessage();
  const navigate = useNavigate();
  const [searchParams] = useAddressSearch();
  const [code, setCode] = useState(searchParams.get('blueInvoiceCode') ?? '');
  const [number, setNumber] = useState(searchParams.get('blueInvoiceNumber') ?? '');
  const [numberMissing, setNumberMissing] = useState(false);
  const [find, found] = useLazyGetRedBlueInvoiceQuery();
  const [apply, applying] = useApplyRedSheetMutation();
  const [choices, setChoices] = useState<LineChoice[]>([]);
  const [reason, setReason] = useState<RedReasonCode>('01');
  const [showIssues, setShowIssues] = useState(false);
  const blue = found.data?.data ?? null;
  const loadedFor = useRef<BlueInvoice | null>(null);
  // 负数发票开具 links here with the lines it picked (redLines, the issuing form's entry contract); a new lookup takes all.
  const picked = useRef(redLinesOf(searchParams.get('redLines') ?? ''));
  if (blue && loadedFor.current !== blue) {
    loadedFor.current = blue;
    const picks = picked.current;
    picked.current = undefined;
    setChoices(picks ? pickedChoices(blue, picks) : fullChoices(blue));
    setShowIssues(false);
  }

  const lookUp = (fpdm: string, fphm: string) => {
    if (!fphm.trim()) {
      setNumberMissing(true);
      return;
    }
    setNumberMissing(false);
    void find({ fphm: fphm.trim(), ...(fpdm.trim() ? { fpdm: fpdm.trim() } : {}) });
  };
  // A link that names the blue invoice finds it at once.
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current) return;
    linked.current = true;
    if (number) lookUp(code, number);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the address's values
  }, []);

  const setChoice = (index: number, next: Partial<LineChoice>) => setChoices((list) => list.map((c, k) => (k === index ? { ...c, ...next } : c)));
  const selectedKeys = useMemo(() => new Set<TableKey>(choices.flatMap((c, k) => (c.checked ? [k] : []))), [choices]);
  const onSelectionChange = (keys: Set<TableKey>) =>
    setChoices((list) =>
      list.map((c, k) => {
        const checked = keys.has(k);
        const line = blue?.lines[k];
        return checked && !c.checked && c.amount === '' && line ? { checked, amount: line.remaining } : { ...c, checked };
      }),
    );

  const columns = useMemo<TableColumn<BlueLine>[]>(
    () => [
      { key: 'showName', title: t('detail.goods'), ellipsis: true, minWidth: 200 },
      { key: 'amount', title: t('columns.amount'), width: 130, align: 'end', render: (line) => formatMoney(line.amount) },
      { key: 'taxRate', title: t('detail.rate'), width: 80, align: 'end', render: (line) => percent(line.taxRate) },
      { key: 'remaining', title: t('apply.remaining'), width: 130, align: 'end', render: (line) => formatMoney(line.remaining) },
      {
        key: 'redeem',
        title: t('apply.redeem'),
        width: 170,
        render: (line, k) => {
          const choice = choices[k] ?? { checked: false, amount: '' };
          const issue = showIssues ? lineIssue(choice, line.remaining) : null;
          return (
            <TableCellInput
              id={cellId(k)}
              aria-label={t('apply.redeemOf', { line: k + 1 })}
              value={choice.amount}
              inputMode="decimal"
              align="end"
              isDisabled={!choice.checked}
              isInvalid={issue !== null}
              errorMessage={issue ? t(`apply.issues.${issue}`) : undefined}
              onChange={(amount) => setChoice(k, { amount })}
            />
          );
        },
      },
    ],
    [t, choices, showIssues],
  );

  const totals = blue ? redTotals(blue, choices) : null;
  const listPath = `${areaPrefixes[route.area]}/${blue?.sheetKind === 'digital' || route.path.includes('/fullpower/') ? 'fullpower/gulesList' : 'gulesList'}`;

  const submit = async () => {
    if (!blue) return;
    const outcome = applicationOf(blue, choices, reason);
    if ('none' in outcome) {
      message.error(t('apply.noLine'));
      return;
    }
    if ('firstError' in outcome) {
      setShowIssues(true);
      requestAnimationFrame(() => document.getElementById(cellId(outcome.firstError))?.focus());
      return;
    }
    const result = await apply({ redSheetApplication: outcome.application });
    if ('data' in result && result.data?.data) {
      message.success(t('apply.submitted', { sheetNo: result.data.data.sheetNo }));
      void navigate(listPath);
    }
  };

  return (
    <PageFrame title={t(route.titleKey)}>
      <Panel title={t('apply.blue')}>
        <Finder
          aria-label={t('apply.blue')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            lookUp(code, number);
          }}
        >
          <TextField label={t('apply.blueCode')} description={t('apply.blueCodeHint')} value={code} onChange={setCode} inputMode="numeric" />
          <TextField
            label={t('apply.blueNumber')}
            isRequired
            value={number}
            onChange={(value) => {
              setNumber(value);
              if (value.trim()) setNumberMissing(false);
            }}
            isInvalid={numberMissing}
            errorMessage={t('apply.blueNumberRequired')}
            inputMode="numeric"
          />
          <Button type="submit" variant="primary" isLoading={found.isFetching}>
            {t('apply.find')}
          </Button>
        </Finder>
      </Panel>
      {found.isFetching && !blue ? (
        <Skeleton variant="text" lines={6} aria-label={t('apply.finding')} />
      ) : found.isError ? (
        <Alert tone="danger">{errorText(t, found.error)}</Alert>
      ) : blue ? (
        <Panel title={t('apply.lines')}>
          <Column>
            <Alert>{t(`apply.kind.${blue.sheetKind}`)}</Alert>
            <DescriptionList
              items={[
                { key: 'type', label: t('columns.type'), value: t(lookupKey(invoiceType, blue.fplxdm)) },
                { key: 'number', label: t('detail.blueInvoice'), value: [blue.fpdm, blue.fphm].filter(Boolean).join(' ') },
                { key: 'time', label: t('columns.createTime'), value: formatDateTime(blue.issueTime) },
                { key: 'buyer', label: t('detail.buyer'), value: `${blue.gfmc} ${blue.gfsh ?? ''}`.trim() },
                { key: 'total', label: t('columns.total'), value: formatMoney(blue.totalAmount) },
              ]}
            />
            <p>{t('apply.linesHint')}</p>
            <Table
              aria-label={t('apply.lines')}
              columns={columns}
              rows={blue.lines}
              rowKey="index"
              selectionMode="multiple"
              selectedKeys={selectedKeys}
              onSelectionChange={onSelectionChange}
              maxHeight={400}
            />
            <Bar>
              <Select label={t('apply.reason')} value={reason} onChange={(key) => setReason(String(key) as RedReasonCode)}>
                {reasons.map((r) => (
                  <SelectItem key={r} id={r}>
                    {t(lookupKey(redReason, r))}
                  </SelectItem>
                ))}
              </Select>
              <Button onPress={() => setChoices(fullChoices(blue))}>{t('apply.full')}</Button>
              {totals && (
                <Totals role="status">
                  {t('apply.totals', { amount: formatMoney(totals.amount.toFixed(2)), tax: formatMoney(totals.taxAmount.toFixed(2)), total: formatMoney(totals.totalAmount.toFixed(2)) })}
                </Totals>
              )}
              <Button variant="primary" isLoading={applying.isLoading} onPress={() => void submit()}>
                {t('apply.submit')}
              </Button>
            </Bar>
          </Column>
        </Panel>
      ) : null}
    </PageFrame>
  );
}
