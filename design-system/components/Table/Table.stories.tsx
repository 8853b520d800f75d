import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Table, type TableColumn, type TableKey, type TableProps, type TableSortDescriptor } from './index';
import { ThemeColumns, expectThemePanels, storyBox, storyT, themesStory } from '../../foundations/ThemeColumns';

interface Invoice {
  id: string;
  invoiceNo: string;
  company: number;
  amount: string;
  tax: string;
  date: string;
  status: 'issued' | 'voided' | 'red';
}

const statuses = ['issued', 'issued', 'issued', 'voided', 'red'] as const;

/** Deterministic sample invoices: the same rows on every run, amounts as exact decimals. */
function makeInvoices(count: number): Invoice[] {
  return Array.from({ length: count }, (_, i) => {
    const amount = new Decimal((i * 7919 + 1234) % 1000000).div(100);
    return {
      id: `inv-${i + 1}`,
      invoiceNo: String(24000000 + ((i * 37) % 99991)).padStart(8, '0'),
      company: (i * 5) % 6,
      amount: amount.toFixed(2),
      tax: amount.mul('0.13').toDecimalPlaces(2).toFixed(2),
      date: `2026-11-${String(1 + (i % 22)).padStart(2, '0')}`,
      status: statuses[i % statuses.length]!,
    };
  });
}

const byAmount = (a: Invoice, b: Invoice) => new Decimal(a.amount).comparedTo(b.amount);

function useInvoiceColumns(): TableColumn<Invoice>[] {
  const { t } = useTranslation('stories');
  return useMemo(
    () => [
      { key: 'index', title: t('data.table.index'), width: 64, align: 'center', render: (_row, i) => i + 1 },
      { key: 'invoiceNo', title: t('data.table.invoiceNo'), width: 120, sortable: true },
      {
        key: 'company',
        title: t('data.table.buyer'),
        minWidth: 200,
        ellipsis: true,
        sortable: true,
        render: (row) => t(`data.table.companies.c${row.company}`),
      },
      { key: 'amount', title: t('data.table.amount'), width: 120, align: 'end', sortable: true, compare: byAmount },
      { key: 'tax', title: t('data.table.tax'), width: 110, align: 'end' },
      { key: 'date', title: t('data.table.date'), width: 120, sortable: true },
      {
        key: 'status',
        title: t('data.table.status'),
        width: 90,
        render: (row) =>
          t(row.status === 'issued' ? 'data.table.statusIssued' : row.status === 'voided' ? 'data.table.statusVoided' : 'data.table.statusRed'),
      },
    ],
    [t],
  );
}

type DemoProps = Omit<TableProps<Invoice>, 'columns' | 'rows' | 'rowKey'> & {
  /** How many generated invoices to show. */
  rowCount: number;
};

/** The Table with invoice columns and generated rows, as a list page would use it. */
function InvoiceTable({ rowCount, ...rest }: DemoProps) {
  const { t } = useTranslation('stories');
  const columns = useInvoiceColumns();
  const rows = useMemo(() => makeInvoices(rowCount), [rowCount]);
  return <Table<Invoice> aria-label={t('data.table.label')} columns={columns} rows={rows} rowKey="id" {...rest} />;
}

const meta = {
  title: 'Components/Table',
  component: InvoiceTable,
  args: { rowCount: 8, onSortChange: fn(), onSelectionChange: fn() },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'multiple'] },
    rowCount: { control: { type: 'number', min: 0, max: 10000 } },
  },
  // The table is about 880 px wide: render at desktop size so nothing is clipped.
  globals: { viewport: { value: 'desktop' } },
  decorators: [storyBox({ width: 900 })],
} satisfies Meta<typeof InvoiceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '9');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    await expect(bodyRows(canvasElement)).toHaveLength(8);
  },
};

export const Playground: Story = {
  args: { rowCount: 30, selectionMode: 'multiple', isLoading: false, maxHeight: 320, rowHeight: 40 },
};

