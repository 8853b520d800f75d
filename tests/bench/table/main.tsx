// The table benchmark page: scripts/bench/table.mjs builds it, opens it in Chromium and calls window.__tableBench.
// Everything is measured here, in the page, with performance.now and requestAnimationFrame.
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle, RoleThemeProvider, Table, type TableColumn } from '../../../design-system';
import { createI18n } from '../../../platform/i18n';

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
const styleHost = document.createElement('div');
document.body.append(styleHost);
createRoot(styleHost).render(<GlobalStyle />);

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

let root: Root | null = null;
let maxRows = 0;

function countRows(): number {
  const n = container.querySelectorAll('[role="row"]').length;
  if (n > maxRows) maxRows = n;
  return n;
}

/** Resolves with the time just after the first frame, painted, in which `ready()` holds. */
function afterPaintWhen(ready: () => boolean, since: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const tick = () =>
      requestAnimationFrame(() => {
        countRows();
        if (!ready()) {
          if (performance.now() - since > 10000) reject(new Error('timed out waiting for rows'));
          else tick();
          return;
        }
        // A message posted in a frame callback runs after that frame has been painted.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    tick();
  });
}

async function settle(): Promise<void> {
  await afterPaintWhen(() => true, performance.now());
}

async function mount(): Promise<number> {
  root?.unmount();
  root = null;
  await settle();
  const start = performance.now();
  root = createRoot(container);
  root.render(<App />);
  const end = await afterPaintWhen(() => container.querySelector('[role="row"][aria-rowindex="2"]') !== null, start);
  return end - start;
}

/** Sets scrollTop so that row `index` (0-based) is at the top, and times until it is painted. */
async function scrollJump(index: number): Promise<number> {
  const grid = container.querySelector<HTMLElement>('[role="grid"]');
  if (!grid) throw new Error('mount first');
  await settle();
  const start = performance.now();
  grid.scrollTop = index * ROW_HEIGHT;
  const end = await afterPaintWhen(() => container.querySelector(`[role="row"][aria-rowindex="${index + 2}"]`) !== null, start);
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
  maxRows: () => (countRows(), maxRows),
  ariaRowCount: () => container.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? null,
};
