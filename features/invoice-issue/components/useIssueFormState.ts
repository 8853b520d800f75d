import { useCallback, useMemo, useReducer, useRef } from 'react';
import type { ExtrasAction } from '../hooks/issueExtras';
import { emptyLine, initialFormState, issueFormReducer, type IssueFormState } from '../hooks/issueFormState';
import { newKey } from '../hooks/newKey';
import { allowedTaxRates } from '../rules/taxRates';
import type { IssueContext } from '../rules/types';
import type { IssueFormProps } from './IssueForm';
import { issueGates } from './issueGates';

// The issuing form's state (the reducer of hooks/issueFormState.ts) and what it is checked against: the rules' context
// of the invoice type and the draft's kind, the gates of issueGates.ts, and the rate a new line starts with. The
// callbacks that change the state are stable, so the memoised sections skip rendering when another part changes.

export function useIssueFormState({ invoiceType, context, initialState }: Pick<IssueFormProps, 'invoiceType' | 'context' | 'initialState'>) {
  const baseCtx = useMemo<IssueContext>(() => ({ ...context, invoiceType }), [context, invoiceType]);
  const defaultRate = useMemo(() => allowedTaxRates(baseCtx).find((o) => o.value !== '0' && o.dutyFree === 0)?.value ?? '', [baseCtx]);
  const [state, dispatch] = useReducer(issueFormReducer, undefined, () => initialState ?? initialFormState(invoiceType, newKey('draft'), emptyLine(newKey('line'), defaultRate)));
  const gates = issueGates(invoiceType, state.extras);
  const { kind, family } = gates;
  // Red repeats the blue invoice (its remark limit is 184); fully-digital invoices may be sent to a mobile (our reading).
  const ctx = useMemo<IssueContext>(() => ({ ...baseCtx, isRed: kind === 1, receiverMayBeMobile: family === 'digital' }), [baseCtx, kind, family]);

  const extras = useCallback((action: ExtrasAction) => dispatch({ type: 'extras', action }), []);
  const restore = useCallback((s: IssueFormState) => dispatch({ type: 'restore', state: { ...s, invoiceType } }), [invoiceType]);
  /** A new form, as after discarding the draft. */
  const reset = () => dispatch({ type: 'restore', state: initialFormState(invoiceType, newKey('draft'), emptyLine(newKey('line'), defaultRate)) });
  // The latest state for callbacks that outlive a render (submit, the preview's confirm, saving a named draft).
  const stateRef = useRef(state);
  stateRef.current = state;

  return { state, dispatch, stateRef, ctx, gates, defaultRate, extras, restore, reset };
}
