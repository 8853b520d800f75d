// The table benchmark page: scripts/bench/table.mjs builds it, opens it in Chromium and calls window.__tableBench.
// Everything is measured here, in the page, with performance.now and requestAnimationFrame.
import { I18nextProvider } from 'react-i18next';
import { RoleThemeProvider, Table, type TableColumn } from '../../../design-system';
import { createI18n } from '../../../platform/i18n';
import { benchRoot, renderGlobalStyle } from '../measure';

const ROW_COUNT = 10000;
const ROW_HEIGHT = 40;

interface Invoice {
  id: number;
  invoiceNo: string;
  buyer: string;
  amount: string;
  tax: string;
  date: string;
  status: string;
}

const buyers = ['杭州某某科技有限公司', '上海示例贸易有限公司', '北京样本信息技术股份有限公司', '深圳演示电子商务有限公司'];
const statuses = ['已开具', '已开具', '已作废', '已红冲'];

// Data preparation is not part of the mount: the rows exist before the clock starts.
const rows: Invoice[] = Array.from({ length: ROW_COUNT }, (_, i) => {
  const cents = (i * 7919 + 1234) % 1000000;
  const taxCents = Math.round(cents * 0.13);
  return {
    id: i + 1,
    invoiceNo: String(24000000 + ((i * 37) % 99991)),
    buyer: buyers[i % buyers.length]!,
    amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    tax: `${Math.floor(taxCents / 100)}.${String(taxCents % 100).padStart(2, '0')}`,
    date: `2026-11-${String(1 + (i % 22)).padStart(2, '0')}`,
    status: statuses[i % statuses.length]!,
  };
});

const columns: TableColumn<Invoice>[] = [
  { key: 'id', title: '序号', width: 72, align: 'center' },
  { key: 'invoiceNo', title: '发票号码', width: 120, sortable: true },
  { key: 'buyer', title: '购买方名称', minWidth: 220, ellipsis: true, sortable: true },
  { key: 'amount', title: '金额', width: 120, align: 'end', sortable: true },
  { key: 'tax', title: '税额', width: 110, align: 'end' },
  { key: 'date', title: '开票日期', width: 120, sortable: true },
  { key: 'status', title: '状态', width: 90 },
];

const i18n = createI18n('zh-CN');
const container = document.getElementById('root')!;
renderGlobalStyle();
const bench = benchRoot(container, { countRows: () => container.querySelectorAll('[role="row"]').length, limit: 10000 });

function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <RoleThemeProvider role="member">
        <div style={{ width: 1000 }}>
          <Table<Invoice> aria-label="benchmark" columns={columns} rows={rows} rowKey="id" selectionMode="multiple" maxHeight={480} rowHeight={ROW_HEIGHT} />
        </div>
      </RoleThemeProvider>
    </I18nextProvider>
  );
}

async function mount(): Promise<number> {
  await bench.unmount();
  return bench.mount(<App />, () => container.querySelector('[role="row"][aria-rowindex="2"]') !== null);
}

/** Sets scrollTop so that row `index` (0-based) is at the top, and times until it is painted. */
async function scrollJump(index: number): Promise<number> {
  const grid = container.querySelector<HTMLElement>('[role="grid"]');
  if (!grid) throw new Error('mount first');
  await bench.settle();
  const start = performance.now();
  grid.scrollTop = index * ROW_HEIGHT;
  const end = await bench.paintedWhen(() => container.querySelector(`[role="row"][aria-rowindex="${index + 2}"]`) !== null, start);
  return end - start;
}

declare global {
  interface Window {
    __tableBench: {
      rowCount: number;
      mount: () => Promise<number>;
      scrollJump: (index: number) => Promise<number>;
      maxRows: () => number;
      ariaRowCount: () => string | null;
    };
  }
}

window.__tableBench = {
  rowCount: ROW_COUNT,
  mount,
  scrollJump,
  maxRows: bench.maxRows,
  ariaRowCount: () => container.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? null,
};
