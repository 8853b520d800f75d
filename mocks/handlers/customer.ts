// Customers (platform/api/openapi/customer.yaml): the library the issuing form's buyer suggestions come from.
import type { Customer, CustomerInput } from '../../features/customers/api';
import { getDb, nextId, save } from '../db';
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

export const customerHandlers = [
  authed('get', '/v2/issueinfo/customer/manage', ({ query }) => {
    const kw = query.get('kw');
    const rows = getDb().customers.filter((c) => matches(kw, c.name, c.taxId));
    return ok({ list: paged(rows, intParam(query, 'page', 1), intParam(query, 'pageSize', 20)), total: rows.length });
  }),

  authed('post', '/v2/issueinfo/customer/manage', async ({ request }) => {
    const customer = customerOf(`C${pad(9000 + nextId(), 4)}`, await jsonBody<CustomerInput>(request));
    if (typeof customer === 'string') return fail(202400001, customer);
    if (getDb().customers.some((c) => c.name === customer.name)) return fail(202400002, '客户已存在');
    getDb().customers.unshift(customer);
    save();
    return ok(customer, '保存成功');
  }),

  authed('put', '/v2/issueinfo/customer/manage/{id}', async ({ params, request }) => {
    const db = getDb();
    const index = db.customers.findIndex((c) => c.id === params.id);
    if (index < 0) return fail(202400404, '客户不存在');
    const customer = customerOf(String(params.id), await jsonBody<CustomerInput>(request));
    if (typeof customer === 'string') return fail(202400001, customer);
    if (db.customers.some((c) => c.id !== params.id && c.name === customer.name)) return fail(202400002, '客户已存在');
    db.customers[index] = customer;
    save();
    return ok(customer, '保存成功');
  }),

  authed('delete', '/v2/issueinfo/customer/manage/{id}', ({ params }) => {
    const db = getDb();
    const before = db.customers.length;
    db.customers = db.customers.filter((c) => c.id !== params.id);
    if (db.customers.length === before) return fail(202400404, '客户不存在');
    save();
    return ok(null, '删除成功');
  }),
];
