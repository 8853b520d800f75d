// Goods (platform/api/openapi/goods.yaml).
import Decimal from 'decimal.js';
import type { CodedGoodsLine, GoodsInput, GoodsLine } from '../../features/goods/api';
import { codeForName, taxCodes } from '../data/goodsTaxCodes';
import { taxCodeCatalogue } from '../data/taxCodes';
import { findTerminal, nextId, save } from '../db';
import { goodsOf, libraryTaxer } from '../libraries';
import { authed, fail, file, intParam, jsonBody, matches, ok, paged } from '../http';
import { pad } from '../random';

const smallScaleRates = ['0', '0.01', '0.015', '0.03', '0.05'];
const normalRates = ['0', '0.01', '0.015', '0.02', '0.03', '0.04', '0.05', '0.06', '0.09', '0.1', '0.11', '0.13'];

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const NO_TERMINAL = '该功能需要选择税盘才能使用';
const GOOD_EXISTS = '商品已存在';
/** One good of a library per name and spec. */
const sameGood = (a: GoodsLine, b: GoodsLine) => a.name === b.name && (a.ggxh ?? '') === (b.ggxh ?? '');

/** A saved good from the form's input: the price on the other side of tax computed in decimal, the display name built. */
function goodOf(id: string, input: Partial<GoodsInput>): GoodsLine | string {
  const name = text(input.name);
  if (!name) return '商品名称不能为空';
  const spbm = text(input.spbm);
  const code = spbm ? taxCodes.find((c) => c.spbm === spbm) : undefined;
  if (spbm && !/^\d{19}$/.test(spbm)) return '税收分类编码有误';
  const spmc = text(input.spmc) || code?.spmc || '';
  const rate = text(input.taxRate);
  const hsbz = text(input.hsbz) === '1' ? '1' : '0';
  const entered = hsbz === '1' ? text(input.taxPrice) : text(input.price);
  let price = '';
  let taxPrice = '';
  if (entered) {
    if (!/^\d+(\.\d+)?$/.test(entered)) return '单价格式有误';
    const factor = new Decimal(1).add(rate || '0');
    price = hsbz === '1' ? new Decimal(entered).div(factor).toDecimalPlaces(8).toString() : entered;
    taxPrice = hsbz === '1' ? entered : new Decimal(entered).mul(factor).toDecimalPlaces(8).toString();
  }
  return {
    id,
    name,
    ...(spbm ? { spbm, ssflbmSource: '8' } : {}),
    ...(spmc ? { spmc } : {}),
    showName: spmc ? `*${spmc}*${name}` : name,
    ...(text(input.ggxh) ? { ggxh: text(input.ggxh) } : {}),
    ...(text(input.dw) ? { dw: text(input.dw) } : {}),
    ...(price ? { price, taxPrice } : {}),
    ...(rate ? { taxRate: rate } : {}),
    hsbz,
    lslbs: text(input.lslbs),
    yhzcbs: text(input.yhzcbs) === '1' ? '1' : '0',
    ...(text(input.yhzcbs) === '1' && text(input.yhzcsm) ? { yhzcsm: text(input.yhzcsm) } : {}),
  };
}

