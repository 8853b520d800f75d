import { Suspense, lazy, memo, useCallback, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  DropdownButton,
  IconButton,
  MenuItem,
  MenuSeparator,
  ProgressBar,
  Table,
  TableCellInput,
  TableCellSelect,
  Tag,
  fontSize,
  space,
  useConfirm,
  vars,
  type TableColumn,
  type TableHandle,
  type TableKey,
} from '../../../design-system';
import { batchGoodsOperation, codingSource, lookupKey, type BatchGoodsOperationCode } from '../../lookups';
import type { TaxCode } from '../../goods';
import { caretOf, gridKeyAction } from '../hooks/gridKeys';
import { useAiCoding } from '../hooks/useAiCoding';
import {
  applyTaxCode,
  cancelExemptLines,
  changeCoalType,
  changePreference,
  changeTaxRate,
  changeUnit,
  coalTypes,
  deleteDiscount,
  deleteLines,
  hasCodingSuggestions,
  isBlock,
  mergeSameGoods,
  parsePastedRows,
  pasteBlock,
  renameLines,
  setDiscount,
  setExemptLines,
  targetIds,
  type BatchResult,
} from '../rules/goodsLines';
import { lineFigures, type EditLine } from '../rules/lineAmounts';
import { isCoalCode } from '../rules/specialBusiness';
import { allowedTaxRates, type TaxRateOption } from '../rules/taxRates';
import type { IssueContext } from '../rules/types';
import { valueOperations, type BatchValue, type ValueOperation } from './batchOperations';
import { cellId, gridColumns, type GridColumn } from './fieldIssues';

// The grid's dialogs load when first opened: not part of the form's first paint.
const BatchOperationDialog = lazy(() => import('./BatchOperationDialog').then((m) => ({ default: m.BatchOperationDialog })));
const GridShortcuts = lazy(() => import('./GridShortcuts').then((m) => ({ default: m.GridShortcuts })));
const TaxCodePicker = lazy(() => import('./TaxCodePicker').then((m) => ({ default: m.TaxCodePicker })));
const CodingSuggestions = lazy(() => import('./CodingSuggestions').then((m) => ({ default: m.CodingSuggestions })));

