// Enterprises and their batch import (platform/api/openapi/enterpriseImport.yaml; spec 02 §2.1 item 10, §5).
// The enterprises a user serves are those of the terminals they see, plus what they imported (kept in memory per
// account: an import lasts as long as the embedded backend does).
import type { DemoAccount } from '../accounts';
import type { Enterprise, ImportRow } from '../../features/enterprise-import/api';
import { checkImportRows } from '../../features/enterprise-import/rules';
import { visibleTerminals } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';

const imported = new Map<string, Enterprise[]>();

/** Forgets every import (tests start from the seed). */
export function resetImportedEnterprises(): void {
  imported.clear();
}

/** The enterprises an account serves: its terminals' and what it imported (mocks/handlers/enterprises.ts lists them too). */
export function enterprisesOf(account: DemoAccount): Enterprise[] {
  const seen = new Set<string>();
  const fromTerminals: Enterprise[] = [];
  for (const t of visibleTerminals(account)) {
    if (seen.has(t.taxerId)) continue;
    seen.add(t.taxerId);
    const invoicing = t.qdInfo[0];
    fromTerminals.push({ taxerName: t.taxerName, taxerId: t.taxerId, dlsf: '1', dlzh: invoicing?.dlzh ?? '', createTime: `${t.qysj ?? '2024-01-01'}T00:00:00.000Z` });
  }
  return [...(imported.get(account.uid) ?? []), ...fromTerminals];
}

export const enterpriseImportHandlers = [
  authed('get', '/v1/enterprise/list', ({ account, query }) => {
    if (account.roleType === 1) return fail(201000403, '无权限访问');
    const key = query.get('key')?.trim() ?? '';
    const rows = enterprisesOf(account).filter((e) => matches(key, e.taxerName, e.taxerId));
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  authed('post', '/v1/enterprise/import', async ({ account, request }) => {
    if (account.roleType === 1) return fail(201000403, '无权限访问');
    const body = await jsonBody<{ list: ImportRow[] }>(request);
    const list = Array.isArray(body.list) ? body.list : [];
    if (list.length === 0) return fail(202300001, '没有可导入的数据');
    if (list.length > 5000) return fail(202300002, '单次最多导入5000条');
    // The server checks again with the same rules: a batch goes in whole or not at all.
    const bad = checkImportRows(list).find((r) => r.status !== 'ok');
    if (bad) return fail(202300003, `第${bad.index + 1}行数据有误，请检查后重新导入`);
    const now = new Date().toISOString();
    const rows: Enterprise[] = list.map((r) => ({
      taxerName: r.taxerName,
      taxerId: r.taxerId,
      dlsf: r.dlsf,
      dlzh: r.dlzh,
      bsrysjhm: r.bsrysjhm,
      ...(r.mainAccountMobile ? { mainAccountMobile: r.mainAccountMobile } : {}),
      createTime: now,
    }));
    imported.set(account.uid, [...rows, ...(imported.get(account.uid) ?? [])]);
    return ok({ count: rows.length }, `成功导入${rows.length}家企业`);
  }),
];
