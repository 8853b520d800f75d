import { useState, type Dispatch, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import { useAiRectifyMutation, type IssueOrderRequest } from '../api';
import { sellerInfoPath } from '../entry';
import type { ExtrasAction } from '../hooks/issueExtras';
import { draftOf, type IssueFormAction, type IssueFormState } from '../hooks/issueFormState';
import type { SubmitFailure } from '../hooks/useIssueOrder';
import { UKEY_MAX_LINES } from '../rules/goods';
import { invoiceMessages } from '../rules/messages';
import { rectifyProgrammes, type RectifyProgramme } from '../rules/rectify';
import type { IssueFormProps } from './IssueForm';
import type { LocatedIssue } from './fieldIssues';
import { programmeActions } from './rectifyFields';
import { useAsk } from './useAsk';

// Sending the issuing form (spec 01 §5): the state's checks as it is now; the 917 Ukey's line limit asks the user to
// split the invoice; errors stop it, with their count and the first one focused; the dialog issues ask in turn (the
// 3 % reason, the seller's missing information) and the confirm-to-continue ones ask; then the preview, whose confirm
// creates the order with the draft's idempotency key. A refused buyer check asks with the server's rectify proposal.

/** The failure notice's text. */
export function failureText(f: SubmitFailure, t: TFunction): string {
  return f.kind === 'offline'
    ? t('issue:submit.offline')
    : f.kind === 'server'
      ? t('issue:submit.server', { status: f.status })
      : f.kind === 'refused'
        ? t('issue:submit.refused', { message: f.message })
        : t('issue:submit.failed');
}

export interface IssueSubmitOptions extends Pick<IssueFormProps, 'diskId' | 'includingTax' | 'onSubmit' | 'area'> {
  state: IssueFormState;
  stateRef: RefObject<IssueFormState>;
  dispatch: Dispatch<IssueFormAction>;
  extras(action: ExtrasAction): void;
  /** The checks of the state as it is now, and showing their results (useIssueChecks). */
  checks: {
    current(): { issues: RuleIssue[]; located: LocatedIssue[] };
    setShowErrors(show: boolean): void;
    setSummary(summary: string | null): void;
  };
  focusIssue(issue: LocatedIssue): void;
  /** A rule issue's message in the user's language. */
  text(issue: RuleIssue): string;
}

export function useIssueSubmit(t: TFunction, o: IssueSubmitOptions) {
  const { state, stateRef, includingTax, diskId, area, checks, focusIssue, text } = o;
  const confirm = useConfirm();
  const navigate = useNavigate();
  const reason = useAsk<string>();
  const [preview, setPreview] = useState(false);
  const [rectify, setRectify] = useState<{ message: string; title: string; programmes: RectifyProgramme[] } | null>(null);
  const [aiRectify] = useAiRectifyMutation();

  const goToSellerInfo = () => {
    if (area) void navigate(sellerInfoPath(area));
  };

  const send = async (confirmBuyerCheck = false): Promise<void> => {
    const draft = draftOf(stateRef.current, includingTax);
    const outcome = await o.onSubmit({ diskId, idempotencyKey: stateRef.current.idempotencyKey, draft: draft as IssueOrderRequest['draft'], ...(confirmBuyerCheck ? { confirmBuyerCheck } : {}) });
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
    const { issues, located } = checks.current();
    checks.setSummary(null);
    checks.setShowErrors(true);
    // The 917 Ukey's line limit asks the user to split the invoice (spec 01 §5).
    const overLines = located.find((l) => l.issue.key === invoiceMessages.goods.ukeyLineLimit);
    if (overLines) {
      await confirm({ title: t('issueForm:prompt.splitTitle'), content: t('issueForm:prompt.split', { max: UKEY_MAX_LINES, count: state.lines.length }), showCancel: false });
    }
    if (located.length > 0) {
      checks.setSummary(t('issue:submit.issues', { count: located.length }));
      focusIssue(located[0]!);
      return;
    }
    for (const dialog of issues.filter((i) => i.severity === 'dialog')) {
      if (dialog.field === 'sslkjly') {
        const chosen = await reason.ask();
        if (chosen === null) return;
        o.extras({ type: 'set', path: 'sslkjly', value: chosen });
        continue;
      }
      if (dialog.field === 'seller') {
        // 立即补充 stops here (the seller page is where it is filled); 稍后补充 goes on.
        const fillNow = await confirm({ content: text(dialog), okText: t('invoice:seller.fillNow'), cancelText: t('invoice:seller.fillLater') });
        // The draft is saved as the user leaves: the seller page, then back to the form where it was.
        if (fillNow) {
          goToSellerInfo();
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

  return {
    submit,
    /** The preview's confirm: creates the order. */
    send,
    preview,
    setPreview,
    /** The 3 % reason's dialog. */
    reason,
    /** The rectify dialog's proposal, while it is open. */
    rectify,
    applyProgramme: (p: RectifyProgramme) => {
      for (const action of programmeActions(p)) o.dispatch(action);
      setRectify(null);
    },
    /** Sends again, the buyer check confirmed. */
    continueRectified: () => {
      setRectify(null);
      void send(true);
    },
    closeRectify: () => setRectify(null),
    goToSellerInfo,
  };
}
