// Customers (platform/api/openapi/customer.yaml): the library the issuing form's buyer suggestions come from.
import type { Customer, CustomerInput } from '../../features/customers/api';
import { nextId, save } from '../db';
import { customersOf, libraryTaxer } from '../libraries';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';
import { pad } from '../random';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function customerOf(id: string, input: Partial<CustomerInput>): Customer | string {
  const name = text(input.name);
  if (!name) return '客户名称不能为空';
  const taxId = text(input.taxId).toUpperCase();
  if (taxId && !/^[0-9A-Z]{15}$|^[0-9A-Z]{17,18}$|^[0-9A-Z]{20}$/.test(taxId)) return '纳税人识别号有误';
  const fields = { taxId, addressTel: text(input.addressTel), bankAccount: text(input.bankAccount), email: text(input.email), mobile: text(input.mobile) };
  return { id, name, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) };
}

const NO_TERMINAL = '该功能需要选择税盘才能使用';

export const customerHandlers = [
  authed('get', '/v2/issueinfo/customer/manage', ({ account, query }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    const kw = query.get('kw');
    const rows = (taxer ? customersOf(taxer) : []).filter((c) => matches(kw, c.name, c.taxId));
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  authed('post', '/v2/issueinfo/customer/manage', async ({ account, query, request }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    if (!taxer) return fail(201100004, NO_TERMINAL);
    const customer = customerOf(`C${pad(9000 + nextId(), 4)}`, await jsonBody<CustomerInput>(request));
    if (typeof customer === 'string') return fail(202400001, customer);
    const library = customersOf(taxer);
    if (library.some((c) => c.name === customer.name)) return fail(202400002, '客户已存在');
    library.unshift(customer);
    save();
    return ok(customer, '保存成功');
  }),

  authed('put', '/v2/issueinfo/customer/manage/{id}', async ({ account, query, params, request }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    const library = taxer ? customersOf(taxer) : [];
    const index = library.findIndex((c) => c.id === params.id);
    if (index < 0) return fail(202400404, '客户不存在');
    const customer = customerOf(String(params.id), await jsonBody<CustomerInput>(request));
    if (typeof customer === 'string') return fail(202400001, customer);
    if (library.some((c) => c.id !== params.id && c.name === customer.name)) return fail(202400002, '客户已存在');
    library[index] = customer;
    save();
    return ok(customer, '保存成功');
  }),

  authed('delete', '/v2/issueinfo/customer/manage/{id}', ({ account, query, params }) => {
    const taxer = libraryTaxer(account, query.get('diskId'));
    const library = taxer ? customersOf(taxer) : [];
    const index = library.findIndex((c) => c.id === params.id);
    if (index < 0) return fail(202400404, '客户不存在');
    library.splice(index, 1);
    save();
    return ok(null, '删除成功');
  }),
];