/** Click, Enter and Space on a sortable header; aria-sort says the order. Amounts sort as decimals. */
export const Sorting: Story = {
  args: { rowCount: 8, defaultSortDescriptor: { column: 'date', direction: 'descending' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amountHeader = canvas.getByRole('columnheader', { name: '金额' });
    await expect(canvas.getByRole('columnheader', { name: '开票日期' })).toHaveAttribute('aria-sort', 'descending');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'none');

    // Keyboard: Tab into the grid (first row), up to the header row, right to 金额, Enter sorts.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    for (let i = 0; i < 3; i++) await userEvent.keyboard('{ArrowRight}');
    await expect(grid(canvasElement)).toHaveAttribute('aria-activedescendant', amountHeader.id);
    await userEvent.keyboard('{Enter}');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    const amounts = () => bodyRows(canvasElement).map((r) => r.querySelectorAll('[role="gridcell"]')[3]!.textContent!);
    const ascending = amounts();
    await expect([...ascending].sort((a, b) => new Decimal(a).comparedTo(b))).toEqual(ascending);

    // A click sorts the other way; Space on the header turns it back.
    await userEvent.click(amountHeader);
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(amounts()).toEqual([...ascending].reverse());
    await userEvent.keyboard(' ');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Checkbox column: select all, indeterminate, a row's checkbox, Space on the focused row. */
export const Selection: Story = {
  args: { rowCount: 6, selectionMode: 'multiple', defaultSelectedKeys: ['inv-2'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: '全选' });
    await expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['inv-1', 'inv-2', 'inv-3', 'inv-4', 'inv-5', 'inv-6']));

    await userEvent.click(canvas.getAllByRole('checkbox', { name: '选择此行' })[0]!);
    await expect(selectAll).toBePartiallyChecked();
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-selected', 'false');

    // Space toggles the focused row; the checkbox click left the keyboard on that row.
    await expect(grid(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(bodyRows(canvasElement)[1]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['inv-3', 'inv-4', 'inv-5', 'inv-6']));
  },
};

/** Loading keeps the rows, covers them with a spinner and marks the grid busy. */
export const Loading: Story = {
  args: { rowCount: 5, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
  },
};

/** No rows: the empty state 暂无数据 (spec 01 §8) inside the grid. */
export const Empty: Story = {
  args: { rowCount: 0, selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('gridcell')).toHaveTextContent('暂无数据');
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
};

function RowActionDemo(props: DemoProps) {
  const { t } = useTranslation('stories');
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <InvoiceTable
        {...props}
        onRowAction={(row, index) => {
          props.onRowAction?.(row, index);
          setOpened(t('data.table.opened', { index: index + 1, invoiceNo: row.invoiceNo }));
        }}
      />
      <output>{opened}</output>
    </div>
  );
}

/** A row opens on click and on Enter (e.g. the terminal picker's row click). */
export const RowAction: Story = {
  args: { rowCount: 6, onRowAction: fn() },
  render: (args) => <RowActionDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: '24000037' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'inv-2' }), 1);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'inv-4' }), 3);
    await expect(canvas.getByRole('status')).toHaveTextContent('24000111');
  },
};

/** The header stays at the top while 200 rows scroll underneath. */
export const StickyHeader: Story = {
  args: { rowCount: 200, maxHeight: 320 },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    table.scrollTop = 2000;
    await waitFor(() => expect(bodyRows(canvasElement).some((r) => r.getAttribute('aria-rowindex') === '56')).toBe(true));
    const header = within(table).getAllByRole('row')[0]!;
    await expect(header).toHaveAttribute('aria-rowindex', '1');
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(table.getBoundingClientRect().top));
  },
};

/** 10,000 rows: only the visible ones (plus a few) are in the DOM; aria-rowcount tells the full size. */
export const TenThousandRows: Story = {
  args: { rowCount: 10000, selectionMode: 'multiple', maxHeight: 480 },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);

    table.scrollTop = 200000;
    await waitFor(() => expect(bodyRows(canvasElement).some((r) => r.getAttribute('aria-rowindex') === '5002')).toBe(true));
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);

    await userEvent.click(bodyRows(canvasElement)[8]!.querySelector('[role="gridcell"]:nth-child(3)')!);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(bodyRows(canvasElement).some((r) => r.getAttribute('aria-rowindex') === '10001')).toBe(true));
    const last = bodyRows(canvasElement).find((r) => r.getAttribute('aria-rowindex') === '10001')!;
    await expect(table).toHaveAttribute('aria-activedescendant', last.id);
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  },
};

