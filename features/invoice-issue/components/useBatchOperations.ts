import { useCallback, useMemo, useState, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useConfirm, type TableKey } from '../../../design-system';
import type { BatchGoodsOperationCode } from '../../lookups';
import { useAiCoding } from '../hooks/useAiCoding';
import {
  cancelExemptLines,
  changeCoalType,
  changePreference,
  changeTaxRate,
  changeUnit,
  deleteDiscount,
  deleteLines,
  mergeSameGoods,
  renameLines,
  setDiscount,
  setExemptLines,
  targetIds,
  type BatchResult,
} from '../rules/goodsLines';
import type { EditLine } from '../rules/lineAmounts';
import type { IssueContext } from '../rules/types';
import { valueOperations, type BatchValue, type ValueOperation } from './batchOperations';

// The goods grid's checked lines and the batch operations of spec 02 §3.1 on them (on every line when none is
// checked): those that act at once (AI coding, merge, exempt, delete), those that ask for a value in the batch dialog
// first, and the notice that says what changed and what was skipped.

/** The message above the grid after a paste, a batch operation or a suggestion taken. */
export interface GridNotice {
  tone: 'success' | 'warning' | 'danger';
  text: string;
}

export interface BatchOperationsOptions {
  lines: readonly EditLine[];
  /** The latest lines, for work that outlives a render (AI coding's chunks, the dialog's value). */
  linesRef: RefObject<readonly EditLine[]>;
  ctx: IssueContext;
  includingTax: boolean;
  newLine(): EditLine;
  onLinesChange(lines: EditLine[]): void;
  setNotice(notice: GridNotice | null): void;
}

export function useBatchOperations(t: TFunction, { lines, linesRef, ctx, includingTax, newLine, onLinesChange, setNotice }: BatchOperationsOptions) {
  const confirm = useConfirm();
  const [checked, setChecked] = useState<ReadonlySet<TableKey>>(new Set());
  const [valueOp, setValueOp] = useState<ValueOperation | null>(null);
  const getLines = useCallback(() => linesRef.current, [linesRef]);
  const ai = useAiCoding(ctx, includingTax, getLines, onLinesChange);

  // Read when asked (a batch, the dialog's count), not on every keystroke's render: 2,000 lines each time add up.
  const targetsNow = () => targetIds(linesRef.current, checked as ReadonlySet<string>);
  const checkedCount = useMemo(() => (checked.size === 0 ? 0 : lines.filter((l) => checked.has(l.id)).length), [lines, checked]);

  // A line's discount button: the discount dialog on that line alone.
  const discountLine = useCallback((lineId: string) => {
    setChecked(new Set([lineId]));
    setValueOp('changeDiscount');
  }, []);

  const report = (result: BatchResult) => {
    const parts = [t('issueGrid:batch.done', { changed: result.changed })];
    if (result.skipped > 0) parts.push(t('issueGrid:batch.skipped', { count: result.skipped }));
    setNotice({ tone: result.skipped > 0 ? 'warning' : 'success', text: parts.join(t('issueGrid:separator')) });
  };
  const commit = (result: BatchResult) => {
    onLinesChange(result.lines);
    report(result);
  };

  const run = async (op: BatchGoodsOperationCode) => {
    setNotice(null);
    const targets = targetsNow();
    if (targets.size === 0) {
      setNotice({ tone: 'warning', text: t('issueGrid:batch.nothing') });
      return;
    }
    if ((valueOperations as readonly string[]).includes(op)) {
      setValueOp(op as ValueOperation);
      return;
    }
    switch (op) {
      case 'aiCoding': {
        const outcome = await ai.run(targets);
        if (outcome?.kind === 'done') setNotice({ tone: outcome.failed > 0 ? 'warning' : 'success', text: t('issueGrid:ai.done', { coded: outcome.coded, failed: outcome.failed }) });
        else if (outcome?.kind === 'offline') setNotice({ tone: 'danger', text: t('issueGrid:ai.offline') });
        else if (outcome?.kind === 'failed') setNotice({ tone: 'danger', text: t('issueGrid:ai.failed', { message: outcome.message }) });
        break;
      }
      case 'mergeSameGoods':
        commit(mergeSameGoods(lines, targets));
        break;
      case 'setTaxFree':
        commit(setExemptLines(lines, targets, ctx));
        break;
      case 'cancelTaxFree':
        commit(cancelExemptLines(lines, targets, ctx));
        break;
      case 'deleteDiscount':
        commit(deleteDiscount(lines, targets));
        break;
      case 'deleteGoods':
        if (await confirm({ content: t('issueGrid:batch.deleteConfirm', { count: targets.size }), okVariant: 'danger' })) {
          commit(deleteLines(lines, targets, newLine));
          setChecked(new Set());
        }
        break;
    }
  };

  /** The batch dialog's value applied to the target lines; a refused discount keeps the dialog open with its reason. */
  const applyValue = (v: BatchValue): string | null => {
    const current = linesRef.current;
    const ids = targetIds(current, checked as ReadonlySet<string>);
    if (v.op === 'changeDiscount') {
      const result = setDiscount(current, ids, v.discount, () => newLine().id);
      if (result.changed === 0 && result.error) return result.error;
      commit(result);
      return null;
    }
    const result =
      v.op === 'rename'
        ? renameLines(current, ids, v.value)
        : v.op === 'changeUnit'
          ? changeUnit(current, ids, v.value)
          : v.op === 'changeTaxRate'
            ? changeTaxRate(current, ids, v.value, ctx)
            : v.op === 'changePreference'
              ? changePreference(current, ids, v.value)
              : changeCoalType(current, ids, v.value);
    commit(result);
    return null;
  };

  return {
    checked,
    setChecked,
    checkedCount,
    valueOp,
    closeValueOp: () => setValueOp(null),
    discountLine,
    aiProgress: ai.progress,
    targetsNow,
    run,
    applyValue,
  };
}
