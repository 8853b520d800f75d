import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, StatusBadge, Table, TableCellInput, space, vars, type TableColumn } from '../../../design-system';
import { batchColumns, type BatchField, type BatchInvoice, type BatchRow, type CellIssue, type CheckedInvoice } from '../rules';

export interface BatchSheetTableProps {
  rows: readonly BatchRow[];
  invoices: readonly BatchInvoice[];
  checked: ReadonlyMap<string, CheckedInvoice>;
  /** Invoice keys selected to issue. */
  selected: ReadonlySet<string>;
  onSelect(key: string, isSelected: boolean): void;
  onEdit(row: number, field: BatchField, value: string): void;
  /** Only the lines of invoices in error. @default false */
  onlyErrors?: boolean;
  maxHeight?: number;
}

const widths: Record<BatchField, number> = {
  documentNo: 130,
  invoiceType: 90,
  buyerTaxerName: 200,
  buyerTaxerId: 190,
  buyerAddressTel: 180,
  buyerBankAccount: 180,
  receiver: 170,
  remark: 140,
  payee: 90,
  checker: 90,
  drawer: 90,
  sslkjly: 130,
  showName: 200,
  spbm: 190,
  ggxh: 100,
  dw: 70,
  quantity: 80,
  price: 110,
  amount: 120,
  rate: 80,
};
const numeric = new Set<BatchField>(['quantity', 'price', 'amount']);

const Messages = styled.span`
  display: block;
  overflow: hidden;
  color: ${vars.colorDangerText};
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-tone='warning'] { color: ${vars.colorWarningText}; }
`;

const Result = styled.span`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
`;

/** Where each invoice starts and which invoice each line belongs to. */
function lineIndex(invoices: readonly BatchInvoice[]) {
  const invoiceOf = new Map<number, BatchInvoice>();
  for (const invoice of invoices) for (const r of invoice.rows) invoiceOf.set(r, invoice);
  return invoiceOf;
}

/**
 * The uploaded sheet's lines (docs/workbench/batch-issue.md), an invoice's lines together in the sheet's order: each cell editable in
 * place with its problem (red, its message as the cell's description and in the row's result), the invoice's check
 * and its selection on its first line. Virtualised: 1,000 invoices of many lines scroll as fast as ten.
 */
export const BatchSheetTable = memo(function BatchSheetTable({ rows, invoices, checked, selected, onSelect, onEdit, onlyErrors = false, maxHeight = 480 }: BatchSheetTableProps) {
  const { t } = useTranslation(['batchIssue', 'invoice', 'lookups']);
  const invoiceOf = useMemo(() => lineIndex(invoices), [invoices]);
  const issuesAt = useMemo(() => {
    const map = new Map<string, CellIssue[]>();
    const byRow = new Map<number, CellIssue[]>();
    for (const { check } of checked.values()) {
      for (const issue of check.issues) {
        const key = `${issue.row}:${issue.field}`;
        map.set(key, [...(map.get(key) ?? []), issue]);
        byRow.set(issue.row, [...(byRow.get(issue.row) ?? []), issue]);
      }
    }
    return { cell: map, row: byRow };
  }, [checked]);

  const shown = useMemo(() => {
    const order: number[] = [];
    for (const invoice of invoices) {
      if (onlyErrors && checked.get(invoice.key)?.check.status !== 'error') continue;
      order.push(...invoice.rows);
    }
    return order;
  }, [invoices, checked, onlyErrors]);

  const say = (issue: CellIssue) => t(issue.key, { ...issue.params });
  const title = (field: BatchField) => t(`column.${field}`);

  const columns = useMemo((): TableColumn<number>[] => {
    const first: TableColumn<number>[] = [
      {
        key: 'select',
        title: t('page.selectColumn'),
        width: 64,
        render: (index) => {
          const invoice = invoiceOf.get(index);
          if (!invoice || invoice.rows[0] !== index) return null;
          const status = checked.get(invoice.key)?.check.status;
          return (
            <Checkbox
              aria-label={t('page.select', { documentNo: invoice.documentNo || index + 1 })}
              isSelected={selected.has(invoice.key)}
              isDisabled={status === 'error'}
              onChange={(value) => onSelect(invoice.key, value)}
            />
          );
        },
      },
      { key: 'row', title: t('page.row'), width: 64, align: 'end', render: (index) => index + 1 },
      {
        key: 'result',
        title: t('page.invoiceStatus'),
        width: 300,
        render: (index) => {
          const invoice = invoiceOf.get(index);
          const check = invoice ? checked.get(invoice.key)?.check : undefined;
          const own = issuesAt.row.get(index) ?? [];
          const errors = own.filter((i) => i.severity === 'error');
          const text = own.map((i) => t('page.fieldMessage', { column: title(i.field), message: say(i) })).join(t('page.messageSeparator'));
          const isFirst = invoice?.rows[0] === index;
          return (
            <Result title={text || undefined}>
              {isFirst && check && (
                <StatusBadge tone={check.status === 'error' ? 'danger' : check.status === 'warning' ? 'warning' : 'success'} size="sm">
                  {check.status === 'error'
                    ? t('page.statusError', { count: check.issues.filter((i) => i.severity === 'error').length })
                    : check.status === 'warning'
                      ? t('page.statusWarning')
                      : t('page.statusOk')}
                </StatusBadge>
              )}
              {own.length > 0 && <Messages data-tone={errors.length > 0 ? 'danger' : 'warning'}>{text}</Messages>}
            </Result>
          );
        },
      },
    ];
    const cells = batchColumns.map(
      (c): TableColumn<number> => ({
        key: c.field,
        title: title(c.field),
        width: widths[c.field],
        render: (index) => {
          const own = issuesAt.cell.get(`${index}:${c.field}`);
          const error = own?.find((i) => i.severity === 'error') ?? own?.[0];
          return (
            <TableCellInput
              aria-label={t('page.cell', { row: index + 1, column: title(c.field) })}
              value={rows[index]?.[c.field] ?? ''}
              onChange={(value) => onEdit(index, c.field, value)}
              isInvalid={error !== undefined && error.severity === 'error'}
              errorMessage={error ? say(error) : undefined}
              align={numeric.has(c.field) ? 'end' : 'start'}
              inputMode={numeric.has(c.field) ? 'decimal' : 'text'}
            />
          );
        },
      }),
    );
    return [...first, ...cells];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- say and title read t, which is listed
  }, [t, rows, invoiceOf, checked, issuesAt, selected, onSelect, onEdit]);

  return <Table aria-label={t('page.tableLabel')} columns={columns} rows={shown} rowKey={(index) => index} rowHeight={44} maxHeight={maxHeight} />;
});
