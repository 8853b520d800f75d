import { Suspense, lazy, memo, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  FormActions,
  Panel,
  Switch,
  TextField,
  formatDateTime,
  space,
  useConfirm,
  type TableHandle,
} from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import type { Area } from '../../../platform/routing';
import { useAiRectifyMutation, useGetIssueQuotaQuery, type IssueOrderRequest, type IssueQuota, type SellerInfo } from '../api';
import { draftOf, emptyLine, initialFormState, issueFormReducer, type IssueFormState } from '../hooks/issueFormState';
import { newKey } from '../hooks/newKey';
import { useAfterPaint } from '../hooks/useAfterPaint';
import { useDraftAutosave } from '../hooks/useDraftAutosave';
import { useNamedDrafts } from '../hooks/useNamedDrafts';
import type { ExtrasAction } from '../hooks/issueExtras';
import type { SubmitFailure, SubmitOutcome } from '../hooks/useIssueOrder';
import { buyerTaxIdWarning } from '../rules/buyerWarnings';
import { UKEY_MAX_LINES } from '../rules/goods';
import { invoiceMessages } from '../rules/messages';
import { checkAmountQuota } from '../rules/quota';
import { rectifyProgrammes, type RectifyProgramme } from '../rules/rectify';
import { remarkLimit } from '../rules/limits';
import { invoiceTotals, type EditLine } from '../rules/lineAmounts';
import { allowedTaxRates } from '../rules/taxRates';
import { invoiceTypes, type InvoiceType, type IssueContext } from '../rules/types';
import { voidIssues } from '../rules/red';
import { sellerInfoPath } from '../entry';
import { invoiceType as invoiceTypeTable, lookupKey } from '../../lookups';
import { validateInvoiceDraft } from '../rules/validate';
import { FieldGrid } from './BuyerBlock';
import { cellId, fieldId, locateIssues, type GridColumn, type LocatedIssue } from './fieldIssues';
import { GoodsGrid } from './GoodsGrid';
import { BuyerSection, OtherSection, ReviewField } from './IssueFormSections';
import { NamedDrafts } from './NamedDrafts';
import { IssueTotals } from './IssueTotals';
import { ReasonDialog } from './ReasonDialog';
import { SellerBlock } from './SellerBlock';
import { SpecialBusinessSection } from './SpecialBusinessSection';
import { useAsk } from './useAsk';

// Opened on demand: not part of the form's first paint.
const InvoicePreview = lazy(() => import('./InvoicePreview').then((m) => ({ default: m.InvoicePreview })));
const RectifyDialog = lazy(() => import('./RectifyDialog').then((m) => ({ default: m.RectifyDialog })));

// The sections render again only when their own slice of the form changes (a keystroke in a goods line
// renders that line and the totals).
const Seller = memo(SellerBlock);
const SpecialBusiness = memo(SpecialBusinessSection);
const Totals = memo(IssueTotals);
const Drafts = memo(NamedDrafts);
const Grid = memo(GoodsGrid);

/** The quota issues of an invoice whose price with tax is `total`. */
function quotaIssues(quota: IssueQuota, total: string) {
  return checkAmountQuota({ current: total, ...quota });
}

const isQuotaField = (field: string | null) => field !== null && /^(hard|warning)Limits\./.test(field);

const noMessages: ReadonlyMap<string, string> = new Map();
const noCellMessages: ReadonlyMap<string, Partial<Record<GridColumn, string>>> = new Map();