export interface GoodsGridProps {
  lines: readonly EditLine[];
  /** Prices and amounts are typed with tax. */
  includingTax: boolean;
  /** The taxpayer, terminal and invoice type: the rate policy, AI coding's query. */
  ctx: IssueContext;
  /** Messages by line id and column (already translated). */
  errors: ReadonlyMap<string, Partial<Record<GridColumn, string>>>;
  onChange(lineId: string, field: GridColumn, value: string): void;
  /** Replaces every line at once (batch operations, paste, the tax-code picker, AI coding). */
  onLinesChange(lines: EditLine[]): void;
  /** A new empty line (id and default rate). */
  newLine(): EditLine;
  /** Adds an empty line after the given one and focuses its name. */
  onAddLine(afterId?: string): void;
  onDeleteLine(lineId: string): void;
  /** Focus a cell (the page scrolls the grid first when the row is not rendered). */
  onFocusCell(lineId: string, column: GridColumn): void;
  /** The mineral-products flag of the draft (spec 01 §5). */
  minerals: boolean;
  onMineralsChange(value: boolean): void;
  handleRef?: Ref<TableHandle>;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
`;

const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Progress = styled.div`
  flex-basis: 100%;
`;

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  width: 100%;
  min-width: 0;
`;

const ROW_HEIGHT = 40;
/** Rows shown; with the overscan the DOM holds at most 9 + 2 × 3 = 15 rows, far under the bench's budget of 80 (scripts/bench/issueGrid.mjs). */
const VISIBLE_ROWS = 9;
const OVERSCAN = 3;

/** The line and column of a cell editor's id (cellId). */
function cellOf(target: EventTarget | null): { lineId: string; column: GridColumn } | null {
  const id = target instanceof HTMLElement ? target.id : '';
  if (!id.startsWith('issue-line-')) return null;
  const cut = id.lastIndexOf('-');
  const column = id.slice(cut + 1) as GridColumn;
  if (!(gridColumns as readonly string[]).includes(column)) return null;
  return { lineId: id.slice('issue-line-'.length, cut), column };
}

/** What the grid's cells call (stable for the grid's life, so unchanged lines' cells skip rendering). */
interface CellActions {
  change(lineId: string, column: GridColumn, value: string): void;
  pick(lineId: string): void;
  discount(lineId: string): void;
  remove(lineId: string): void;
  coal(lineId: string, value: string): void;
  suggest(lineId: string): void;
}

const EditorCell = memo(function EditorCell(p: {
  lineId: string;
  column: GridColumn;
  value: string;
  label: string;
  message: string | undefined;
  numeric: boolean;
  actions: CellActions;
}) {
  return (
    <TableCellInput
      id={cellId(p.lineId, p.column)}
      aria-label={p.label}
      value={p.value}
      onChange={(value) => p.actions.change(p.lineId, p.column, value)}
      isInvalid={p.message !== undefined}
      errorMessage={p.message}
      align={p.numeric ? 'end' : 'start'}
      inputMode={p.numeric ? 'decimal' : 'text'}
    />
  );
});

const RateCell = memo(function RateCell(p: {
  lineId: string;
  value: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  message: string | undefined;
  actions: CellActions;
}) {
  return (
    <TableCellSelect
      id={cellId(p.lineId, 'rate')}
      aria-label={p.label}
      value={p.value}
      onChange={(value) => p.actions.change(p.lineId, 'rate', value)}
      options={p.options}
      placeholder={p.placeholder}
      isInvalid={p.message !== undefined}
      errorMessage={p.message}
    />
  );
});

const CoalCell = memo(function CoalCell(p: {
  lineId: string;
  value: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  actions: CellActions;
}) {
  return (
    <TableCellSelect
      aria-label={p.label}
      value={p.value}
      onChange={(value) => p.actions.coal(p.lineId, value)}
      options={p.options}
      placeholder={p.placeholder}
    />
  );
});

const PickButton = memo(function PickButton(p: { lineId: string; label: string; actions: CellActions }) {
  return <IconButton icon="search" size="sm" aria-label={p.label} onPress={() => p.actions.pick(p.lineId)} />;
});

const SuggestButton = memo(function SuggestButton(p: { lineId: string; label: string; text: string; actions: CellActions }) {
  return (
    <Button size="sm" variant="text" aria-label={p.label} onPress={() => p.actions.suggest(p.lineId)}>
      {p.text}
    </Button>
  );
});

const ActionsCell = memo(function ActionsCell(p: { lineId: string; discountLabel: string; deleteLabel: string; canDelete: boolean; actions: CellActions }) {
  return (
    <NameCell>
      <IconButton icon="edit" size="sm" aria-label={p.discountLabel} onPress={() => p.actions.discount(p.lineId)} />
      <IconButton icon="delete" size="sm" aria-label={p.deleteLabel} isDisabled={!p.canDelete} onPress={() => p.actions.remove(p.lineId)} />
    </NameCell>
  );
});

/**
 * The goods lines (spec 01 §3 Goods line): a virtualised editable grid with a checkbox per line, the tax-code picker (F4 or
 * the code cell's button), the coding source and AI coding's per-line notes, preference, coal type for coal codes,
 * discount lines, and the batch operations of spec 02 §3.1 on the checked lines (all when none is checked). Keys per
 * gridKeys.ts (the shortcut list shows them); a block pasted from Excel or WPS fills lines from the current cell.
 */
export function GoodsGrid(props: GoodsGridProps) {
  const { lines, includingTax, ctx, errors, onChange, onLinesChange, newLine, onAddLine, onDeleteLine, onFocusCell, handleRef } = props;
  const { t } = useTranslation(['issue', 'issueGrid', 'invoice', 'lookups', 'ds']);
  const confirm = useConfirm();
  const [checked, setChecked] = useState<ReadonlySet<TableKey>>(new Set());
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [suggestFor, setSuggestFor] = useState<string | null>(null);
  const [valueOp, setValueOp] = useState<ValueOperation | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning' | 'danger'; text: string } | null>(null);

  // The latest lines for work that outlives a render (AI coding's chunks, the picker's choice).
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const getLines = useCallback(() => linesRef.current, []);
  const ai = useAiCoding(ctx, includingTax, getLines, onLinesChange);

  // Read when asked (a key, a paste, a batch), not on every keystroke's render: 2,000 lines each time add up.
  const indexOf = (id: string) => linesRef.current.findIndex((l) => l.id === id);
  const targetsNow = () => targetIds(linesRef.current, checked as ReadonlySet<string>);
  const checkedCount = useMemo(() => (checked.size === 0 ? 0 : lines.filter((l) => checked.has(l.id)).length), [lines, checked]);

  const rateOptionsOf = useCallback(
    (line: EditLine): TaxRateOption[] => allowedTaxRates(ctx, { spbm: line.spbm, taxRateList: line.taxRateList }),
    [ctx],
  );
  const rateLabel = useCallback((o: TaxRateOption) => t(o.label.key, o.label.params ?? {}), [t]);
  const coalOptions = useMemo(() => coalTypes.map((c) => ({ value: c, label: t(`issueGrid:coal.${c}`) })), [t]);

  const title = useCallback(
    (column: GridColumn) =>
      column === 'price'
        ? t(includingTax ? 'issue:goods.columns.priceIncl' : 'issue:goods.columns.priceExcl')
        : column === 'amount'
          ? t(includingTax ? 'issue:goods.columns.amountIncl' : 'issue:goods.columns.amountExcl')
          : t(`issue:goods.columns.${column}`),
    [t, includingTax],
  );

  /** The next goods line (not a discount line) from `index` in `step` direction. */
  const goodsLineFrom = useCallback(
    (index: number, step: 1 | -1): EditLine | undefined => {
      for (let i = index + step; i >= 0 && i < lines.length; i += step) if (lines[i]!.fphxz !== '1') return lines[i];
      return undefined;
    },
    [lines],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = cellOf(e.target);
    if (!at) return;
    const action = gridKeyAction({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing }, caretOf(e.target));
    if (action === null) return;
    const index = indexOf(at.lineId);
    const col = gridColumns.indexOf(at.column);
    e.preventDefault();
    switch (action) {
      case 'addLine':
        onAddLine(at.lineId);
        break;
      case 'deleteLine': {
        const next = goodsLineFrom(index, 1) ?? goodsLineFrom(index, -1);
        if (lines.filter((l) => l.fphxz !== '1').length <= 1) break;
        onLinesChange(deleteLines(lines, new Set([at.lineId]), newLine).lines);
        if (next) onFocusCell(next.id, at.column);
        break;
      }
      case 'pickCode':
        setPickerFor(at.lineId);
        break;
      case 'help':
        setHelpOpen(true);
        break;
      case 'up':
      case 'down': {
        const target = goodsLineFrom(index, action === 'down' ? 1 : -1);
        if (target) onFocusCell(target.id, at.column);
        break;
      }
      case 'left':
        if (col > 0) onFocusCell(at.lineId, gridColumns[col - 1]!);
        break;
      case 'right':
        if (col < gridColumns.length - 1) onFocusCell(at.lineId, gridColumns[col + 1]!);
        break;
      case 'next':
        if (col < gridColumns.length - 1) onFocusCell(at.lineId, gridColumns[col + 1]!);
        else {
          const below = goodsLineFrom(index, 1);
          if (below) onFocusCell(below.id, gridColumns[0]);
          else onAddLine(at.lineId);
        }
        break;
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const at = cellOf(e.target);
    const text = e.clipboardData.getData('text/plain');
    if (!at || !isBlock(text)) return; // one value goes into the cell as typed
    e.preventDefault();
    const rows = parsePastedRows(text);
    const start = Math.max(0, indexOf(at.lineId));
    const result = pasteBlock(lines, start, at.column, rows, newLine, { exempt: t('invoice:taxRate.exempt'), nonTaxable: t('invoice:taxRate.nonTaxable') });
    onLinesChange(result.lines);
    setNotice({ tone: 'success', text: t('issueGrid:paste.done', { count: result.filled.length }) });
  };

  const report = (result: BatchResult) => {
    const parts = [t('issueGrid:batch.done', { changed: result.changed })];
    if (result.skipped > 0) parts.push(t('issueGrid:batch.skipped', { count: result.skipped }));
    setNotice({ tone: result.skipped > 0 ? 'warning' : 'success', text: parts.join(t('issueGrid:separator')) });
  };
  const commit = (result: BatchResult) => {
    onLinesChange(result.lines);
    report(result);
  };

  const runBatch = async (op: BatchGoodsOperationCode) => {
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

  const pick = (code: TaxCode) => {
    const id = pickerFor;
    setPickerFor(null);
    if (id === null) return;
    onLinesChange(linesRef.current.map((l) => (l.id === id ? applyTaxCode(l, code, ctx) : l)));
    // back to the line's code cell once the dialog has returned focus
    setTimeout(() => onFocusCell(id, 'spbm'), 0);
  };

  // Callbacks the cells call, stable across renders (the page passes new ones each time): the memoised cells of the
  // lines that did not change then skip rendering when one cell is typed in (typing at 2,000 lines).
  const latest = useRef({ onChange, onDeleteLine, onLinesChange });
  latest.current = { onChange, onDeleteLine, onLinesChange };
  const cellActions = useMemo<CellActions>(
    () => ({
      change: (lineId, column, value) => latest.current.onChange(lineId, column, value),
      pick: (lineId) => setPickerFor(lineId),
      discount: (lineId) => {
        setChecked(new Set([lineId]));
        setValueOp('changeDiscount');
      },
      remove: (lineId) => latest.current.onDeleteLine(lineId),
      coal: (lineId, value) => latest.current.onLinesChange(linesRef.current.map((l) => (l.id === lineId ? { ...l, mtzlDm: value } : l))),
      suggest: (lineId) => setSuggestFor(lineId),
    }),
    [],
  );
  // Rate options by the code's own rates: 2,000 lines share a few lists.
  const rateOptionsFor = useMemo(() => {
    const rateOptionCache = new Map<string, readonly { value: string; label: string }[]>();
    return (line: EditLine) => {
      const key = `${line.spbm}|${(line.taxRateList ?? []).join(',')}`;
      let options = rateOptionCache.get(key);
      if (!options) {
        options = rateOptionsOf(line).map((o) => ({ value: o.value, label: rateLabel(o) }));
        rateOptionCache.set(key, options);
      }
      return options;
    };
  }, [rateOptionsOf, rateLabel]);

  const columns = useMemo<TableColumn<EditLine>[]>(() => {
    const label = (index: number, column: string) => t('issue:goods.cell', { row: index + 1, column });
    const editor = (column: GridColumn, numeric = false) => (line: EditLine, index: number) => {
      if (line.fphxz === '1') {
        if (column === 'showName') {
          return (
            <NameCell>
              <Tag size="sm" tone="warning">
                {t('issueGrid:discount.line')}
              </Tag>
              <span>{line.showName}</span>
            </NameCell>
          );
        }
        return column === 'amount' ? line.amount : '';
      }
      return (
        <EditorCell
          lineId={line.id}
          column={column}
          value={line[column]}
          label={label(index, title(column))}
          message={errors.get(line.id)?.[column]}
          numeric={numeric}
          actions={cellActions}
        />
      );
    };

    return [
      { key: 'index', title: t('issue:goods.columns.index'), width: 56, align: 'center', render: (_l: EditLine, i: number) => i + 1 },
      { key: 'showName', title: title('showName'), minWidth: 200, render: editor('showName') },
      {
        key: 'spbm',
        title: title('spbm'),
        width: 240,
        render: (line: EditLine, index: number) =>
          line.fphxz === '1' ? (
            line.spbm
          ) : (
            <NameCell>
              {editor('spbm')(line, index)}
              <PickButton lineId={line.id} label={t('issueGrid:picker.open', { row: index + 1 })} actions={cellActions} />
            </NameCell>
          ),
      },
      { key: 'ggxh', title: title('ggxh'), width: 110, render: editor('ggxh') },
      { key: 'dw', title: title('dw'), width: 80, render: editor('dw') },
      { key: 'quantity', title: title('quantity'), width: 96, align: 'end', render: editor('quantity', true) },
      { key: 'price', title: title('price'), width: 124, align: 'end', render: editor('price', true) },
      { key: 'amount', title: title('amount'), width: 124, align: 'end', render: editor('amount', true) },
      {
        key: 'rate',
        title: title('rate'),
        width: 112,
        render: (line: EditLine, index: number) => {
          const options = rateOptionsFor(line);
          if (line.fphxz === '1') return options.find((o) => o.value === line.rate)?.label ?? '';
          return (
            <RateCell
              lineId={line.id}
              value={line.rate}
              label={label(index, title('rate'))}
              options={options}
              placeholder={t('ds:select.placeholder')}
              message={errors.get(line.id)?.rate}
              actions={cellActions}
            />
          );
        },
      },
      {
        key: 'tax',
        title: t('issue:goods.columns.tax'),
        width: 100,
        align: 'end',
        render: (line: EditLine) => lineFigures(line, includingTax).tax?.toFixed(2) ?? '',
      },
      {
        key: 'source',
        title: t('issueGrid:columns.source'),
        width: 160,
        ellipsis: true,
        render: (line: EditLine, index: number) =>
          line.codingErrors && line.codingErrors.length > 0 ? (
            <Tag size="sm" tone="danger">
              {t('issueGrid:ai.lineErrors', { row: index + 1, message: line.codingErrors.join(t('issueGrid:separator')) })}
            </Tag>
          ) : line.fphxz !== '1' && hasCodingSuggestions(line) ? (
            <NameCell>
              {line.source && (
                <Tag size="sm" tone="info">
                  {t(lookupKey(codingSource, line.source))}
                </Tag>
              )}
              {/* AI coding's units and preferential policies for this line (spec 02 §3) */}
              <SuggestButton lineId={line.id} label={t('issueGrid:suggest.open', { row: index + 1 })} text={t('issueGrid:suggest.button')} actions={cellActions} />
            </NameCell>
          ) : line.source ? (
            <Tag size="sm" tone="info">
              {t(lookupKey(codingSource, line.source))}
            </Tag>
          ) : (
            ''
          ),
      },
      { key: 'preference', title: t('issueGrid:columns.preference'), width: 110, ellipsis: true, render: (line: EditLine) => (line.yhzcbs === '1' ? line.yhzcsm : '') },
      {
        key: 'coal',
        title: t('issueGrid:columns.coal'),
        width: 120,
        render: (line: EditLine, index: number) =>
          line.fphxz === '1' || !isCoalCode(line.spbm) ? (
            ''
          ) : (
            <CoalCell lineId={line.id} value={line.mtzlDm ?? ''} label={label(index, t('issueGrid:columns.coal'))} options={coalOptions} placeholder={t('ds:select.placeholder')} actions={cellActions} />
          ),
      },
      {
        key: 'actions',
        title: t('issue:goods.columns.actions'),
        width: 96,
        align: 'center',
        render: (line: EditLine, index: number) =>
          line.fphxz === '1' ? (
            ''
          ) : (
            <ActionsCell
              lineId={line.id}
              discountLabel={t('issueGrid:discount.add', { row: index + 1 })}
              deleteLabel={t('issue:goods.deleteLine', { row: index + 1 })}
              canDelete={lines.length > 1}
              actions={cellActions}
            />
          ),
      },
    ];
  }, [t, title, includingTax, errors, lines.length, rateOptionsFor, coalOptions, cellActions]);

  const batchRates = useMemo(() => allowedTaxRates(ctx).map((o) => ({ value: o.value, label: rateLabel(o) })), [ctx, rateLabel]);
  const pickerRow = pickerFor === null ? null : Math.max(0, indexOf(pickerFor)) + 1;
  const suggestIndex = suggestFor === null ? -1 : indexOf(suggestFor);
  const suggestLine = suggestIndex >= 0 ? lines[suggestIndex] : undefined;
  const takeSuggestion = (choice: { unit: string; preference: string }) => {
    const id = suggestFor;
    setSuggestFor(null);
    if (id === null || !suggestLine) return;
    const ids = new Set([id]);
    let next: EditLine[] = [...linesRef.current];
    if ((suggestLine.tsdwlist?.length ?? 0) > 0) next = changeUnit(next, ids, choice.unit).lines;
    if ((suggestLine.yhzcsmList?.length ?? 0) > 0) next = changePreference(next, ids, choice.preference).lines;
    onLinesChange(next);
    setNotice({ tone: 'success', text: t('issueGrid:suggest.done', { row: suggestIndex + 1 }) });
  };
  const anyChecked = checkedCount > 0;

  return (
    <div>
      <Toolbar>
        <DropdownButton label={t('issueGrid:batch.menu')} isDisabled={ai.progress !== null} onAction={(key) => void runBatch(String(key) as BatchGoodsOperationCode)}>
          {(Object.keys(batchGoodsOperation) as BatchGoodsOperationCode[]).flatMap((op) => [
            ...(op === 'rename' || op === 'setTaxFree' || op === 'changeDiscount' || op === 'deleteGoods' ? [<MenuSeparator key={`sep-${op}`} />] : []),
            <MenuItem key={op} id={op} isDanger={op === 'deleteGoods'}>
              {t(lookupKey(batchGoodsOperation, op))}
            </MenuItem>,
          ])}
        </DropdownButton>
        <Count aria-live="polite">
          {t('issueGrid:lineCount', { count: lines.length })}
          {' · '}
          {anyChecked ? t('issueGrid:checkedCount', { count: checkedCount }) : t('issueGrid:noneChecked')}
        </Count>
        <Spacer />
        <Checkbox isSelected={props.minerals} onChange={props.onMineralsChange}>
          {t('issueGrid:minerals')}
        </Checkbox>
        <Button size="sm" variant="text" onPress={() => setHelpOpen(true)}>
          {t('issueGrid:shortcuts.open')}
        </Button>
        {ai.progress && (
          <Progress>
            <ProgressBar
              label={t('issueGrid:ai.progress', { done: ai.progress.done, total: ai.progress.total })}
              value={ai.progress.done}
              maxValue={Math.max(1, ai.progress.total)}
            />
          </Progress>
        )}
      </Toolbar>
      {notice && (
        <Alert tone={notice.tone} live onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {/* Keys and pastes from the cells bubble here (one handler for every cell of every line). */}
      <div onKeyDown={onKeyDown} onPaste={onPaste}>
        <Table
          aria-label={t('issue:goods.gridLabel')}
          columns={columns}
          rows={lines}
          rowKey="id"
          rowHeight={ROW_HEIGHT}
          maxHeight={ROW_HEIGHT * (VISIBLE_ROWS + 1)}
          overscan={OVERSCAN}
          selectionMode="multiple"
          selectedKeys={checked}
          onSelectionChange={setChecked}
          handleRef={handleRef}
        />
      </div>
      <Suspense>
        {pickerRow !== null && <TaxCodePicker row={pickerRow} onPick={pick} onClose={() => setPickerFor(null)} />}
        {valueOp !== null && (
          <BatchOperationDialog
            op={valueOp}
            count={targetsNow().size}
            rates={batchRates}
            coalTypes={coalOptions}
            onApply={applyValue}
            onClose={() => setValueOp(null)}
          />
        )}
        {helpOpen && <GridShortcuts isOpen onClose={() => setHelpOpen(false)} />}
        {suggestLine && <CodingSuggestions line={suggestLine} row={suggestIndex + 1} onApply={takeSuggestion} onClose={() => setSuggestFor(null)} />}
      </Suspense>
    </div>
  );
}
