// The ticking benchmark page: scripts/bench/deduction.mjs builds it, opens it in Chromium (CPU slowed 4x) and calls
// window.__deductionBench. The real ticking panel (TickPanel: statistics, filters, virtualised table, the tick call and
// the statistics it answers) on a store without a backend: the calls are answered in the page from answers made
// before the clock starts (the network and the server's work are not what is measured).
import Decimal from 'decimal.js';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { FeedbackProvider, RoleThemeProvider } from '../../../design-system';
import type { PeriodStatistics, PurchaseInvoice } from '../../../features/input-vat/api';
import { TickPanel } from '../../../features/input-vat/components/TickPanel';
import { emptyTickFilters } from '../../../features/input-vat/rules/filters';
import { attachApi } from '../../../platform/api/attachApi';
import { createI18n } from '../../../platform/i18n';
import { createStore } from '../../../platform/store';
import { benchRoot, renderGlobalStyle } from '../measure';

const ROW_COUNT = 5000;
const TAX_NO = '91310000MA1G000001';
const PERIOD = '202611';
const sellers = ['上海宝钢包装股份有限公司', '苏州汇川技术有限公司', '国网上海市电力公司', '上海顺丰速运有限公司', '上海市浦东新区小刘五金经营部'];
const rates = ['0.13', '0.13', '0.13', '0.06', '0.03'];

const invoices: PurchaseInvoice[] = Array.from({ length: ROW_COUNT }, (_, i) => {
  const amount = new Decimal((i * 7919 + 12345) % 5_000_000).div(100);
  const rate = rates[i % rates.length]!;
  const tax = amount.mul(rate).toDecimalPlaces(2);
  return {
    id: `PI${i}`,
    fplxdm: '81',
    fpdm: '',
    fphm: `2631200000${String(10_000_000_000 + i).slice(1)}`,
    xfmc: sellers[i % sellers.length]!,
    xfsh: `9131000063169${String(6000 + (i % 5))}`,
    issueDate: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}`,
    amount: amount.toFixed(2),
    taxAmount: tax.toFixed(2),
    totalAmount: amount.add(tax).toFixed(2),
    taxRate: rate,
    ticked: false,
    source: 'seed',
    collectedAt: '2026-11-20T02:00:00.000Z',
  };
});

function statisticsOf(list: readonly PurchaseInvoice[]): PeriodStatistics {
  const ticked = list.filter((x) => x.ticked);
  const byRate = new Map<string, { count: number; amount: Decimal; tax: Decimal }>();
  for (const x of ticked) {
    const r = byRate.get(x.taxRate) ?? { count: 0, amount: new Decimal(0), tax: new Decimal(0) };
    byRate.set(x.taxRate, { count: r.count + 1, amount: r.amount.add(x.amount), tax: r.tax.add(x.taxAmount) });
  }
  const sum = (f: 'amount' | 'taxAmount') => ticked.reduce((s, x) => s.add(x[f]), new Decimal(0)).toFixed(2);
  return {
    taxNo: TAX_NO,
    period: PERIOD,
    confirmed: false,
    count: ticked.length,
    amount: sum('amount'),
    taxAmount: sum('taxAmount'),
    byRate: [...byRate].map(([taxRate, r]) => ({ taxRate, count: r.count, amount: r.amount.toFixed(2), taxAmount: r.tax.toFixed(2) })),
    candidates: list.length - ticked.length,
  };
}

// Every answer exists before the clock starts.
const envelope = (data: unknown) => JSON.stringify({ code: 0, msg: 'success', data });
const before = { list: envelope({ period: PERIOD, list: invoices }), stats: envelope(statisticsOf(invoices)) };
const allTicked = invoices.map((x) => ({ ...x, ticked: true, period: PERIOD }));
const tickedStats = statisticsOf(allTicked);
const after = { list: envelope({ period: PERIOD, list: allTicked }), stats: envelope(tickedStats), tick: envelope({ changed: ROW_COUNT, statistics: tickedStats }) };
let state = before;

const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const json = (text: string) => new Response(text, { headers: { 'Content-Type': 'application/json' } });
  if (url.includes('/v2/vatpaid/tick')) {
    state = after;
    return json(after.tick);
  }
  if (url.includes('/v2/vatpaid/invoices')) return json(state.list);
  if (url.includes('/v2/vatpaid/statistics')) return json(state.stats);
  if (url.includes('/v2/vatpaid/periods')) return json(envelope([JSON.parse(state.stats).data]));
  return realFetch(input, init);
};

const i18n = createI18n('zh-CN');
const container = document.getElementById('root')!;
renderGlobalStyle();
const bench = benchRoot(container, { countRows: () => container.querySelectorAll('[role="grid"] [role="row"]').length });
const figureOf = (label: string) => [...container.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent ?? '';
const tickedCount = `${ROW_COUNT} 份`;

function App() {
  const [store] = useState(() => {
    const s = createStore({ persist: false });
    attachApi(s);
    return s;
  });
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RoleThemeProvider role="member">
          <FeedbackProvider prefetchDialog={false}>
            <MemoryRouter initialEntries={['/member/deductionCheck']}>
              <div style={{ width: 1280 }}>
                <TickPanel taxNo={TAX_NO} period={PERIOD} currentPeriod={PERIOD} periods={[statisticsOf(invoices)]} onPeriodChange={() => {}} filters={emptyTickFilters} onSearch={() => {}} />
              </div>
            </MemoryRouter>
          </FeedbackProvider>
        </RoleThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

const tickAllButton = () => [...container.querySelectorAll('button')].find((b) => b.textContent === `全部勾选（${ROW_COUNT} 张）` && !b.hasAttribute('disabled') && b.getAttribute('aria-disabled') !== 'true');

/**
 * One run: a fresh store and page with the 5,000 invoices shown (not timed), then 'tick all' pressed: the ms until
 * the statistics show 5,000 ticked (painted), and until the list shows them ticked (its tick-all button gone).
 */
async function run(): Promise<{ statsMs: number; listMs: number }> {
  await bench.unmount();
  state = before;
  await bench.mount(<App />, () => tickAllButton() !== undefined && figureOf('已勾选份数') === '0 份');
  const button = tickAllButton()!;
  const start = performance.now();
  button.click();
  const statsAt = await bench.paintedWhen(() => figureOf('已勾选份数') === tickedCount, start);
  const listAt = await bench.paintedWhen(() => [...container.querySelectorAll('button')].some((b) => b.textContent === `全部撤销（${ROW_COUNT} 张）`) && !container.querySelector('[role="grid"][aria-busy="true"]'), start);
  return { statsMs: statsAt - start, listMs: listAt - start };
}

declare global {
  interface Window {
    __deductionBench: { run: () => Promise<{ statsMs: number; listMs: number }>; maxRows: () => number; ready: () => boolean };
  }
}

window.__deductionBench = { run, maxRows: bench.maxRows, ready: () => true };
