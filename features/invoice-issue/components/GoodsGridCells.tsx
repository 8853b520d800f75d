import { memo } from 'react';
import styled from 'styled-components';
import { Button, IconButton, TableCellInput, TableCellSelect, space } from '../../../design-system';
import { cellId, type GridColumn } from './fieldIssues';

// The goods grid's cells: a line's editors, selects and buttons. Each is memoised and calls the grid through one
// CellActions object that lives as long as the grid, so a keystroke renders the typed cell, not the other lines' cells
// (typing at 2,000 lines: IssueForm.renders.test.tsx counts it).

/** What the grid's cells call (stable for the grid's life, so unchanged lines' cells skip rendering). */
export interface CellActions {
  change(lineId: string, column: GridColumn, value: string): void;
  pick(lineId: string): void;
  discount(lineId: string): void;
  remove(lineId: string): void;
  coal(lineId: string, value: string): void;
  suggest(lineId: string): void;
}

export const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  width: 100%;
  min-width: 0;
`;

export const EditorCell = memo(function EditorCell(p: {
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

export const RateCell = memo(function RateCell(p: {
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

export const CoalCell = memo(function CoalCell(p: {
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

export const PickButton = memo(function PickButton(p: { lineId: string; label: string; actions: CellActions }) {
  return <IconButton icon="search" size="sm" aria-label={p.label} onPress={() => p.actions.pick(p.lineId)} />;
});

export const SuggestButton = memo(function SuggestButton(p: { lineId: string; label: string; text: string; actions: CellActions }) {
  return (
    <Button size="sm" variant="text" aria-label={p.label} onPress={() => p.actions.suggest(p.lineId)}>
      {p.text}
    </Button>
  );
});

export const ActionsCell = memo(function ActionsCell(p: { lineId: string; discountLabel: string; deleteLabel: string; canDelete: boolean; actions: CellActions }) {
  return (
    <NameCell>
      <IconButton icon="edit" size="sm" aria-label={p.discountLabel} onPress={() => p.actions.discount(p.lineId)} />
      <IconButton icon="delete" size="sm" aria-label={p.deleteLabel} isDisabled={!p.canDelete} onPress={() => p.actions.remove(p.lineId)} />
    </NameCell>
  );
});
