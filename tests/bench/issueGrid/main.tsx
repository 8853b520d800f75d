// The goods grid benchmark page: scripts/bench/issueGrid.mjs builds it, opens it in Chromium and calls
// window.__gridBench. The real issuing form (IssueForm with its GoodsGrid, rules and draft autosave) on a store without
// a backend; everything is measured here, in the page, with performance.now and requestAnimationFrame.
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { FeedbackProvider, RoleThemeProvider } from '../../../design-system';
import { IssueForm } from '../../../features/invoice-issue/components/IssueForm';
import type { IssueFormState } from '../../../features/invoice-issue/hooks/issueFormState';
import { emptyExtras } from '../../../features/invoice-issue/hooks/issueExtras';
import type { SubmitOutcome } from '../../../features/invoice-issue/hooks/useIssueOrder';
import { draftOf } from '../../../features/invoice-issue/hooks/issueFormState';
import type { EditLine } from '../../../features/invoice-issue/rules/lineAmounts';
import { contextFor } from '../../../features/invoice-issue/rules/fixtures';
import { validateInvoiceDraft } from '../../../features/invoice-issue/rules/validate';
import { attachApi } from '../../../platform/api/attachApi';
import { createI18n } from '../../../platform/i18n';
import { saveDraft, deleteDraft } from '../../../platform/storage';
import { createStore } from '../../../platform/store';
import { benchRoot, renderGlobalStyle, typeInto } from '../measure';

const LINES = 2000;
const USER = 'bench-user';
const { invoiceType: _type, ...context } = contextFor('82');
const address = { userId: USER, scope: context.diskId, kind: 'issue-82' };

const names = ['*纸制品*打印纸', '*计算机配套产品*显示器', '*信息技术服务*软件维护服务', '*蔬菜*西红柿', '*咨询服务*财税咨询'];
const codes = ['1060201070000000000', '1090511010000000000', '3040201030000000000', '1010112010000000000', '3040802010000000000'];
const rates = ['0.13', '0.13', '0.06', 'exempt', '0.06'];

function line(i: number): EditLine {
  const k = i % names.length;
  const quantity = String((i % 9) + 1);
  const price = `${(i % 397) + 1}.${String(i % 100).padStart(2, '0')}`;
  const amount = ((Number(quantity) * Math.round(Number(price) * 100)) / 100).toFixed(2);
  return { id: `line-${i}`, showName: `${names[k]}${i}`, spbm: codes[k]!, ggxh: 'A4', dw: '个', quantity, price, amount, rate: rates[k]! };
}

const draft: IssueFormState = {
  invoiceType: '82',
  purchaserInfo: { buyerTaxerName: '上海示例贸易有限公司', buyerTaxerId: '91310000MA1FL0XX1A', buyerAddressTel: '', buyerBankAccount: '' },
  review: { payee: '', checker: '', drawer: '张会计' },
  remark: '',
  receiver: '',
  lines: Array.from({ length: LINES }, (_, i) => line(i)),
  idempotencyKey: 'bench-draft',
  extras: emptyExtras(),
};

/** The 2,000 lines as a block copied from a spreadsheet: columns in the grid's order. */
const pasteText =
  draft.lines.map((l) => [l.showName, l.spbm, l.ggxh, l.dw, l.quantity, l.price, '', l.rate === 'exempt' ? '免税' : `${Number(l.rate) * 100}%`].join('\t')).join('\r\n') + '\r\n';

// No backend here: the form's side calls (customer suggestions for the buyer's name, the quota) answer an empty list,
// as a backend with no customers and no limits would; the bench measures the form, not the network.
const realFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (/^\/v\d\//.test(url.pathname)) return Promise.resolve(Response.json({ code: 0, msg: '', data: { list: [], total: 0 } }));
  return realFetch(input, init);
};

const i18n = createI18n('zh-CN');
const container = document.getElementById('root')!;
renderGlobalStyle();

const seller = { data: { taxerId: context.seller.taxId ?? '', taxerName: context.seller.name ?? '', address: '上海市浦东新区张江路88号' }, isLoading: false, isError: false, refetch: () => {} };