/** The same map as last time when its content is the same, so the sections that show it skip rendering. */
function useStableMap<V>(map: ReadonlyMap<string, V>, empty: ReadonlyMap<string, V>): ReadonlyMap<string, V> {
  const last = useRef<{ key: string; map: ReadonlyMap<string, V> }>({ key: '', map: empty });
  if (map.size === 0) return empty;
  const key = JSON.stringify([...map]);
  if (key !== last.current.key) last.current = { key, map };
  return last.current.map;
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

export interface IssueFormProps {
  invoiceType: InvoiceType;
  /** The draft's owner and place: drafts are kept per user, terminal and invoice type. */
  userId: string;
  diskId: string;
  /** Everything the rules need besides the draft (taxpayer type, disk, binding, seller). */
  context: Omit<IssueContext, 'invoiceType'>;
  seller: { data: SellerInfo | null; isLoading: boolean; isError: boolean; refetch(): void };
  includingTax: boolean;
  onIncludingTaxChange(value: boolean): void;
  submitting: boolean;
  failure: SubmitFailure | null;
  /** Creates the order; resolves with it, or with why it was not created. */
  onSubmit(request: IssueOrderRequest): Promise<SubmitOutcome>;
  /** Changing it gives the draft a new idempotency key (back to the form after a failed order: a new order). */
  renewKey?: number;
  /** The draft store's kind (entry.ts draftKindOf): the type's draft, or a red / copied / void one. */
  draftKind?: string;
  /** The form's state when no draft is stored (a red invoice or a copy starts from the source invoice). */
  initialState?: IssueFormState;
  /** The area, for the link to its seller-information page. */
  area?: Area;
}

/** Message of a rule issue in the user's language. */
function useIssueText() {
  const { t } = useTranslation(['invoice', 'issue']);
  return useCallback((issue: RuleIssue) => t(issue.key, issue.params ?? {}), [t]);
}

/**
 * The issuing form (spec 01 §3 invoice draft, §5): one form for every invoice type — buyer, seller, goods grid with live
 * totals, remark with its byte counter, receiver, payee/checker/drawer. Submitting runs validateInvoiceDraft:
 * errors show at their fields and cells and focus moves to the first; confirm-to-continue and dialog issues
 * ask; then the order is created with the draft's idempotency key. The form autosaves as a draft.
 */
export function IssueForm(props: IssueFormProps) {
  const { invoiceType, userId, diskId, context, seller, includingTax, submitting, failure } = props;
  const { t } = useTranslation(['issue', 'invoice', 'ds', 'issueForm']);
  const text = useIssueText();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const baseCtx = useMemo<IssueContext>(() => ({ ...context, invoiceType }), [context, invoiceType]);
  const defaultRate = useMemo(() => allowedTaxRates(baseCtx).find((o) => o.value !== '0' && o.dutyFree === 0)?.value ?? '', [baseCtx]);

  const [state, dispatch] = useReducer(issueFormReducer, undefined, () =>
    props.initialState ?? initialFormState(invoiceType, newKey('draft'), emptyLine(newKey('line'), defaultRate)),
  );
  const kind = state.extras.kind;
  const family = invoiceTypes[invoiceType].family;
  // Red repeats the blue invoice (its remark limit is 184); fully-digital invoices may be sent to a mobile (our reading).
  const ctx = useMemo<IssueContext>(() => ({ ...baseCtx, isRed: kind === 1, receiverMayBeMobile: family === 'digital' }), [baseCtx, kind, family]);
  const extras = useCallback((action: ExtrasAction) => dispatch({ type: 'extras', action }), []);
  const restore = useCallback((s: IssueFormState) => dispatch({ type: 'restore', state: { ...s, invoiceType } }), [invoiceType]);
  const draftKind = props.draftKind ?? `issue-${invoiceType}`;
  const address = useMemo(() => ({ userId, scope: diskId, kind: draftKind }), [userId, diskId, draftKind]);
  const drafts = useDraftAutosave(address, state, restore);
  const named = useNamedDrafts(address);

  const renewKey = props.renewKey ?? 0;
  const [keyedFor, setKeyedFor] = useState(renewKey);
  useEffect(() => {
    if (renewKey === keyedFor) return;
    setKeyedFor(renewKey);
    dispatch({ type: 'newKey', key: newKey('draft') });
  }, [renewKey, keyedFor]);

  const [showErrors, setShowErrors] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const gridRef = useRef<TableHandle>(null);

  // The latest state for callbacks that outlive a render (submit, the preview's confirm, saving a named draft).
  const stateRef = useRef(state);
  stateRef.current = state;
  // Typing paints first; the draft of 2,000 lines, its checks and the totals follow after the paint.
  // Submit checks the current state.
  const deferred = useAfterPaint(state);
  // The disk's invoiced history and amount limits (spec 01 §9), read again for each new form: the last invoice counts.
  const quota = useGetIssueQuotaQuery({ diskId }, { refetchOnMountOrArgChange: true }).data?.data ?? null;
  const checkNow = useCallback(
    (s: IssueFormState, total: string) => {
      // A blank-invoice void has no lines: its own few checks.
      const all = s.extras.kind === 2 ? voidIssues(s) : validateInvoiceDraft(draftOf(s, includingTax), ctx);
      // Hard limits block, warnings ask (confirm) before submitting; red invoices and voids only lower the history and
      // are not checked (our reading).
      if (s.extras.kind === 0 && quota) all.push(...quotaIssues(quota, total));
      return { issues: all, located: locateIssues(all.filter((i) => i.severity === 'error'), s.lines) };
    },
    [ctx, includingTax, quota],
  );
  const totals = useMemo(() => invoiceTotals(deferred.lines, includingTax), [deferred.lines, includingTax]);
  const shown = useMemo(() => checkNow(deferred, totals.total), [checkNow, deferred, totals]);
  const { located } = shown;

  const fieldErrors = useStableMap(
    useMemo(() => {
      const map = new Map<string, string>();
      if (showErrors) for (const l of located) if (l.field && !map.has(l.field)) map.set(l.field, text(l.issue));
      return map;
    }, [showErrors, located, text]),
    noMessages,
  );
  const cellErrors = useStableMap(
    useMemo(() => {
      const map = new Map<string, Partial<Record<GridColumn, string>>>();
      if (!showErrors) return map;
      for (const l of located) {
        if (!l.cell) continue;
        const row = map.get(l.cell.lineId) ?? {};
        row[l.cell.column] ??= text(l.issue);
        map.set(l.cell.lineId, row);
      }
      return map;
    }, [showErrors, located, text]),
    noCellMessages,
  );
  const formIssues = showErrors ? located.filter((l) => !l.cell && (l.field === 'goodsList' || l.field === '' || isQuotaField(l.field))) : [];
  const lineIssues = showErrors ? located.filter((l) => l.cell) : [];

  const focusCell = useCallback((lineId: string, column: GridColumn) => {
    const index = stateRef.current.lines.findIndex((l) => l.id === lineId);
    if (index >= 0) gridRef.current?.scrollToRow(index);
    // The row renders on the next frame when it was scrolled into view.
    const tryFocus = (attempt: number) => {
      const el = document.getElementById(cellId(lineId, column));
      if (el) {
        el.focus();
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      } else if (attempt < 5) requestAnimationFrame(() => tryFocus(attempt + 1));
    };
    requestAnimationFrame(() => tryFocus(0));
  }, []);

  const focusIssue = useCallback(
    (l: LocatedIssue) => {
      if (l.cell) {
        focusCell(l.cell.lineId, l.cell.column);
        return;
      }
      requestAnimationFrame(() => {
        const el = l.field ? document.getElementById(fieldId(l.field)) : null;
        if (el) {
          el.focus();
          el.scrollIntoView({ block: 'center', inline: 'nearest' });
        }
      });
    },
    [focusCell],
  );

  // The goods grid's whole-list changes (batch operations, paste, tax-code picker, AI coding).
  const setLines = useCallback((lines: EditLine[]) => dispatch({ type: 'lines', lines }), []);
  const changeLine = useCallback((id: string, field: GridColumn, value: string) => dispatch({ type: 'line', id, field, value }), []);
  const deleteLine = useCallback((id: string) => dispatch({ type: 'deleteLine', id }), []);
  const changeMinerals = useCallback((value: boolean) => dispatch({ type: 'minerals', value }), []);
  const newLine = useCallback(() => emptyLine(newKey('line'), defaultRate), [defaultRate]);

  const addLine = useCallback(
    (after?: string) => {
      const line = emptyLine(newKey('line'), defaultRate);
      dispatch({ type: 'addLine', after, line });
      // focus its name once rendered
      setTimeout(() => focusCell(line.id, 'showName'), 0);
    },
    [defaultRate, focusCell],
  );

  const reason = useAsk<string>();
  const [preview, setPreview] = useState(false);
  const [rectify, setRectify] = useState<{ message: string; title: string; programmes: RectifyProgramme[] } | null>(null);
  const [aiRectify] = useAiRectifyMutation();

  const send = async (confirmBuyerCheck = false): Promise<void> => {
    const draft = draftOf(stateRef.current, includingTax);
    const outcome = await props.onSubmit({ diskId, idempotencyKey: stateRef.current.idempotencyKey, draft: draft as IssueOrderRequest['draft'], ...(confirmBuyerCheck ? { confirmBuyerCheck } : {}) });
    if (!('failure' in outcome)) return;
    const f = outcome.failure;
    // The buyer check (spec 01 §4, §8): ask, with the rectify proposal when the server has one.
    if (f.kind === 'refused' && f.code === 202500034) {
      let proposal: { title: string; programmes: RectifyProgramme[] } = { title: '', programmes: [] };
      try {
        const reply = await aiRectify({ diskId, body: { ...(draft as IssueOrderRequest['draft']), code: String(f.code) } }).unwrap();
        proposal = { title: reply.data.title, programmes: rectifyProgrammes(reply.data) };
      } catch {
        // no proposal: the confirm still asks
      }
      setRectify({ message: f.message, ...proposal });
    }
  };

  const submit = async () => {
    const { issues, located } = deferred === state ? shown : checkNow(state, invoiceTotals(state.lines, includingTax).total);
    setSummary(null);
    setShowErrors(true);
    // The 917 Ukey's line limit asks the user to split the invoice (spec 01 §5).
    const overLines = located.find((l) => l.issue.key === invoiceMessages.goods.ukeyLineLimit);
    if (overLines) {
      await confirm({ title: t('issueForm:prompt.splitTitle'), content: t('issueForm:prompt.split', { max: UKEY_MAX_LINES, count: state.lines.length }), showCancel: false });
    }
    if (located.length > 0) {
      setSummary(t('issue:submit.issues', { count: located.length }));
      focusIssue(located[0]!);
      return;
    }
    for (const dialog of issues.filter((i) => i.severity === 'dialog')) {
      if (dialog.field === 'sslkjly') {
        const chosen = await reason.ask();
        if (chosen === null) return;
        extras({ type: 'set', path: 'sslkjly', value: chosen });
        continue;
      }
      if (dialog.field === 'seller') {
        // 立即补充 stops here (the seller page is where it is filled); 稍后补充 goes on.
        const fillNow = await confirm({ content: text(dialog), okText: t('invoice:seller.fillNow'), cancelText: t('invoice:seller.fillLater') });
        // The draft is saved as the user leaves: the seller page, then back to the form where it was.
        if (fillNow) {
          if (props.area) void navigate(sellerInfoPath(props.area));
          return;
        }
      } else {
        await confirm({ content: text(dialog), showCancel: false });
        return;
      }
    }
    for (const ask of issues.filter((i) => i.severity === 'confirm')) {
      const goOn = await confirm({ content: text(ask), okText: t('issue:submit.continue') });
      if (!goOn) {
        focusIssue({ issue: ask, field: ask.field, cell: null, rank: 0 });
        return;
      }
    }
    setPreview(true);
  };

  const discard = async () => {
    await drafts.discard();
    dispatch({ type: 'restore', state: initialFormState(invoiceType, newKey('draft'), emptyLine(newKey('line'), defaultRate)) });
    setShowErrors(false);
    setSummary(null);
  };

  const special = invoiceTypes[invoiceType].special;
  const fieldLabel = (path: string): string => {
    const leaf = path.split('.').pop() ?? path;
    const labels: Record<string, string> = {
      buyerTaxerName: t('issue:buyer.name'),
      buyerTaxerId: t('issue:buyer.taxId'),
      buyerAddressTel: t('issue:buyer.addressTel'),
      buyerBankAccount: t('issue:buyer.bankAccount'),
      remark: t('issue:other.remark'),
      receiver: t('issue:other.receiver'),
      gmfZrrbs: t('issueForm:buyer.naturalPerson'),
    };
    return labels[leaf] ?? leaf;
  };
  const currentAt = (path: string): string => {
    const [head, leaf] = path.split('.');
    if (head === 'purchaserInfo' && leaf) return state.purchaserInfo[leaf as keyof IssueFormState['purchaserInfo']] ?? '';
    if (head === 'remark') return state.remark;
    if (head === 'receiver') return state.receiver;
    if (head === 'gmfZrrbs') return state.extras.gmfZrrbs;
    return '';
  };
  const applyProgramme = (p: RectifyProgramme) => {
    for (const c of p.changes) {
      const [head, leaf] = c.path.split('.');
      if (head === 'purchaserInfo' && leaf) dispatch({ type: 'buyer', field: leaf as keyof IssueFormState['purchaserInfo'], value: c.value });
      else if (head === 'remark') dispatch({ type: 'remark', value: c.value });
      else if (head === 'receiver') dispatch({ type: 'receiver', value: c.value });
      else if (head === 'gmfZrrbs') extras({ type: 'set', path: 'gmfZrrbs', value: c.value === 'Y' ? 'Y' : 'N' });
    }
    setRectify(null);
  };
  const taxIdWarning = buyerTaxIdWarning(state.purchaserInfo.buyerTaxerId);
  const buyerNotes = useMemo(() => new Map(taxIdWarning ? [['purchaserInfo.buyerTaxerId', t(taxIdWarning)]] : []), [taxIdWarning, t]);
  const remarkMax = remarkLimit(family, kind === 1, state.extras.kce);
  const saveNamedDraft = named.save;
  const saveNamed = useCallback((name: string) => saveNamedDraft(name, stateRef.current), [saveNamedDraft]);
  // An opened draft is a new draft: its own idempotency key, so it never reuses an order.
  const openNamed = useCallback(
    (d: { state: IssueFormState }) => dispatch({ type: 'restore', state: { ...d.state, invoiceType, idempotencyKey: newKey('draft') } }),
    [invoiceType],
  );

  const failureText = (f: SubmitFailure) =>
    f.kind === 'offline'
      ? t('issue:submit.offline')
      : f.kind === 'server'
        ? t('issue:submit.server', { status: f.status })
        : f.kind === 'refused'
          ? t('issue:submit.refused', { message: f.message })
          : t('issue:submit.failed');

  return (
    <form
      noValidate
      aria-label={t('issue:type.label')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Sections>
        {drafts.restoredAt !== null && (
          <Alert
            tone="info"
            live={false}
            action={
              <Button size="sm" onPress={() => void discard()}>
                {t('issue:draft.discard')}
              </Button>
            }
            onClose={drafts.dismissNotice}
          >
            {t('issue:draft.restored', { time: formatDateTime(drafts.restoredAt) })}
          </Alert>
        )}
        {kind === 1 && (
          <Panel title={t('issueForm:kind.redTitle')}>
            <Alert tone="warning" live={false}>
              {t('issueForm:kind.redIntro', { code: state.extras.blue.code || t('issue:order.none'), number: state.extras.blue.number })}
            </Alert>
            <FieldGrid>
              <TextField
                id={fieldId('redSheetNo')}
                label={t('issueForm:kind.redSheetNo')}
                value={state.extras.blue.redSheetNo}
                onChange={(value) => extras({ type: 'set', path: 'blue.redSheetNo', value })}
              />
            </FieldGrid>
          </Panel>
        )}
        {kind === 2 ? (
          <Panel title={t('issueForm:kind.voidTitle')}>
            <Alert tone="warning" live={false}>
              {t('issueForm:kind.voidIntro', { type: t(lookupKey(invoiceTypeTable, invoiceType)) })}
            </Alert>
            <FieldGrid>
              <ReviewField field="drawer" value={state.review.drawer} family={family} special={special} message={fieldErrors.get('review.drawer')} dispatch={dispatch} />
            </FieldGrid>
          </Panel>
        ) : (
          <>
            <BuyerSection
              buyer={state.purchaserInfo}
              gmfZrrbs={state.extras.gmfZrrbs}
              family={family}
              taxIdRequired={special}
              errors={fieldErrors}
              notes={buyerNotes}
              dispatch={dispatch}
              onExtras={extras}
            />
            <Seller seller={seller.data} isLoading={seller.isLoading} isError={seller.isError} onRetry={seller.refetch} area={props.area} />
            <Panel
              title={t('issue:goods.title')}
              extra={
                <Switch isSelected={includingTax} onChange={props.onIncludingTaxChange}>
                  {t('issue:goods.includingTax')}
                </Switch>
              }
            >
              <Grid
                lines={state.lines}
                includingTax={includingTax}
                ctx={ctx}
                errors={cellErrors}
                onChange={changeLine}
                onLinesChange={setLines}
                newLine={newLine}
                onAddLine={addLine}
                onDeleteLine={deleteLine}
                onFocusCell={focusCell}
                minerals={state.minerals === true}
                onMineralsChange={changeMinerals}
                handleRef={gridRef}
              />
              <FormActions align="start">
                <Button size="sm" variant="default" onPress={() => addLine(state.lines[state.lines.length - 1]?.id)}>
                  {t('issue:goods.addLine')}
                </Button>
              </FormActions>
              {lineIssues.length > 0 && (
                <Alert tone="danger" live={false} title={t('issue:goods.lineIssues', { count: lineIssues.length })}>
                  <ul>
                    {lineIssues.map((l) => (
                      <li key={`${l.issue.field}-${l.issue.key}`}>
                        {text(l.issue)}{' '}
                        <Button size="sm" variant="text" onPress={() => focusIssue(l)}>
                          {t('issue:goods.jumpTo')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
              {formIssues.map((l) => (
                // focus lands here on submit when it is the first issue (the quota's, beside the totals)
                <div key={l.issue.key} id={l.field ? fieldId(l.field) : undefined} tabIndex={-1}>
                  <Alert tone="danger" live={false}>
                    {text(l.issue)}
                  </Alert>
                </div>
              ))}
              <Totals totals={totals} />
            </Panel>
            {family === 'digital' && kind === 0 && <SpecialBusiness extras={state.extras} errors={fieldErrors} onAction={extras} />}
            <OtherSection
              remark={state.remark}
              remarkMax={remarkMax}
              kce={state.extras.kce}
              receiver={state.receiver}
              receiverMayBeMobile={ctx.receiverMayBeMobile === true}
              review={state.review}
              family={family}
              special={special}
              errors={fieldErrors}
              dispatch={dispatch}
              onExtras={extras}
            />
          </>
        )}
        {summary && (
          <Alert tone="danger" live>
            {summary}
          </Alert>
        )}
        {failure && (
          <Alert
            tone="danger"
            live
            action={
              failure.kind === 'refused' && failure.code === 202500035 && props.area ? (
                <Button size="sm" onPress={() => void navigate(sellerInfoPath(props.area!))}>
                  {t('issueForm:seller.addSeller')}
                </Button>
              ) : undefined
            }
          >
            {failureText(failure)}
          </Alert>
        )}
        <FormActions align="end">
          <Drafts drafts={named.list} onSave={saveNamed} onOpen={openNamed} onDelete={named.remove} />
          <Button type="submit" variant="primary" isLoading={submitting} isDisabled={submitting || !drafts.ready}>
            {submitting ? t('issue:submit.pending') : kind === 2 ? t('issueForm:kind.voidAction') : t('issue:submit.action')}
          </Button>
        </FormActions>
      </Sections>
      {preview && (
        <Suspense>
          <InvoicePreview
            state={state}
            includingTax={includingTax}
            totals={deferred === state ? totals : invoiceTotals(state.lines, includingTax)}
            seller={ctx.seller}
            isOpen
            onOpenChange={setPreview}
            onConfirm={() => send()}
          />
        </Suspense>
      )}
      {reason.isOpen && <ReasonDialog isOpen value={state.extras.sslkjly} onChoose={(r) => reason.answer(r)} onCancel={() => reason.answer(null)} />}
      {rectify && (
        <Suspense>
          <RectifyDialog
            isOpen
            message={rectify.message}
            title={rectify.title}
            programmes={rectify.programmes}
            current={currentAt}
            labelOf={fieldLabel}
            onApply={applyProgramme}
            onContinue={() => {
              setRectify(null);
              void send(true);
            }}
            onCancel={() => setRectify(null)}
          />
        </Suspense>
      )}
    </form>
  );
}