export const goodsHandlers = [
  authed('post', '/v3/tax/goods/aiCodingList', async ({ account, query, request }) => {
    const t = findTerminal(account, query.get('diskId') ?? '');
    if (!t) return fail(201100001, '该终端信息有误');
    const body = await jsonBody<{ list: GoodsLine[] }>(request);
    const rates = t.taxerType === '08' ? smallScaleRates : normalRates;
    const catalogue = goodsOf(t.taxerId).filter((g) => g.spbm);
    const list: CodedGoodsLine[] = (body.list ?? []).map((line) => {
      const name = line.name ?? line.showName ?? '';
      const known = catalogue.find((g) => name && (name.includes(g.name ?? '\u0000') || (g.showName ?? '').includes(name)));
      const guessed = known ? undefined : codeForName(name);
      const hit = known
        ? { spbm: known.spbm, showName: known.showName, spmc: known.spmc, taxRate: known.taxRate }
        : guessed
          ? { spbm: guessed.spbm, showName: `*${guessed.spmc}*${name}`, spmc: guessed.spmc, taxRate: guessed.taxRate }
          : undefined;
      return {
        ...line,
        ...(hit ? { spbm: hit.spbm, showName: hit.showName, ...(hit.spmc ? { spmc: hit.spmc } : {}), taxRate: line.taxRate ?? hit.taxRate, ssflbmSource: '4' } : {}),
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

  authed('get', '/v3/tax/goods/list', ({ account, query }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    const kw = query.get('kw');
    const coded = query.get('coded');
    const rows = (taxer ? goodsOf(taxer) : []).filter(
      (g) => matches(kw, g.name, g.showName, g.spbm, g.ggxh) && (coded === null || coded === '' || (coded === '1') === Boolean(g.spbm)),
    );
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  // The tax-code picker's search: digits, short name or full name (goods.yaml, x-path-chosen).
  authed('get', '/v3/tax/goods/taxCode/list', ({ query }) => {
    const kw = (query.get('kw') ?? '').replace(/^\*|\*$/g, '');
    const rows = taxCodeCatalogue.filter((c) => matches(kw, c.spbm, c.spjc, c.mc, `*${c.spjc}*${c.mc}`));
    return ok({ list: paged(rows, intParam(query, 'page', 1), Math.min(100, intParam(query, 'pageSize', 20))), total: rows.length });
  }),

  authed('post', '/v3/tax/goods', async ({ account, query, request }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    if (!taxer) return fail(201100004, NO_TERMINAL);
    const good = goodOf(`G${pad(9000 + nextId(), 4)}`, await jsonBody<GoodsInput>(request));
    if (typeof good === 'string') return fail(202300001, good);
    const library = goodsOf(taxer);
    if (library.some((g) => sameGood(g, good))) return fail(202300002, GOOD_EXISTS);
    // Newest first, as a user expects to see what they just added.
    library.unshift(good);
    save();
    return ok(good, '保存成功');
  }),

  // Import from a spreadsheet (goods.yaml, x-path-chosen): each row checked again, the good ones added in their order.
  authed('post', '/v3/tax/goods/import', async ({ account, query, request }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    if (!taxer) return fail(201100004, NO_TERMINAL);
    const body = await jsonBody<{ list?: GoodsInput[] }>(request);
    const rows = Array.isArray(body.list) ? body.list : [];
    if (rows.length === 0) return fail(202300003, '没有可导入的商品');
    if (rows.length > 5000) return fail(202300004, '单次最多导入5000条');
    const library = goodsOf(taxer);
    const added: GoodsLine[] = [];
    const refused: Array<{ index: number; msg: string }> = [];
    rows.forEach((row, index) => {
      const good = goodOf(`G${pad(9000 + nextId(), 4)}`, row);
      if (typeof good === 'string') refused.push({ index, msg: good });
      else if (library.some((g) => sameGood(g, good)) || added.some((g) => sameGood(g, good))) refused.push({ index, msg: GOOD_EXISTS });
      else added.push({ ...good, ...(good.spbm ? { ssflbmSource: '6' } : {}) });
    });
    library.unshift(...added);
    save();
    return ok({ count: added.length, refused }, `成功导入${added.length}条`);
  }),

  authed('put', '/v3/tax/goods/{id}', async ({ account, query, params, request }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    const library = taxer ? goodsOf(taxer) : [];
    const index = library.findIndex((g) => g.id === params.id);
    if (index < 0) return fail(202300404, '商品不存在');
    const good = goodOf(String(params.id), await jsonBody<GoodsInput>(request));
    if (typeof good === 'string') return fail(202300001, good);
    library[index] = { ...good, ...(library[index]?.zxbm ? { zxbm: library[index]?.zxbm } : {}) };
    save();
    return ok(library[index], '保存成功');
  }),

  authed('delete', '/v3/tax/goods/{id}', ({ account, query, params }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    const library = taxer ? goodsOf(taxer) : [];
    const index = library.findIndex((g) => g.id === params.id);
    if (index < 0) return fail(202300404, '商品不存在');
    library.splice(index, 1);
    save();
    return ok(null, '删除成功');
  }),

  authed('get', '/v3/tax/goods/keywords', ({ query }) => {
    const kw = (query.get('kw') ?? '').trim();
    const list = kw ? taxCodes.filter((c) => c.spmc.includes(kw) || c.spbm.startsWith(kw)).slice(0, 50) : [];
    return ok({ list });
  }),

  authed('post', '/v3/tax/goods/export/list/excel', () =>
    file('PK\u0003\u0004', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'goods.xlsx'),
  ),
];