function App() {
  const [store] = useState(() => {
    const s = createStore({ persist: false });
    attachApi(s);
    return s;
  });
  const [including, setIncluding] = useState(false);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RoleThemeProvider role="member">
          <FeedbackProvider prefetchDialog={false}>
            <MemoryRouter>
              <div style={{ width: 1280 }}>
                <IssueForm
                  invoiceType="82"
                  userId={USER}
                  diskId={context.diskId}
                  context={context}
                  seller={seller}
                  includingTax={including}
                  onIncludingTaxChange={setIncluding}
                  submitting={false}
                  failure={null}
                  onSubmit={() => new Promise<SubmitOutcome>(() => undefined)} // the bench never submits
                />
              </div>
            </MemoryRouter>
          </FeedbackProvider>
        </RoleThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

const syncTimes: number[] = [];
const grid = () => container.querySelector<HTMLElement>('[role="grid"]');
const bench = benchRoot(container, { countRows: () => grid()?.querySelectorAll('[role="row"]').length ?? 0 });
const rowCount = () => grid()?.getAttribute('aria-rowcount');

/** Opens the form on the stored 2,000-line draft: from render to the restored grid painted. */
async function openDraft(): Promise<number> {
  await bench.unmount();
  await saveDraft(address, draft);
  await bench.settle();
  return bench.mount(<App />, () => rowCount() === String(LINES + 1) && container.querySelector('[role="row"][aria-rowindex="2"]') !== null);
}

/** Types `count` characters into line 1's name cell of the open 2,000-line form; each from input to paint. */
async function typing(count: number): Promise<number[]> {
  const input = container.querySelector<HTMLInputElement>('input[aria-label="第1行 规格型号"]');
  if (!input) throw new Error('open the draft first');
  input.focus();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    // A fast typist: about 8 keys a second; the checks that follow each key's paint have run before the next key.
    await new Promise((r) => setTimeout(r, 120));
    await bench.settle();
    const next = `${input.value}${i % 10}`;
    const start = performance.now();
    typeInto(input, next);
    syncTimes.push(performance.now() - start);
    times.push((await bench.paintedWhen(() => input.value === next, start)) - start);
  }
  return times;
}

/** A fresh form (no draft), then 2,000 tab-separated lines pasted into line 1: from the paste to the grid painted. */
async function paste(): Promise<number> {
  await bench.unmount();
  await deleteDraft(address);
  bench.render(<App />);
  await bench.paintedWhen(() => container.querySelector('input[aria-label="第1行 项目名称"]') !== null, performance.now());
  // the draft autosave has looked for a draft and found none
  await new Promise((r) => setTimeout(r, 300));
  const input = container.querySelector<HTMLInputElement>('input[aria-label="第1行 项目名称"]')!;
  input.focus();
  await bench.settle();
  const transfer = new DataTransfer();
  transfer.setData('text/plain', pasteText);
  const start = performance.now();
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  const end = await bench.paintedWhen(() => rowCount() === String(LINES + 1), start);
  return end - start;
}

/** validateInvoiceDraft on the 2,000 lines as pasted (the draft the form checks), `runs` times. */
function validate(runs: number): number[] {
  const lines = draft.lines.map((l) => ({ ...l, id: `v-${l.id}` }));
  const state = { ...draft, lines };
  const d = draftOf(state, false);
  const ctx = { ...context, invoiceType: '82' as const };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    validateInvoiceDraft(d, ctx);
    times.push(performance.now() - start);
  }
  return times;
}

declare global {
  interface Window {
    __gridBench: {
      openDraft: () => Promise<number>;
      typing: (count: number) => Promise<number[]>;
      paste: () => Promise<number>;
      validate: (runs: number) => number[];
      maxRows: () => number;
      syncTimes: () => number[];
    };
  }
}

window.__gridBench = { openDraft, typing, paste, validate, maxRows: bench.maxRows, syncTimes: () => syncTimes };
