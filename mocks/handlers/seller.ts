// Seller information (platform/api/openapi/seller.yaml): what the seller-info pages save is what
// GET /v2/tax/issue/prepare/{id} (handlers/issue.ts) prepares for the issuing form.
import type { Seller, SellerInput } from '../../features/seller/api';
import type { Terminal } from '../../features/terminals/api';
import { findTerminal, getDb, save } from '../db';
import { authed, fail, jsonBody, ok } from '../http';

/** The seed's address and phone of every seller until one is saved. */
export const DEFAULT_SELLER_CONTACT = { address: '上海市浦东新区张江路88号', tel: '021-50801234' } as const;

/** The seller of a terminal as saved (bank and account shared with PUT /v2/tax/seller/bank). */
export function sellerContactOf(diskId: string): { address: string; tel: string; khh: string; yhzh: string } {
  const db = getDb();
  const contact = db.sellerContact[diskId] ?? DEFAULT_SELLER_CONTACT;
  const bank = db.sellerBank[diskId];
  return { address: contact.address, tel: contact.tel, khh: bank?.khh ?? '', yhzh: bank?.yhzh ?? '' };
}

const sellerOf = (t: Terminal): Seller => ({ diskId: t.diskId, taxerId: t.taxerId, taxerName: t.taxerName, ...sellerContactOf(t.diskId) });
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const sellerHandlers = [
  authed('get', '/v2/tax/seller/info/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    return ok(sellerOf(t));
  }),

  authed('put', '/v2/tax/seller/info/{diskId}', async ({ account, params, request }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const body = await jsonBody<SellerInput>(request);
    const db = getDb();
    db.sellerContact[t.diskId] = { address: text(body.address), tel: text(body.tel) };
    db.sellerBank[t.diskId] = { khh: text(body.khh), yhzh: text(body.yhzh) };
    save();
    return ok(sellerOf(t), '保存成功');
  }),
];
