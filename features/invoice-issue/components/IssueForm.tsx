import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import type { IssueOrder, IssueOrderRequest, SellerInfo } from '../api';
import { draftOf, emptyLine, initialFormState, issueFormReducer, type IssueFormState } from '../hooks/issueFormState';
import { newKey } from '../hooks/newKey';
import { useAfterPaint } from '../hooks/useAfterPaint';
import { useDraftAutosave } from '../hooks/useDraftAutosave';
import type { SubmitFailure } from '../hooks/useIssueOrder';
import { headerLimits, remarkLimit } from '../rules/limits';
import { invoiceTotals, type EditLine } from '../rules/lineAmounts';
import { allowedTaxRates } from '../rules/taxRates';
import { invoiceTypes, type InvoiceType, type IssueContext } from '../rules/types';
import { validateInvoiceDraft } from '../rules/validate';
import { BuyerBlock, FieldGrid } from './BuyerBlock';
import { cellId, fieldId, locateIssues, type GridColumn, type LocatedIssue } from './fieldIssues';
import { GoodsGrid } from './GoodsGrid';
import { IssueTotals } from './IssueTotals';
import { SellerBlock } from './SellerBlock';

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
  /** Creates the order; resolves with it, or null when it was not created (the failure says why). */
  onSubmit(request: IssueOrderRequest): Promise<IssueOrder | null>;
  /** Changing it gives the draft a new idempotency key (back to the form after a failed order: a new order). */
  renewKey?: number;
}

/** Message of a rule issue in the user's language. */
function useIssueText() {
  const { t } = useTranslation(['invoice', 'issue']);
  return useCallback((issue: RuleIssue) => t(issue.key, issue.params ?? {}), [t]);
}

/**
 * The issuing form (issue 10 §1-§3): one form for every invoice type — buyer, seller, goods grid with live
 * totals, remark with its byte counter, receiver, payee/checker/drawer. Submitting runs validateInvoiceDraft:
 * errors show at their fields and cells and focus moves to the first; confirm-to-continue and dialog issues
 * ask; then the order is created with the draft's idempotency key. The form autosaves as a draft.
 */
