// The input-VAT calls as the stories see them: the seed's generator and the store's rules on a fixed day
// (2026-11-20, Asia/Shanghai), each story with a fresh copy, so the screenshots are the same every day.
import { http, HttpResponse } from 'msw';
import type { CollectTask, ParseRequest, PurchaseInvoice, TickRequest } from '../../features/input-vat/api';
import { parseFile } from './parse';
import { seedTaxpayer } from './seed';
import { addInvoices, invoicesOfPeriod, isOpen, statisticsOf, type StoredPurchase, type TaxpayerVat } from './store';

export const STORY_NOW = new Date('2026-11-20T10:00:00+08:00').getTime();
export const STORY_PERIOD = '202611';
export const storyEnterprises = [
  { taxNo: '91310000MA1G000001', name: '上海华泰科技有限公司', period: STORY_PERIOD },
  { taxNo: '91310000MA1G000002', name: '杭州锦程贸易有限公司', period: STORY_PERIOD },
  { taxNo: '91310000MA1G000003', name: '苏州远航物流有限公司', period: STORY_PERIOD },
];

const json = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const shown = ({ lines: _l, ...inv }: StoredPurchase): PurchaseInvoice => inv;

/** The handlers over fresh fixed data; `confirmed` starts with the current period confirmed. */
export function storyInputVatHandlers({ confirmed = false }: { confirmed?: boolean } = {}) {
  const payers = new Map<string, TaxpayerVat>();
  const payer = (taxNo: string) => {
    let p = payers.get(taxNo);
    if (!p) {
      payers.set(taxNo, (p = seedTaxpayer(taxNo, STORY_NOW)));
      if (confirmed) p.confirmed[STORY_PERIOD] = new Date(STORY_NOW - 3_600_000).toISOString();
    }
    return p;
  };
  const period = (url: URL) => url.searchParams.get('period') || STORY_PERIOD;
  let task: CollectTask | null = null;
  return [
    http.get('*/v2/vatpaid/enterprises', () => json(storyEnterprises)),
    http.get('*/v2/vatpaid/periods', ({ request }) => {
      const p = payer(new URL(request.url).searchParams.get('taxNo') ?? '');
      return json([STORY_PERIOD, '202610'].map((x) => statisticsOf(p, x, STORY_NOW)));
    }),
    http.get('*/v2/vatpaid/statistics', ({ request }) => {
      const url = new URL(request.url);
      return json(statisticsOf(payer(url.searchParams.get('taxNo') ?? ''), period(url), STORY_NOW));
    }),
    http.get('*/v2/vatpaid/invoices', ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams;
      const list = invoicesOfPeriod(payer(q.get('taxNo') ?? ''), period(url), STORY_NOW).filter(
        (inv) => (!q.get('seller') || inv.xfmc.includes(q.get('seller')!)) && (!q.get('ticked') || inv.ticked === (q.get('ticked') === '1')),
      );
      return json({ period: period(url), list: list.map(shown) });
    }),
    http.post('*/v2/vatpaid/tick', async ({ request }) => {
      const body = (await request.json()) as TickRequest;
      const p = payer(body.taxNo);
      if (!isOpen(p, STORY_PERIOD, STORY_NOW)) return HttpResponse.json({ code: 409001, msg: '本期已统计确认，不能再勾选或撤销勾选', data: null });
      const ids = body.ids ? new Set(body.ids) : null;
      let changed = 0;
      for (const inv of invoicesOfPeriod(p, STORY_PERIOD, STORY_NOW)) {
        if (inv.ticked === body.ticked) continue;
        if (ids ? !ids.has(inv.id) : (body.filter?.seller && !inv.xfmc.includes(body.filter.seller)) || (body.filter?.ticked !== undefined && inv.ticked !== (body.filter.ticked === 1))) continue;
        inv.ticked = body.ticked;
        if (body.ticked) inv.period = STORY_PERIOD;
        else delete inv.period;
        changed += 1;
      }
      return json({ changed, statistics: statisticsOf(p, STORY_PERIOD, STORY_NOW) });
    }),
    http.post('*/v2/vatpaid/confirm', async ({ request }) => {
      const body = (await request.json()) as { taxNo: string };
      const p = payer(body.taxNo);
      p.confirmed[STORY_PERIOD] = new Date(STORY_NOW).toISOString();
      return json(statisticsOf(p, STORY_PERIOD, STORY_NOW));
    }),
    http.get('*/v2/vatpaid/invoice/:id', ({ params }) => {
      for (const [taxNo, p] of payers) {
        const inv = p.invoices.find((x) => x.id === params.id);
        if (inv) return json({ invoice: shown(inv), buyerName: storyEnterprises.find((e) => e.taxNo === taxNo)?.name ?? '', buyerTaxNo: taxNo, lines: inv.lines ?? [{ name: '*金属制品*钢桶', unit: '只', quantity: '10', price: '100', amount: inv.amount, taxRate: inv.taxRate, taxAmount: inv.taxAmount }] });
      }
      return HttpResponse.json({ code: 404001, msg: '发票不存在', data: null });
    }),
    http.get('*/v2/vatpaid/collect/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const p = payer(q.get('taxNo') ?? '');
      const list = [...p.invoices].filter((inv) => !q.get('source') || inv.source === q.get('source')).sort((a, b) => b.collectedAt.localeCompare(a.collectedAt) || b.id.localeCompare(a.id));
      return json({ period: STORY_PERIOD, list: list.map(shown) });
    }),
    http.post('*/v2/vatpaid/collect/download', async ({ request }) => {
      const body = (await request.json()) as { taxNo: string; period?: string };
      task = { id: 'CT9', taxNo: body.taxNo, period: body.period ?? STORY_PERIOD, state: 'running', current: 9, total: 24, added: 0, duplicates: 0 };
      return json(task);
    }),
    http.get('*/v2/vatpaid/collect/task/:id', () => json(task)),
    http.post('*/v1/tax/parse/invoiceFiles', async ({ request }) => {
      const body = (await request.json()) as ParseRequest;
      return json(body.files.map((f) => parseFile(f, body.taxNo, STORY_NOW)));
    }),
    http.post('*/v2/vatpaid/collect/files', async ({ request }) => {
      const body = (await request.json()) as { taxNo: string; invoices: Array<Omit<StoredPurchase, 'id' | 'ticked' | 'source' | 'collectedAt'>> };
      const results = addInvoices(
        payer(body.taxNo),
        body.invoices.map((inv) => ({ ...inv, ticked: false, source: 'upload' as const, collectedAt: new Date(STORY_NOW).toISOString() })),
      );
      return json(results.map((r, k) => ({ fileName: body.invoices[k]?.fileName, fphm: r.invoice.fphm, result: r.added ? 'added' : 'duplicate', id: r.invoice.id })));
    }),
  ];
}
