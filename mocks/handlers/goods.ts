// Goods (platform/api/openapi/goods.yaml).
import type { CodedGoodsLine, GoodsLine } from '../../features/goods/api';
import { findTerminal, getDb } from '../db';
import { taxCodeCatalogue } from '../data/taxCodes';
import { authed, fail, file, intParam, jsonBody, matches, ok, paged } from '../http';

const smallScaleRates = ['0', '0.01', '0.015', '0.03', '0.05'];
const normalRates = ['0', '0.01', '0.015', '0.02', '0.03', '0.04', '0.05', '0.06', '0.09', '0.1', '0.11', '0.13'];

export const goodsHandlers = [
  authed('post', '/v3/tax/goods/aiCodingList', async ({ account, query, request }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const body = await jsonBody<{ list: GoodsLine[] }>(request);
    const rates = t.taxerType === '08' ? smallScaleRates : normalRates;
    const catalogue = getDb().goods;
    const list: CodedGoodsLine[] = (body.list ?? []).map((line) => {
      const name = line.name ?? line.showName ?? '';
      const hit = catalogue.find((g) => name && (name.includes(g.name ?? '\u0000') || (g.showName ?? '').includes(name)));
      return {
        ...line,
        ...(hit ? { spbm: hit.spbm, showName: hit.showName, taxRate: line.taxRate ?? hit.taxRate, ssflbmSource: '4' } : {}),
        hasError: !hit,
        errors: hit ? [] : ['未匹配到税收分类编码'],
        taxRateList: rates,
        zslList: ['0.03', '0.05'],
        tsdwlist: ['个', '台', '次', '箱', '千克'],
        yhzcsmList: ['免税', '不征税', '简易征收'],
        notFoundSpbm: !hit,
      };
    });
    return ok({ list });
  }),

  authed('get', '/v3/tax/goods/list', ({ query }) => {
    const kw = query.get('kw');
    const rows = getDb().goods.filter((g) => matches(kw, g.name, g.showName, g.spbm));
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  // The tax-code picker's search: digits, short name or full name (goods.yaml, x-path-chosen).
  authed('get', '/v3/tax/goods/taxCode/list', ({ query }) => {
    const kw = (query.get('kw') ?? '').replace(/^\*|\*$/g, '');
    const rows = taxCodeCatalogue.filter((c) => matches(kw, c.spbm, c.spjc, c.mc, `*${c.spjc}*${c.mc}`));
    return ok({ list: paged(rows, intParam(query, 'page', 1), Math.min(100, intParam(query, 'pageSize', 20))), total: rows.length });
  }),

  authed('post', '/v3/tax/goods/export/list/excel', () =>
    file('PK\u0003\u0004', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'goods.xlsx'),
  ),
];
