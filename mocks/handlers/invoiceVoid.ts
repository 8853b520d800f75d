// Voiding paper invoices (platform/api/openapi/invoiceVoid.yaml): a terminal's stock of unused numbers, blank voids
// that take numbers out of it, and batch voids of issued invoices with one result per invoice.
import type { BatchVoidItem, BlankVoidRequest, StockSegment } from '../../features/invoice-void/api';
import type { Order } from '../../features/invoices/api';
import { BLANK_VOID_MAX, checkBlankRun, runNumbers, takeRun } from '../../features/invoice-void/rules/blank';
import { findTerminal, getDb, save } from '../db';
import { seedStock } from '../data/invoiceStock';
import { authed, fail, jsonBody, ok } from '../http';
import { changeStatus } from '../orderHistory';
import { voidOrder } from './invoice';

/** The batch void's limit (the inquiry's batch limit). */
const BATCH_VOID_MAX = 500;
/** A buyer name with this marker fails its first batch void (the terminal does not answer): the demo of a retry. */
export const DEMO_VOID_FAIL_MARKER = '演示失败';
const DEMO_VOID_FAILURE = '税盘连接异常，请稍后重试';

/** A terminal's stock, made from the seed on first use (a database stored before the stock existed gets it too). */
function stockOf(diskId: string): StockSegment[] {
  const d = getDb();
  const stock = (d.invoiceStock ??= {});
  if (!stock[diskId]) {
    const index = d.terminals.findIndex((t) => t.diskId === diskId);
    const term = d.terminals[index];
    stock[diskId] = term && term.diskType !== 7 ? seedStock(term, index) : [];
  }
  return stock[diskId] as StockSegment[];
}

const sorted = (segments: StockSegment[]) => [...segments].sort((a, b) => a.fplxdm.localeCompare(b.fplxdm) || a.fpdm.localeCompare(b.fpdm) || a.qshm.localeCompare(b.qshm));

/** The invoice a blank void records for one number: kind 2 (blank voided), invoice status 103, no buyer, no amount. */
function blankVoided(diskId: string, request: BlankVoidRequest, fphm: string, at: Date): Order {
  const d = getDb();
  const term = d.terminals.find((t) => t.diskId === diskId);
  d.counter += 1;
  return {
    id: `OB${String(d.counter).padStart(6, '0')}`,
    diskId,
    taxerId: term?.taxerId ?? '',
    xfmc: term?.taxerName ?? '',
    gfmc: '',
    fplxdm: request.fplxdm,
    ddzt: 0,
    fpzt: 103,
    kind: 2,
    fpdm: request.fpdm,
    fphm,
    amount: '0.00',
    taxAmount: '0.00',
    totalAmount: '0.00',
    createTime: at.toISOString(),
    issueTime: at.toISOString(),
  };
}

export const invoiceVoidHandlers = [
  authed('get', '/v2/tax/invoice/stock/{diskId}', ({ account, params }) => {
    const term = findTerminal(account, params.diskId ?? '');
    if (!term) return fail(202100404, '终端不存在');
    return ok({ diskId: term.diskId, segments: sorted(stockOf(term.diskId)) });
  }),

  authed('post', '/v2/tax/invoice/void/blank', async ({ account, request }) => {
    const body = await jsonBody<BlankVoidRequest>(request);
    const term = findTerminal(account, String(body.diskId ?? ''));
    if (!term) return fail(202100404, '终端不存在');
    if (term.diskType === 7) return fail(202100011, '数电终端没有纸质发票库存');
    const run = { qshm: String(body.qshm ?? ''), zzhm: String(body.zzhm ?? '') };
    const fpdm = String(body.fpdm ?? '');
    const stock = stockOf(term.diskId);
    const segment = stock.find((s) => s.fpdm === fpdm && s.fplxdm === body.fplxdm && s.qshm <= run.qshm && run.qshm <= s.zzhm);
    if (!segment) return fail(202100012, '发票号码不在库存中，请刷新库存后重试');
    const problems = checkBlankRun(segment, run);
    if (problems.some((p) => p.key.endsWith('tooMany'))) return fail(202100013, `一次最多作废${BLANK_VOID_MAX}张空白发票`);
    if (problems.length > 0) return fail(202100012, '发票号码不在库存中，请刷新库存后重试');
    const after = takeRun(stock, fpdm, run);
    if (!after) return fail(202100012, '发票号码不在库存中，请刷新库存后重试');
    const d = getDb();
    (d.invoiceStock ??= {})[term.diskId] = after;
    const request_ = { diskId: term.diskId, fplxdm: segment.fplxdm, fpdm, ...run };
    const at = new Date();
    for (const fphm of runNumbers(run)) {
      const order = blankVoided(term.diskId, request_, fphm, at);
      d.orders.unshift(order);
      d.orderLines[order.id] = [];
      changeStatus(order, () => undefined, at.getTime());
    }
    save();
    return ok(
      { fplxdm: segment.fplxdm, fpdm, qshm: run.qshm, zzhm: run.zzhm, count: runNumbers(run).length, stock: { diskId: term.diskId, segments: sorted(after) } },
      '作废成功',
    );
  }),

  authed('post', '/v2/tax/invoice/void/batch', async ({ account, request }) => {
    const body = await jsonBody<{ ids: unknown }>(request);
    const ids = Array.isArray(body.ids) ? body.ids.map(String) : [];
    if (ids.length === 0) return fail(202100014, '请选择要作废的发票');
    if (ids.length > BATCH_VOID_MAX) return fail(202100015, `一次最多作废${BATCH_VOID_MAX}张发票`);
    const orders = getDb().orders;
    const results: BatchVoidItem[] = ids.map((id) => {
      const known = orders.find((o) => o.id === id);
      const numbers = known ? { ...(known.fpdm ? { fpdm: known.fpdm } : {}), ...(known.fphm ? { fphm: known.fphm } : {}) } : {};
      const failedOnce = (getDb().voidDemoFailed ??= []);
      if (known && known.gfmc.includes(DEMO_VOID_FAIL_MARKER) && !failedOnce.includes(id) && known.fpzt === 3) {
        failedOnce.push(id);
        return { id, ...numbers, voided: false, msg: DEMO_VOID_FAILURE };
      }
      const result = voidOrder(account, id);
      return 'refused' in result ? { id, ...numbers, voided: false, msg: result.refused.msg } : { id, ...numbers, voided: true };
    });
    save();
    return ok({ results }, '批量作废完成');
  }),
];
