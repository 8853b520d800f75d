import { Suspense, lazy, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  DropdownButton,
  MenuItem,
  MenuSeparator,
  ProgressBar,
  Table,
  fontSize,
  space,
  vars,
  type TableHandle,
} from '../../../design-system';
import { batchGoodsOperation, lookupKey, type BatchGoodsOperationCode } from '../../lookups';
import type { EditLine } from '../rules/lineAmounts';
import type { IssueContext } from '../rules/types';
import type { GridColumn } from './fieldIssues';
import { handleGridKey } from './goodsGridKeys';
import { handleGridPaste } from './goodsGridPaste';
import { useBatchOperations, type GridNotice } from './useBatchOperations';
import { useGoodsColumns } from './useGoodsColumns';
import { useLineActions } from './useLineActions';

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

const ROW_HEIGHT = 40;
/** Rows shown; with the overscan the DOM holds at most 9 + 2 × 3 = 15 rows, far under the bench's budget of 80 (scripts/bench/issueGrid.mjs). */
const VISIBLE_ROWS = 9;
const OVERSCAN = 3;

/**
 * The goods lines (spec 01 §3 Goods line): a virtualised editable grid with a checkbox per line, the tax-code picker (F4 or
 * the code cell's button), the coding source and AI coding's per-line notes, preference, coal type for coal codes,
 * discount lines, and the batch operations of spec 02 §3.1 on the checked lines (all when none is checked). Keys per
 * gridKeys.ts (the shortcut list shows them); a block pasted from Excel or WPS fills lines from the current cell.
 */
export function GoodsGrid(props: GoodsGridProps) {
  const { lines, includingTax, ctx, errors, onChange, onLinesChange, newLine, onAddLine, onDeleteLine, onFocusCell, handleRef } = props;
  const { t } = useTranslation(['issue', 'issueGrid', 'invoice', 'lookups', 'ds']);
  const [helpOpen, setHelpOpen] = useState(false);
  const [notice, setNotice] = useState<GridNotice | null>(null);

  // The latest lines for work that outlives a render (AI coding's chunks, the dialogs' choices).
  const linesRef = useRef(lines);
  linesRef.current = lines;
  // Read when asked (a key, a paste, a dialog), not on every keystroke's render: 2,000 lines each time add up.
  const indexOf = (id: string) => linesRef.current.findIndex((l) => l.id === id);

  const batch = useBatchOperations(t, { lines, linesRef, ctx, includingTax, newLine, onLinesChange, setNotice });
  const lineActions = useLineActions(t, { linesRef, indexOf, ctx, onChange, onDeleteLine, onLinesChange, onFocusCell, onDiscount: batch.discountLine, setNotice });
  const { columns, rates, coalOptions } = useGoodsColumns(t, { includingTax, ctx, errors, lineCount: lines.length, cellActions: lineActions.cellActions });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) =>
    handleGridKey(e, { lines, indexOf, newLine, onLinesChange, onAddLine, onFocusCell, openPicker: lineActions.openPicker, openHelp: () => setHelpOpen(true) });
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => handleGridPaste(e, { lines, indexOf, newLine, onLinesChange, setNotice }, t);

  return (
    <div>
      <Toolbar>
        <DropdownButton label={t('issueGrid:batch.menu')} isDisabled={batch.aiProgress !== null} onAction={(key) => void batch.run(String(key) as BatchGoodsOperationCode)}>
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
          {batch.checkedCount > 0 ? t('issueGrid:checkedCount', { count: batch.checkedCount }) : t('issueGrid:noneChecked')}
        </Count>
        <Spacer />
        <Checkbox isSelected={props.minerals} onChange={props.onMineralsChange}>
          {t('issueGrid:minerals')}
        </Checkbox>
        <Button size="sm" variant="text" onPress={() => setHelpOpen(true)}>
          {t('issueGrid:shortcuts.open')}
        </Button>
        {batch.aiProgress && (
          <Progress>
            <ProgressBar
              label={t('issueGrid:ai.progress', { done: batch.aiProgress.done, total: batch.aiProgress.total })}
              value={batch.aiProgress.done}
              maxValue={Math.max(1, batch.aiProgress.total)}
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
          selectedKeys={batch.checked}
          onSelectionChange={batch.setChecked}
          handleRef={handleRef}
        />
      </div>
      <Suspense>
        {lineActions.pickerRow !== null && <TaxCodePicker row={lineActions.pickerRow} onPick={lineActions.pick} onClose={lineActions.closePicker} />}
        {batch.valueOp !== null && (
          <BatchOperationDialog
            op={batch.valueOp}
            count={batch.targetsNow().size}
            rates={rates}
            coalTypes={coalOptions}
            onApply={batch.applyValue}
            onClose={batch.closeValueOp}
          />
        )}
        {helpOpen && <GridShortcuts isOpen onClose={() => setHelpOpen(false)} />}
        {lineActions.suggestLine && <CodingSuggestions line={lineActions.suggestLine} row={lineActions.suggestRow} onApply={lineActions.takeSuggestion} onClose={lineActions.closeSuggestion} />}
      </Suspense>
    </div>
  );
}
