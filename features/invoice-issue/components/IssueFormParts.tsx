import { Suspense, lazy, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Panel, TextField, formatDateTime } from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import type { Area } from '../../../platform/routing';
import type { ExtrasAction } from '../hooks/issueExtras';
import type { IssueFormAction, IssueFormState } from '../hooks/issueFormState';
import type { SubmitFailure } from '../hooks/useIssueOrder';
import type { InvoiceType, IssueContext } from '../rules/types';
import type { InvoiceTotals } from '../rules/lineAmounts';
import { invoiceType as invoiceTypeTable, lookupKey } from '../../lookups';
import { FieldGrid } from './BuyerBlock';
import { fieldId, type LocatedIssue } from './fieldIssues';
import { ReviewField } from './IssueFormSections';
import { ReasonDialog } from './ReasonDialog';
import { rectifyFieldLabel, valueAtPath } from './rectifyFields';
import { failureText, type useIssueSubmit } from './useIssueSubmit';

// The issuing form's parts (spec 01 §3, §5): IssueForm composes them; each renders one part of the form and owns
// nothing but what it is handed.

// The form's namespaces, in its order: keys without a namespace are the issuing form's.
const NS = ['issue', 'invoice', 'ds', 'issueForm'] as const;

// Opened on demand: not part of the form's first paint.
const InvoicePreview = lazy(() => import('./InvoicePreview').then((m) => ({ default: m.InvoicePreview })));
const RectifyDialog = lazy(() => import('./RectifyDialog').then((m) => ({ default: m.RectifyDialog })));

/** The notice of a restored draft, with the action that discards it. */
export function DraftRestoredNotice(p: { restoredAt: Parameters<typeof formatDateTime>[0]; onDiscard(): void; onClose(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Alert
      tone="info"
      live={false}
      action={
        <Button size="sm" onPress={p.onDiscard}>
          {t('issue:draft.discard')}
        </Button>
      }
      onClose={p.onClose}
    >
      {t('issue:draft.restored', { time: formatDateTime(p.restoredAt) })}
    </Alert>
  );
}

/** A red invoice's source and its red-letter sheet number (spec 01 §3). */
export function RedInvoicePanel(p: { blue: IssueFormState['extras']['blue']; onExtras(action: ExtrasAction): void }) {
  const { t } = useTranslation(NS);
  const { blue, onExtras } = p;
  return (
    <Panel title={t('issueForm:kind.redTitle')}>
      <Alert tone="warning" live={false}>
        {t('issueForm:kind.redIntro', { code: blue.code || t('issue:order.none'), number: blue.number })}
      </Alert>
      <FieldGrid>
        <TextField
          id={fieldId('redSheetNo')}
          label={t('issueForm:kind.redSheetNo')}
          value={blue.redSheetNo}
          onChange={(value) => onExtras({ type: 'set', path: 'blue.redSheetNo', value })}
        />
      </FieldGrid>
    </Panel>
  );
}

/** A blank invoice voided (spec 01 §3): only its drawer is asked. */
export function BlankVoidPanel(p: {
  invoiceType: InvoiceType;
  drawer: string;
  family: 'tax' | 'digital';
  special: boolean;
  message: string | undefined;
  dispatch: Dispatch<IssueFormAction>;
}) {
  const { t } = useTranslation(NS);
  return (
    <Panel title={t('issueForm:kind.voidTitle')}>
      <Alert tone="warning" live={false}>
        {t('issueForm:kind.voidIntro', { type: t(lookupKey(invoiceTypeTable, p.invoiceType)) })}
      </Alert>
      <FieldGrid>
        <ReviewField field="drawer" value={p.drawer} family={p.family} special={p.special} message={p.message} dispatch={p.dispatch} />
      </FieldGrid>
    </Panel>
  );
}

/** The goods lines' issues, each with a jump to its cell, and the form's own issues beside the totals. */
export function GoodsIssues(p: {
  lineIssues: readonly LocatedIssue[];
  formIssues: readonly LocatedIssue[];
  text(issue: RuleIssue): string;
  onJump(issue: LocatedIssue): void;
}) {
  const { t } = useTranslation(NS);
  const { lineIssues, formIssues, text } = p;
  return (
    <>
      {lineIssues.length > 0 && (
        <Alert tone="danger" live={false} title={t('issue:goods.lineIssues', { count: lineIssues.length })}>
          <ul>
            {lineIssues.map((l) => (
              <li key={`${l.issue.field}-${l.issue.key}`}>
                {text(l.issue)}{' '}
                <Button size="sm" variant="text" onPress={() => p.onJump(l)}>
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
    </>
  );
}

/** Why the order was not created; the seller's missing information (spec 01 §8) links to its page. */
export function SubmitFailureAlert(p: { failure: SubmitFailure; area?: Area; onAddSeller(): void }) {
  const { t } = useTranslation(NS);
  const { failure } = p;
  return (
    <Alert
      tone="danger"
      live
      action={
        failure.kind === 'refused' && failure.code === 202500035 && p.area ? (
          <Button size="sm" onPress={p.onAddSeller}>
            {t('issueForm:seller.addSeller')}
          </Button>
        ) : undefined
      }
    >
      {failureText(failure, t)}
    </Alert>
  );
}

/** The dialogs the submit opens: the preview, the 3 % reason and the buyer check's rectify proposal. */
export function IssueFormDialogs(p: {
  submission: ReturnType<typeof useIssueSubmit>;
  state: IssueFormState;
  includingTax: boolean;
  totals(): InvoiceTotals;
  seller: IssueContext['seller'];
}) {
  const { t } = useTranslation(NS);
  const { submission, state } = p;
  const { reason, rectify } = submission;
  return (
    <>
      {submission.preview && (
        <Suspense>
          <InvoicePreview
            state={state}
            includingTax={p.includingTax}
            totals={p.totals()}
            seller={p.seller}
            isOpen
            onOpenChange={submission.setPreview}
            onConfirm={() => submission.send()}
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
            current={(path) => valueAtPath(state, path)}
            labelOf={(path) => rectifyFieldLabel(path, t)}
            onApply={submission.applyProgramme}
            onContinue={submission.continueRectified}
            onCancel={submission.closeRectify}
          />
        </Suspense>
      )}
    </>
  );
}
