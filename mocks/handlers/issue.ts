// Invoice issuing (platform/api/openapi/issue.yaml).
import type { IssueConfig, SellerInfo } from '../../features/invoice-issue/api';
import { findTerminal, getDb, save } from '../db';
import { authed, fail, jsonBody, ok } from '../http';

export const issueHandlers = [
  authed('get', '/v2/tax/issue/prepare/{id}', ({ account, params }) => {
    const t = findTerminal(account, params.id ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const bank = getDb().sellerBank[t.diskId];
    const seller: SellerInfo = {
      taxerId: t.taxerId,
      taxerName: t.taxerName,
      address: '上海市浦东新区张江路88号',
      tel: '021-50801234',
      taxerType: t.taxerType,
      invoiceTypes: t.invoiceTypes ?? [],
      ...(bank ?? {}),
    };
    return ok(seller);
  }),

  authed('get', '/v2/tax/issue/cnf/{diskId}', ({ account, params }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const config: IssueConfig = { includingTax: getDb().includingTax[t.diskId] ?? 0 };
    return ok(config);
  }),

  authed('put', '/v2/tax/issue/cnf/{diskId}', async ({ account, params, request }) => {
    const t = findTerminal(account, params.diskId ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const body = await jsonBody<IssueConfig>(request);
    getDb().includingTax[t.diskId] = body.includingTax === 1 ? 1 : 0;
    save();
    return ok(null, '保存成功');
  }),

  authed('post', '/v2/tax/issue/ai/rectify/{diskId}', async ({ account, params, request }) => {
    if (!findTerminal(account, params.diskId ?? '')) return fail(201100001, '该终端信息有误');
    const body = await jsonBody<{ code: string; purchaserInfo?: { buyerTaxerName?: string } }>(request);
    return ok({
      type: '1',
      title: '智能纠错建议',
      updateVO: { purchaserInfo: { buyerTaxerName: body.purchaserInfo?.buyerTaxerName ?? '' } },
      programmeBOList: [{ code: body.code ?? '', desc: '请核对购买方名称与税号是否一致' }],
    });
  }),
];
