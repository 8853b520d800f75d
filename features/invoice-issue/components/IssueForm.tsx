import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, FormActions, Panel, Switch, space } from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import type { Area } from '../../../platform/routing';
import type { IssueOrderRequest, SellerInfo } from '../api';
import type { IssueFormState } from '../hooks/issueFormState';
import type { SubmitFailure, SubmitOutcome } from '../hooks/useIssueOrder';
import type { InvoiceType, IssueContext } from '../rules/types';
import { GoodsGrid } from './GoodsGrid';
import { BuyerSection, OtherSection } from './IssueFormSections';
import { BlankVoidPanel, DraftRestoredNotice, GoodsIssues, IssueFormDialogs, RedInvoicePanel, SubmitFailureAlert } from './IssueFormParts';
import { NamedDrafts } from './NamedDrafts';
import { IssueTotals } from './IssueTotals';
import { SellerBlock } from './SellerBlock';
import { SpecialBusinessSection } from './SpecialBusinessSection';
import { useGoodsLines } from './useGoodsLines';
import { useIssueChecks } from './useIssueChecks';
import { useIssueDrafts } from './useIssueDrafts';
import { useIssueFocus } from './useIssueFocus';
import { useIssueFormState } from './useIssueFormState';
import { useIssueSubmit } from './useIssueSubmit';

// The sections render again only when their own slice of the form changes (a keystroke in a goods line
// renders that line and the totals).
const Seller = memo(SellerBlock);
const SpecialBusiness = memo(SpecialBusinessSection);
const Totals = memo(IssueTotals);
const Drafts = memo(NamedDrafts);
const Grid = memo(GoodsGrid);

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
  const { invoiceType, diskId, seller, includingTax, submitting, failure } = props;
  const { t } = useTranslation(['issue', 'invoice', 'ds', 'issueForm']);
  const text = useIssueText();

  const { state, dispatch, stateRef, ctx, gates, defaultRate, extras, restore, reset } = useIssueFormState(props);
  const { family, special } = gates;
  const drafts = useIssueDrafts({ ...props, state, stateRef, dispatch, restore });
  const checks = useIssueChecks(t, { state, ctx, includingTax, diskId, text });
  const { totals, fieldErrors, cellErrors, buyerNotes, formIssues, lineIssues, summary } = checks;
  const { gridRef, focusCell, focusIssue } = useIssueFocus(stateRef);
  const { setLines, changeLine, deleteLine, changeMinerals, newLine, addLine } = useGoodsLines(dispatch, defaultRate, focusCell);
  const submission = useIssueSubmit(t, { ...props, state, stateRef, dispatch, extras, checks, focusIssue, text });

  const discard = async () => {
    await drafts.discard();
    reset();
    checks.hide();
  };

  return (
    <form
      noValidate
      aria-label={t('issue:type.label')}
      onSubmit={(e) => {
        e.preventDefault();
        void submission.submit();
      }}
    >
      <Sections>
        {drafts.restoredAt !== null && <DraftRestoredNotice restoredAt={drafts.restoredAt} onDiscard={() => void discard()} onClose={drafts.dismissNotice} />}
        {gates.red && <RedInvoicePanel blue={state.extras.blue} onExtras={extras} />}
        {gates.blankVoid ? (
          <BlankVoidPanel
            invoiceType={invoiceType}
            drawer={state.review.drawer}
            family={family}
            special={special}
            message={fieldErrors.get('review.drawer')}
            dispatch={dispatch}
          />
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
              <GoodsIssues lineIssues={lineIssues} formIssues={formIssues} text={text} onJump={focusIssue} />
              <Totals totals={totals} />
            </Panel>
            {gates.specialBusiness && <SpecialBusiness extras={state.extras} errors={fieldErrors} onAction={extras} />}
            <OtherSection
              remark={state.remark}
              remarkMax={gates.remarkMax}
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
        {failure && <SubmitFailureAlert failure={failure} area={props.area} onAddSeller={submission.goToSellerInfo} />}
        <FormActions align="end">
          <Drafts drafts={drafts.named} onSave={drafts.saveNamed} onOpen={drafts.openNamed} onDelete={drafts.removeNamed} />
          <Button type="submit" variant="primary" isLoading={submitting} isDisabled={submitting || !drafts.ready}>
            {submitting ? t('issue:submit.pending') : gates.blankVoid ? t('issueForm:kind.voidAction') : t('issue:submit.action')}
          </Button>
        </FormActions>
      </Sections>
      <IssueFormDialogs submission={submission} state={state} includingTax={includingTax} totals={checks.currentTotals} seller={ctx.seller} />
    </form>
  );
}