function rowAt(canvasElement: HTMLElement, rowIndex: number) {
  return bodyRows(canvasElement).find((r) => r.getAttribute('aria-rowindex') === String(rowIndex));
}

/** One tab stop; arrows, Home/End, PageUp/PageDown move the active row; Space selects; Ctrl+A selects all. */
export const KeyboardNavigation: Story = {
  args: { rowCount: 100, selectionMode: 'multiple', maxHeight: 320 },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    const invoices = makeInvoices(100);
    // The active row must be rendered and be the very row a user sees highlighted: its own invoice number.
    const expectActive = async (rowIndex: number) =>
      waitFor(() => {
        const row = rowAt(canvasElement, rowIndex);
        expect(row, `row ${rowIndex} is rendered`).toBeDefined();
        expect(table).toHaveAttribute('aria-activedescendant', row!.id);
        expect(row).toHaveTextContent(invoices[rowIndex - 2]!.invoiceNo);
      });

    await userEvent.tab();
    await expect(table).toHaveFocus();
    await expectActive(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expectActive(4);
    await userEvent.keyboard('{PageDown}');
    await expectActive(10);
    await userEvent.keyboard('{PageUp}');
    await expectActive(4);
    await userEvent.keyboard('{End}');
    await expectActive(101);
    await userEvent.keyboard('{Home}');
    await expectActive(2);
    await userEvent.keyboard(' ');
    await expect(rowAt(canvasElement, 2)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(within(canvasElement).getByRole('checkbox', { name: '全选' })).toBeChecked();

    // The grid is a single tab stop: the next Tab leaves it.
    await userEvent.tab();
    await expect(table).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(table).toHaveFocus();
    await expectActive(2);
  },
};

function ControlledDemo(props: DemoProps) {
  const { t } = useTranslation('stories');
  const [sort, setSort] = useState<TableSortDescriptor | null>({ column: 'amount', direction: 'descending' });
  const [selected, setSelected] = useState<ReadonlySet<TableKey>>(new Set(['inv-1']));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <InvoiceTable {...props} sortDescriptor={sort} onSortChange={setSort} selectedKeys={selected} onSelectionChange={setSelected} />
      <output>{t('data.table.selected', { count: selected.size })}</output>
    </div>
  );
}

/** Sorting and selection held by the page (controlled), e.g. to keep them across paging. */
export const Controlled: Story = {
  args: { rowCount: 5, selectionMode: 'multiple' },
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '金额' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getAllByRole('checkbox', { name: '选择此行' })[1]!);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 2 条');
  },
};

/** A sorted table with a selected row, a checkbox column and the sort indicator, under every role theme. */
export const Themes: Story = {
  ...themesStory,
  args: { rowCount: 3, selectionMode: 'multiple', defaultSelectedKeys: ['inv-2'], defaultSortDescriptor: { column: 'date', direction: 'descending' } },
  render: (args) => (
    <ThemeColumns columnWidth={900} stacked>
      <InvoiceTable {...args} />
    </ThemeColumns>
  ),
  play: async ({ canvasElement }) => {
    const t = storyT();
    const [, second] = makeInvoices(3);
    for (const { panel } of await expectThemePanels(canvasElement)) {
      await expect(panel.getByRole('columnheader', { name: t('data.table.date') })).toHaveAttribute('aria-sort', 'descending');
      const selected = panel.getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true');
      await expect(selected).toHaveLength(1);
      await expect(selected[0]).toHaveTextContent(second!.invoiceNo);
      await expect(panel.getByRole('checkbox', { name: storyT('ds')('table.selectAll') })).toBePartiallyChecked();
    }
  },
};