export function IssueForm(props: IssueFormProps) {
  const { invoiceType, userId, diskId, context, seller, includingTax, submitting, failure } = props;
  const { t } = useTranslation(['issue', 'invoice', 'ds']);
  const text = useIssueText();
  const confirm = useConfirm();
  const ctx = useMemo<IssueContext>(() => ({ ...context, invoiceType }), [context, invoiceType]);
  const defaultRate = useMemo(() => allowedTaxRates(ctx).find((o) => o.value !== '0' && o.dutyFree === 0)?.value ?? '', [ctx]);

  const [state, dispatch] = useReducer(issueFormReducer, undefined, () =>
    initialFormState(invoiceType, newKey('draft'), emptyLine(newKey('line'), defaultRate)),
  );
  const restore = useCallback((s: IssueFormState) => dispatch({ type: 'restore', state: { ...s, invoiceType } }), [invoiceType]);
  const address = useMemo(() => ({ userId, scope: diskId, kind: `issue-${invoiceType}` }), [userId, diskId, invoiceType]);
  const drafts = useDraftAutosave(address, state, restore);

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

  const draft = useMemo(() => draftOf(state, includingTax), [state, includingTax]);
  // Typing paints first; checking 2,000 lines follows after the paint (issue 10 §6). Submit checks the current draft.
  const deferred = useAfterPaint(useMemo(() => ({ draft, lines: state.lines }), [draft, state.lines]));
  const checkNow = useCallback(
    (d: typeof draft, lines: readonly EditLine[]) => {
      const all = validateInvoiceDraft(d, ctx);
      return { issues: all, located: locateIssues(all.filter((i) => i.severity === 'error'), lines) };
    },
    [ctx],
  );
  const shown = useMemo(() => checkNow(deferred.draft, deferred.lines), [checkNow, deferred]);
  const { located } = shown;
  const totals = useMemo(() => invoiceTotals(deferred.lines, includingTax), [deferred.lines, includingTax]);

  const fieldErrors = useMemo(() => {
    const map = new Map<string, string>();
    if (showErrors) for (const l of located) if (l.field && !map.has(l.field)) map.set(l.field, text(l.issue));
    return map;
  }, [showErrors, located, text]);
  const cellErrors = useMemo(() => {
    const map = new Map<string, Partial<Record<GridColumn, string>>>();
    if (!showErrors) return map;
    for (const l of located) {
      if (!l.cell) continue;
      const row = map.get(l.cell.lineId) ?? {};
      row[l.cell.column] ??= text(l.issue);
      map.set(l.cell.lineId, row);
    }
    return map;
  }, [showErrors, located, text]);
  const formIssues = showErrors ? located.filter((l) => !l.cell && (l.field === 'goodsList' || l.field === '')) : [];
  const lineIssues = showErrors ? located.filter((l) => l.cell) : [];

  const focusCell = useCallback((lineId: string, column: GridColumn) => {
    const index = state.lines.findIndex((l) => l.id === lineId);
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
  }, [state.lines]);

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

  const submit = async () => {
    const { issues, located } = deferred.draft === draft ? shown : checkNow(draft, state.lines);
    setSummary(null);
    setShowErrors(true);
    if (located.length > 0) {
      setSummary(t('issue:submit.issues', { count: located.length }));
      focusIssue(located[0]!);
      return;
    }
    for (const dialog of issues.filter((i) => i.severity === 'dialog')) {
      if (dialog.field === 'seller') {
        // 立即补充 stops here (the seller page is where it is filled); 稍后补充 goes on.
        const fillNow = await confirm({ content: text(dialog), okText: t('invoice:seller.fillNow'), cancelText: t('invoice:seller.fillLater') });
        if (fillNow) return;
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
    await props.onSubmit({ diskId, idempotencyKey: state.idempotencyKey, draft: draft as IssueOrderRequest['draft'] });
  };

  const discard = async () => {
    await drafts.discard();
    dispatch({ type: 'restore', state: initialFormState(invoiceType, newKey('draft'), emptyLine(newKey('line'), defaultRate)) });
    setShowErrors(false);
    setSummary(null);
  };

  const family = invoiceTypes[invoiceType].family;
  const special = invoiceTypes[invoiceType].special;
  const review = (field: 'payee' | 'checker' | 'drawer') => {
    const path = `review.${field}`;
    const message = fieldErrors.get(path);
    return (
      <TextField
        id={fieldId(path)}
        label={t(`issue:other.${field}`)}
        value={state.review[field]}
        onChange={(value) => dispatch({ type: 'review', field, value })}
        isRequired={field === 'drawer' || (family === 'tax' && special)}
        isInvalid={message !== undefined}
        errorMessage={message}
        {...(family === 'tax' ? { maxLength: headerLimits.tax.reviewChars } : { maxBytes: headerLimits.digital.reviewBytes })}
      />
    );
  };

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
        <BuyerBlock
          buyer={state.purchaserInfo}
          family={family}
          taxIdRequired={special}
          errors={fieldErrors}
          onChange={(field, value) => dispatch({ type: 'buyer', field, value })}
        />
        <SellerBlock seller={seller.data} isLoading={seller.isLoading} isError={seller.isError} onRetry={seller.refetch} />
        <Panel
          title={t('issue:goods.title')}
          extra={
            <Switch isSelected={includingTax} onChange={props.onIncludingTaxChange}>
              {t('issue:goods.includingTax')}
            </Switch>
          }
        >
          <GoodsGrid
            lines={state.lines}
            includingTax={includingTax}
            ctx={ctx}
            errors={cellErrors}
            onChange={(id, field, value) => dispatch({ type: 'line', id, field, value })}
            onLinesChange={setLines}
            newLine={newLine}
            onAddLine={addLine}
            onDeleteLine={(id) => dispatch({ type: 'deleteLine', id })}
            onFocusCell={focusCell}
            minerals={state.minerals === true}
            onMineralsChange={(value) => dispatch({ type: 'minerals', value })}
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
            <Alert key={l.issue.key} tone="danger" live={false}>
              {text(l.issue)}
            </Alert>
          ))}
          <IssueTotals totals={totals} />
        </Panel>
        <Panel title={t('issue:other.title')}>
          <FieldGrid>
            <TextField
              id={fieldId('remark')}
              label={t('issue:other.remark')}
              multiline
              rows={3}
              value={state.remark}
              onChange={(value) => dispatch({ type: 'remark', value })}
              maxBytes={remarkLimit(family, false, null)}
              isInvalid={fieldErrors.has('remark')}
              errorMessage={fieldErrors.get('remark')}
            />
            <TextField
              id={fieldId('receiver')}
              label={t('issue:other.receiver')}
              type="email"
              value={state.receiver}
              onChange={(value) => dispatch({ type: 'receiver', value })}
              isInvalid={fieldErrors.has('receiver')}
              errorMessage={fieldErrors.get('receiver')}
            />
            {review('payee')}
            {review('checker')}
            {review('drawer')}
          </FieldGrid>
        </Panel>
        {summary && (
          <Alert tone="danger" live>
            {summary}
          </Alert>
        )}
        {failure && (
          <Alert tone="danger" live>
            {failure.kind === 'offline'
              ? t('issue:submit.offline')
              : failure.kind === 'server'
                ? t('issue:submit.server', { status: failure.status })
                : failure.kind === 'refused'
                  ? t('issue:submit.refused', { message: failure.message })
                  : t('issue:submit.failed')}
          </Alert>
        )}
        <FormActions align="end">
          <Button type="submit" variant="primary" isLoading={submitting} isDisabled={submitting || !drafts.ready}>
            {submitting ? t('issue:submit.pending') : t('issue:submit.action')}
          </Button>
        </FormActions>
      </Sections>
    </form>
  );
}
