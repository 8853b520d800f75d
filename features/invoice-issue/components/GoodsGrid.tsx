import { useMemo, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconButton,
  Table,
  TableCellInput,
  TableCellSelect,
  fontSize,
  space,
  vars,
  type TableColumn,
  type TableHandle,
} from '../../../design-system';
import { lineFigures, type EditLine } from '../rules/lineAmounts';
import type { TaxRateOption } from '../rules/taxRates';
import { cellId, type GridColumn } from './fieldIssues';

export interface GoodsGridProps {
  lines: readonly EditLine[];
  /** Prices and amounts are typed with tax. */
  includingTax: boolean;
  /** Rate options per line (the tax-rate policy for this taxpayer and invoice type). */
  rateOptions(line: EditLine): readonly TaxRateOption[];
  /** Messages by line id and column (already translated). */
  errors: ReadonlyMap<string, Partial<Record<GridColumn, string>>>;
  onChange(lineId: string, field: GridColumn, value: string): void;
  /** Adds an empty line after the given one and focuses its name. */
  onAddLine(afterId?: string): void;
  onDeleteLine(lineId: string): void;
  /** Focus a cell (the page scrolls the grid first when the row is not rendered). */
  onFocusCell(lineId: string, column: GridColumn): void;
  handleRef?: Ref<TableHandle>;
}

const Shortcuts = styled.p`
  margin: ${space[2]} 0 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const ROW_HEIGHT = 40;

/**
 * The goods lines as an editable, virtualised grid (the design system's Table with cell editors): name, tax
 * code, specification, unit, quantity, unit price, amount, rate from the policy, and the computed tax. Keys:
 * Ctrl+Enter adds a line below, Ctrl+Delete deletes the line, ArrowUp/ArrowDown move to the same column.
 */
export function GoodsGrid({ lines, includingTax, rateOptions, errors, onChange, onAddLine, onDeleteLine, onFocusCell, handleRef }: GoodsGridProps) {
  const { t } = useTranslation(['issue', 'invoice']);

  const columns = useMemo<TableColumn<EditLine>[]>(() => {
    const title = (column: GridColumn) =>
      column === 'price'
        ? t(includingTax ? 'issue:goods.columns.priceIncl' : 'issue:goods.columns.priceExcl')
        : column === 'amount'
          ? t(includingTax ? 'issue:goods.columns.amountIncl' : 'issue:goods.columns.amountExcl')
          : t(`issue:goods.columns.${column}`);

    const keys = (line: EditLine, index: number, column: GridColumn) => (e: KeyboardEvent<HTMLElement>) => {
      if (e.ctrlKey && e.key === 'Enter') {
        e.preventDefault();
        onAddLine(line.id);
      } else if (e.ctrlKey && e.key === 'Delete') {
        e.preventDefault();
        const next = lines[index + 1] ?? lines[index - 1];
        onDeleteLine(line.id);
        if (next) onFocusCell(next.id, column);
      } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && e.currentTarget.tagName === 'INPUT') {
        const target = lines[index + (e.key === 'ArrowDown' ? 1 : -1)];
        if (target) {
          e.preventDefault();
          onFocusCell(target.id, column);
        }
      }
    };

    const editor = (column: GridColumn, numeric = false) => (line: EditLine, index: number) => {
      const message = errors.get(line.id)?.[column];
      return (
        <TableCellInput
          id={cellId(line.id, column)}
          aria-label={t('issue:goods.cell', { row: index + 1, column: title(column) })}
          value={line[column]}
          onChange={(value) => onChange(line.id, column, value)}
          isInvalid={message !== undefined}
          errorMessage={message}
          align={numeric ? 'end' : 'start'}
          inputMode={numeric ? 'decimal' : 'text'}
          onKeyDown={keys(line, index, column)}
        />
      );
    };

    return [
      { key: 'index', title: t('issue:goods.columns.index'), width: 56, align: 'center', render: (_l: EditLine, i: number) => i + 1 },
      { key: 'showName', title: title('showName'), minWidth: 200, render: editor('showName') },
      { key: 'spbm', title: title('spbm'), width: 176, render: editor('spbm') },
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
          const message = errors.get(line.id)?.rate;
          return (
            <TableCellSelect
              id={cellId(line.id, 'rate')}
              aria-label={t('issue:goods.cell', { row: index + 1, column: title('rate') })}
              value={line.rate}
              onChange={(value) => onChange(line.id, 'rate', value)}
              options={rateOptions(line).map((o) => ({ value: o.value, label: t(o.label.key, o.label.params ?? {}) }))}
              placeholder={t('ds:select.placeholder')}
              isInvalid={message !== undefined}
              errorMessage={message}
              onKeyDown={keys(line, index, 'rate')}
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
        key: 'actions',
        title: t('issue:goods.columns.actions'),
        width: 64,
        align: 'center',
        render: (line: EditLine, index: number) => (
          <IconButton icon="delete" size="sm" aria-label={t('issue:goods.deleteLine', { row: index + 1 })} isDisabled={lines.length === 1} onPress={() => onDeleteLine(line.id)} />
        ),
      },
    ];
  }, [t, includingTax, errors, lines, rateOptions, onChange, onAddLine, onDeleteLine, onFocusCell]);

  return (
    <div>
      <Table
        aria-label={t('issue:goods.gridLabel')}
        columns={columns}
        rows={lines}
        rowKey="id"
        rowHeight={ROW_HEIGHT}
        maxHeight={ROW_HEIGHT * 9}
        handleRef={handleRef}
      />
      <Shortcuts>{t('issue:goods.shortcuts')}</Shortcuts>
    </div>
  );
}
