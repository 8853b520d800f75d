// The inquiry benchmark page: scripts/bench/inquiry.mjs builds it, opens it in Chromium and calls window.__inquiryBench.
// The real invoice inquiry (InvoiceInquiry with its filters, decimal totals and virtualised table) on a store without
// a backend: the order-list call is answered in the page with 10,000 invoices (the network is not what is measured).
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { FeedbackProvider, RoleThemeProvider } from '../../../design-system';
import { InvoiceInquiry } from '../../../features/invoices/components/InvoiceInquiry';
import type { Order } from '../../../features/invoices/api';
import { attachApi } from '../../../platform/api/attachApi';
import { createI18n } from '../../../platform/i18n';
import type { PortalRoute } from '../../../platform/routing';
import { createStore } from '../../../platform/store';
import { benchRoot, renderGlobalStyle } from '../measure';

const ROW_COUNT = 10000;
const buyers = ['杭州某某科技有限公司', '上海示例贸易有限公司', '北京样本信息技术股份有限公司', '深圳演示电子商务有限公司'];
const types = ['026', '007', '004', '82', '81'] as const;

// The answer exists before the clock starts; each mount parses it again, as a browser would.
const orders: Order[] = Array.from({ length: ROW_COUNT }, (_, i) => {
  const cents = (i * 7919 + 1234) % 1000000;
  const taxCents = Math.round(cents * 0.13);
  const fplxdm = types[i % types.length]!;
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const taxAmount = `${Math.floor(taxCents / 100)}.${String(taxCents % 100).padStart(2, '0')}`;
  const day = `2026-11-${String(1 + (i % 22)).padStart(2, '0')}T02:00:00.000Z`;
  return {
    id: `B${i}`,
    diskId: '661000000001',
    taxerId: '91310000MA1G000001',
    xfmc: '杭州华泰餐饮管理有限公司',
    gfmc: buyers[i % buyers.length]!,
    gfsh: `91330100MA2K${String(700000 + i).padStart(6, '0')}`,
    fplxdm,
    ddzt: 0,
    fpzt: 3,
    kind: 0,
    fpdm: fplxdm.length === 2 ? '' : '031000002500',
    fphm: String(24000000 + i),
    amount,
    taxAmount,
    totalAmount: ((cents + taxCents) / 100).toFixed(2),
    createTime: day,
    issueTime: day,
  };
});
const body = JSON.stringify({ code: 0, msg: 'success', data: { list: orders, pages: { items: ROW_COUNT, page: 1, pageSize: ROW_COUNT } } });

const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.includes('/v2/tax/invoice/order/list')) return new Response(body, { headers: { 'Content-Type': 'application/json' } });
  return realFetch(input, init);
};

const route: PortalRoute = {
  id: 'account.inquire',
  path: '/account/inquire',
  area: 'account',
  roleSign: 3,
  requiresAuth: true,
  titleKey: 'routeTitles:title.inquire',
  page: 'invoiceInquiry',
};
const now = new Date('2026-11-24T12:00:00+08:00');

const i18n = createI18n('zh-CN');
const container = document.getElementById('root')!;
renderGlobalStyle();
const bench = benchRoot(container, { countRows: () => container.querySelectorAll('[role="grid"] [role="row"]').length });

function App() {
  // A new store per mount: nothing cached from the previous run.
  const [store] = useState(() => {
    const s = createStore({ persist: false });
    attachApi(s);
    return s;
  });
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RoleThemeProvider role="agency">
          <FeedbackProvider prefetchDialog={false}>
            <MemoryRouter initialEntries={['/account/inquire?qsrq=2026-10-01&zzrq=2026-11-24']}>
              <div style={{ width: 1280 }}>
                <InvoiceInquiry route={route} now={now} />
              </div>
            </MemoryRouter>
          </FeedbackProvider>
        </RoleThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

/** Mounts the page and times until its table shows the 10,000 results (row 2 painted, every row counted). */
async function mount(): Promise<number> {
  await bench.unmount();
  return bench.mount(
    <App />,
    () => container.querySelector('[role="grid"] [role="row"][aria-rowindex="2"]') !== null && container.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') === String(ROW_COUNT + 1),
  );
}

declare global {
  interface Window {
    __inquiryBench: { mount: () => Promise<number>; maxRows: () => number; text: () => string };
  }
}

window.__inquiryBench = { mount, maxRows: bench.maxRows, text: () => container.textContent ?? '' };
