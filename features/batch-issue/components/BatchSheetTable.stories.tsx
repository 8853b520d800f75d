import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchColumns, checkInvoices, groupInvoices, type BatchContext, type BatchRow } from '../rules';
import { BatchSheetTable } from './BatchSheetTable';

// The uploaded sheet of 批量开票 (docs/workbench/batch-issue.md): lines grouped by document number, each invoice checked with the issuing
// form's rules, problems on their cells, fixed in place. One story per role theme.

const context: BatchContext = {
  issue: {
    taxpayerType: '01',
    diskType: 2,
    diskId: '661000000001',
    tsp: 'IT300',
    isRed: false,
    receiverMayBeMobile: false,
    boundToTaxBureau: true,
    seller: { name: '上海示例科技有限公司', taxId: '91310115MA1K3YJ12X' },
  },
  offered: ['004', '007', '025', '026', '028'],
  defaultType: '026',
  rateLabels: { exempt: ['免税', 'Exempt'], nonTaxable: ['不征税', 'Non-taxable'] },
};

const blank = Object.fromEntries(batchColumns.map((c) => [c.field, ''])) as BatchRow;
const line = (overrides: Partial<BatchRow>): BatchRow => ({
  ...blank,
  drawer: '张会计',
  showName: '*纸制品*打印纸',
  spbm: '1060201070000000000',
  dw: '箱',
  quantity: '2',
  price: '100',
  amount: '200.00',
  rate: '13%',
  ...overrides,
});

const clean: BatchRow[] = [
  line({ documentNo: '000101', buyerTaxerName: '上海批量一号有限公司', buyerTaxerId: '091310000MA1FL0XX1' }),
  line({ documentNo: '000101', drawer: '', showName: '*信息技术服务*软件维护服务', spbm: '3040201030000000000', dw: '次', quantity: '1', price: '500', amount: '500.00', rate: '6%' }),
  line({ documentNo: '000102', buyerTaxerName: '上海批量二号有限公司', buyerTaxerId: '12345678901234567890' }),
];
const withErrors: BatchRow[] = [
  ...clean,
  line({ documentNo: '000103', buyerTaxerName: '' }),
  line({ documentNo: '000104', buyerTaxerName: '上海批量四号有限公司', rate: '十三', receiver: 'not-an-email' }),
];

function Sheet({ initial, onlyErrors = false }: { initial: BatchRow[]; onlyErrors?: boolean }) {
  const [rows, setRows] = useState(initial);
  const [previous, setPrevious] = useState<ReturnType<typeof checkInvoices> | undefined>(undefined);
  const invoices = useMemo(() => groupInvoices(rows), [rows]);
  const checked = useMemo(() => checkInvoices(rows, invoices, context, previous), [rows, invoices, previous]);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const selected = new Set(invoices.filter((i) => checked.get(i.key)?.check.status !== 'error' && !excluded.has(i.key)).map((i) => i.key));
  return (
    <BatchSheetTable
      rows={rows}
      invoices={invoices}
      checked={checked}
      selected={selected}
      onlyErrors={onlyErrors}
      onSelect={(key, on) =>
        setExcluded((e) => {
          const next = new Set(e);
          if (on) next.delete(key);
          else next.add(key);
          return next;
        })
      }
      onEdit={(row, field, value) => {
        setPrevious(checked);
        setRows((r) => r.map((x, i) => (i === row ? { ...x, [field]: value } : x)));
      }}
      maxHeight={360}
    />
  );
}

const meta = {
  title: 'Features/BatchIssue/BatchSheetTable',
  component: Sheet,
  args: { initial: clean },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (el: HTMLElement) => within(el).findByRole('grid', { name: /^(待开发票|Invoices to issue)$/ });

/** Three lines, two invoices, all correct and selected (member theme). */
export const Default: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    await expect(within(grid).getAllByText('正确')).toHaveLength(2);
    await expect(within(grid).getByRole('checkbox', { name: '选择单据 000101' })).toBeChecked();
    await expect(within(grid).getByRole('textbox', { name: '第 1 行 购买方纳税人识别号' })).toHaveValue('091310000MA1FL0XX1');
  },
};

/** Problems on their cells and in the line's result; an invoice in error cannot be selected (agency theme). */
export const WithErrors: Story = {
  args: { initial: withErrors },
  globals: { role: 'agency' },
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    await expect(within(grid).getByRole('textbox', { name: '第 4 行 购买方名称' })).toHaveAttribute('aria-invalid', 'true');
    await expect(within(grid).getByText('购买方名称：购买方名称不能为空')).toBeVisible();
    await expect(within(grid).getByRole('checkbox', { name: '选择单据 000103' })).toBeDisabled();
  },
};

/** A cell fixed in place: its invoice is checked again at once (group theme). */
export const FixInPlace: Story = {
  args: { initial: withErrors },
  globals: { role: 'group' },
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    const name = within(grid).getByRole('textbox', { name: '第 4 行 购买方名称' });
    await userEvent.type(name, '上海批量三号有限公司');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await expect(within(grid).getByRole('checkbox', { name: '选择单据 000103' })).toBeEnabled();
  },
};

/** Only the invoices in error (branch theme). */
export const OnlyErrors: Story = {
  args: { initial: withErrors, onlyErrors: true },
  globals: { role: 'branch' },
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await expect(within(grid).getAllByText(/税率“十三”有误/)[0]).toBeVisible();
  },
};

const many: BatchRow[] = Array.from({ length: 3000 }, (_, i) => {
  const no = String(Math.floor(i / 3)).padStart(6, '0');
  return line(i % 3 === 0 ? { documentNo: no, buyerTaxerName: `批量客户${no}有限公司` } : { documentNo: no, drawer: '' });
});

/** 1,000 invoices of 3 lines: only the visible lines are in the DOM (provider theme). */
export const ThousandInvoices: Story = {
  args: { initial: many },
  globals: { role: 'provider' },
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '3001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  },
};

/** By keyboard: Space on an invoice's checkbox unticks it, typing in a cell edits it (member theme). */
export const Keyboard: Story = {
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    const grid = await gridOf(canvasElement);
    const box = within(grid).getByRole('checkbox', { name: '选择单据 000102' });
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(box).not.toBeChecked());
    const cell = within(grid).getByRole('textbox', { name: '第 3 行 购买方名称' });
    cell.focus();
    await userEvent.keyboard('{End}X');
    await expect(cell).toHaveValue('上海批量二号有限公司X');
  },
};
