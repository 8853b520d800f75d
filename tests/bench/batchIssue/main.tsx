// The batch-issuing benchmark page (docs/workbench/batch-issue.md): scripts/bench/batchIssue.mjs builds it, opens it in Chromium
// and calls window.__batchBench. A 1,000-invoice .xlsx (3,000 lines, written here before the clock starts) is chosen
// as the page chooses it: read and checked in the worker (features/batch-issue/worker), then shown in the sheet's
// table; measured from the choice to the painted table with its summary, and every task of the main thread meanwhile
// (PerformanceObserver 'longtask': tasks over 50 ms, with their durations).
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import writeXlsxFile from 'write-excel-file/browser';
import { FeedbackProvider, RoleThemeProvider } from '../../../design-system';
import { BatchSheetTable } from '../../../features/batch-issue/components/BatchSheetTable';
import { acceptedRateLabels, useBatchSheet } from '../../../features/batch-issue/hooks/useBatchSheet';
import { batchColumns, type BatchContext, type BatchField } from '../../../features/batch-issue/rules';
import { createI18n } from '../../../platform/i18n';
import zh from '../../../locales/zh-CN/batchIssue.json';
import { benchRoot, renderGlobalStyle } from '../measure';

const INVOICES = 1000;
const LINES_PER_INVOICE = 3;

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
  rateLabels: acceptedRateLabels,
};

const names = ['*纸制品*打印纸', '*计算机配套产品*显示器', '*信息技术服务*软件维护服务'];
const codes = ['1060201070000000000', '1090511010000000000', '3040201030000000000'];
const rates = ['13%', '13%', '6%'];

async function workbook(): Promise<File> {
  const data: string[][] = [batchColumns.map((c) => zh.column[c.field])];
  for (let i = 0; i < INVOICES; i++) {
    const no = String(i).padStart(6, '0');
    for (let k = 0; k < LINES_PER_INVOICE; k++) {
      const row: Partial<Record<BatchField, string>> = {
        documentNo: no,
        showName: `${names[k]}${i}`,
        spbm: codes[k],
        dw: '个',
        quantity: String((i % 9) + 1),
        price: `${(i % 397) + 1}.${String(i % 100).padStart(2, '0')}`,
        amount: (((i % 9) + 1) * ((i % 397) + 1) + ((i % 9) + 1) * (i % 100) / 100).toFixed(2),
        rate: rates[k],
      };
      if (k === 0) {
        // A sprinkle of mistakes, as a real sheet has.
        Object.assign(row, { buyerTaxerName: i % 97 === 0 ? '' : `批量客户${no}有限公司`, buyerTaxerId: `0913100000${no}XX`, drawer: '张会计', receiver: i % 89 === 0 ? 'not-an-email' : '' });
      }
      data.push(batchColumns.map((c) => row[c.field] ?? ''));
    }
  }
  const blob = await writeXlsxFile(data.map((r) => r.map((value) => ({ value, type: String }))), { sheet: '批量开票' }).toBlob();
  return new File([blob], 'bench.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const file = workbook();
const i18n = createI18n('zh-CN');
const container = document.getElementById('root')!;
renderGlobalStyle();

let choose: ((f: File) => void) | null = null;
let summary = '';

function Workbench() {
  const sheet = useBatchSheet(context);
  const [selected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    choose = sheet.choose;
  }, [sheet.choose]);
  summary = sheet.counts ? `${sheet.counts.invoices}/${sheet.counts.rows}/${sheet.counts.errors}` : '';
  return (
    <div style={{ width: 1280 }}>
      {sheet.progress && <progress value={sheet.progress.done} max={sheet.progress.total} />}
      {sheet.sheet && (
        <BatchSheetTable rows={sheet.sheet.rows} invoices={sheet.sheet.invoices} checked={sheet.sheet.checked} selected={selected} onSelect={() => undefined} onEdit={sheet.edit} />
      )}
    </div>
  );
}

function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <RoleThemeProvider role="member">
        <FeedbackProvider prefetchDialog={false}>
          <Workbench />
        </FeedbackProvider>
      </RoleThemeProvider>
    </I18nextProvider>
  );
}

const bench = benchRoot(container);
const painted = () => container.querySelector('[role="grid"] [role="row"][aria-rowindex="2"] input') !== null;
let progressSeen = 0;

/** Mounts the workbench, chooses the file and resolves when its table is painted: the time, the longest task, the counts. */
async function run(): Promise<{ ms: number; longestTaskMs: number; longTasks: number; progressSteps: number; summary: string; bytes: number }> {
  const chosen = await file;
  await bench.unmount();
  bench.render(<App />);
  await bench.paintedWhen(() => choose !== null, performance.now());
  await bench.settle();
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  progressSeen = 0;
  const start = performance.now();
  choose!(chosen);
  const steps = new Set<string>();
  const end = await bench.paintedWhen(() => {
    const bar = container.querySelector('progress');
    if (bar) steps.add(`${bar.value}/${bar.max}`);
    return painted();
  }, start);
  progressSeen = steps.size;
  // The tasks of the last frames are reported after them.
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  return { ms: end - start, longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length, progressSteps: progressSeen, summary, bytes: chosen.size };
}

declare global {
  interface Window {
    __batchBench: { ready: () => Promise<boolean>; run: typeof run };
  }
}

window.__batchBench = { ready: async () => Boolean(await file), run };
