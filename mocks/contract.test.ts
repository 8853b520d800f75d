// @vitest-environment node
// The mock cannot drift from the contract: every operation of every OpenAPI document is called through MSW
// (mocks/node.ts) and its response validated with ajv against the documented response schema; every handler
// must belong to an operation and every operation needs a handler; authenticated calls answer 401 without a token.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sealForBackend } from '../tests/support/sealSecrets';
import { demoAccounts, getDb, handlers, issueToken, resetDb, server } from './node';

type Json = Record<string, unknown>;
interface Operation {
  domain: string;
  method: string;
  path: string;
  op: Json;
  /** A bearer token is required (security lists no empty requirement). */
  secured: boolean;
  /** A token is accepted but not required (security [{}, {bearer: []}]). */
  optionalToken: boolean;
}

/**
 * Every operation that answers without a token, by operation id. Keeping the list here makes making a call
 * public a visible decision: the test below fails when the documents' public set differs from it.
 */
const PUBLIC_OPERATIONS = {
  /** No token at all (spec 01 §7: the refresh call, the invoice urlInfo call; sign-in; static files). */
  open: ['login', 'refreshToken', 'getInvoiceUrlInfo', 'getStaticConfig', 'getLogoConfig', 'getMobileFaceQr'],
  /** Token optional: the password flow of spec 02 §7.2, also used signed out on /forgetPwd. */
  optionalToken: ['getPasswordCaptcha', 'getPasswordUdid', 'updatePassword'],
};

const dir = path.resolve(import.meta.dirname, '../platform/api/openapi');
const documents = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [f.replace(/\.yaml$/, ''), parse(readFileSync(path.join(dir, f), 'utf8')) as Json]),
);
const methods = ['get', 'put', 'post', 'delete', 'patch'];

const operations: Operation[] = Object.entries(documents).flatMap(([domain, doc]) =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([p, item]) =>
    methods
      .filter((m) => item[m])
      .map((method) => {
        const op = item[method] as Json;
        const security = (op.security ?? doc.security ?? []) as Json[];
        const anonymous = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
        return { domain, method, path: p, op, secured: !anonymous, optionalToken: anonymous && security.length > 0 };
      }),
  ),
);

/** OpenAPI 3.0 `nullable` as JSON Schema: {anyOf: [schema, {type: 'null'}]}. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = toJsonSchema(v);
  if (out.nullable === true) {
    const { nullable: _n, description, ...rest } = out;
    return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null' }] };
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
for (const [domain, doc] of Object.entries(documents)) ajv.addSchema(toJsonSchema(doc) as Json, domain);

const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
function validatorFor(o: Operation, ...rest: string[]) {
  const v = ajv.getSchema(`${o.domain}#/${pointer('paths', o.path, o.method, ...rest)}`);
  if (!v) throw new Error(`no schema at ${o.domain} ${o.method} ${o.path} ${rest.join('/')}`);
  return v;
}

const origin = 'http://portal.test';
const label = (o: Operation) => `${o.domain} ${o.method.toUpperCase()} ${o.path} (${String(o.op.operationId)})`;

/** A request built from the operation's parameter and body examples, with a fresh token where needed. */
function requestFor(o: Operation, withToken: boolean): Request {
  const token = issueToken(demoAccounts.provider.uid);
  const params = (o.op.parameters ?? []) as Array<{ name: string; in: string; example?: unknown; 'x-mock-fill'?: string }>;
  let p = o.path;
  const query = new URLSearchParams();
  for (const param of params) {
    if (param.example === undefined) continue;
    // An order the call needs issued this month (a void): the seeded example order is made so, whatever today is.
    if (param['x-mock-fill'] === 'issuedThisMonth') {
      const order = getDb().orders.find((x) => x.id === param.example);
      if (order) order.issueTime = new Date().toISOString();
    }
    if (param.in === 'path') p = p.replace(`{${param.name}}`, encodeURIComponent(String(param.example)));
    if (param.in === 'query') query.set(param.name, String(param.example));
  }
  const media = ((o.op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];
  let body: Json | undefined = media?.example as Json | undefined;
  if (media?.['x-mock-fill'] === 'refreshToken') body = { access_token: token.access_token, refresh_token: token.refresh_token };
  if (media?.['x-mock-fill'] === 'accessToken') body = { token: token.access_token };
  const headers = new Headers(body ? { 'Content-Type': 'application/json' } : {});
  if (withToken) headers.set('Authorization', `Bearer ${token.access_token}`);
  return new Request(`${origin}${p}${query.size ? `?${query}` : ''}`, {
    method: o.method.toUpperCase(),
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * A request whose example carries a tax-bureau secret (x-mock-fill: sealSecrets) goes sealed, as the portal's request
 * layer sends it (docs/security.md): the backend refuses clear text.
 */
async function sealedIfAsked(o: Operation, request: Request): Promise<Request> {
  const media = ((o.op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];
  if (media?.['x-mock-fill'] !== 'sealSecrets') return request;
  const sealed = await sealForBackend((await request.json()) as Json);
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(sealed.headers)) headers.set(name, value);
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(sealed.body) });
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('the contract', () => {
  it('has an operation id on every operation, unique across documents (one base api)', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every parameter the mock needs an example, and every request example matches its schema', () => {
    for (const o of operations) {
      for (const param of (o.op.parameters ?? []) as Array<{ name: string; required?: boolean; example?: unknown }>) {
        if (param.required) expect(param.example, `${label(o)} ${param.name}`).toBeDefined();
      }
      const media = ((o.op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];
      if (media?.example !== undefined && !media['x-mock-fill']) {
        const validate = validatorFor(o, 'requestBody', 'content', 'application/json', 'schema');
        expect(validate(media.example), `${label(o)} request example: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
  });

  it('has a handler for every operation and an operation for every handler', () => {
    const fromDocs = operations.map((o) => `${o.method.toUpperCase()} *${o.path.replace(/\{(\w+)\}/g, ':$1')}`).sort();
    const fromHandlers = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`).sort();
    expect(fromHandlers).toEqual(fromDocs);
  });
});

describe('the production static config (public/static/config.json)', () => {
  const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../public/static/config.json'), 'utf8')) as Json;
  it('matches the StaticConfig schema and carries exactly the Config fields of spec 01 §3', () => {
    const validate = ajv.getSchema('config#/components/schemas/StaticConfig');
    expect(validate?.(file), ajv.errorsText(validate?.errors)).toBe(true);
    const fields = ['mpName', 'indexUrl', 'showLink', 'urla', 'urlb', 'urlc', 'showHelp', 'downloadPath', 'downloadPathAccount', 'softwareName', 'version', 'showAgency', 'mallSwitch'];
    expect(Object.keys(file).sort()).toEqual(fields.sort());
  });
  it('is what the embedded backend answers', async () => {
    const response = await fetch(`${origin}/static/config.json?t=1`);
    expect(await response.json()).toEqual(file);
  });
});

// In document order, not shuffled: a task's status, interruption and file calls read the task its start call made.
describe('every mock response matches its OpenAPI schema', { shuffle: false }, () => {
  it.each(operations.map((o) => [label(o), o] as const))('%s', async (_name, o) => {
    const response = await fetch(await sealedIfAsked(o, requestFor(o, o.secured)));
    expect(response.status).toBe(200);
    const content = ((o.op.responses as Json)['200'] as Json).content as Record<string, Json>;
    const [mediaType] = Object.keys(content);
    if (mediaType === 'application/json') {
      const body = (await response.json()) as Json;
      const validate = validatorFor(o, 'responses', '200', 'content', 'application/json', 'schema');
      expect(validate(body), ajv.errorsText(validate.errors, { dataVar: 'body' })).toBe(true);
      if (o.path.startsWith('/v')) expect(body.code, String(body.msg)).toBe(0);
    } else {
      expect(response.headers.get('Content-Type')).toBe(mediaType);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});

describe('calls that take a token optionally', () => {
  it.each(operations.filter((o) => o.optionalToken).map((o) => [label(o), o] as const))('%s answers with a token too', async (_name, o) => {
    const response = await fetch(requestFor(o, true));
    expect(response.status).toBe(200);
  });
});

describe('authenticated calls answer 401 without a valid bearer token', () => {
  it('exactly the listed operations answer without a token', () => {
    const ids = (list: Operation[]) => list.map((o) => String(o.op.operationId)).sort();
    expect(ids(operations.filter((o) => !o.secured && !o.optionalToken))).toEqual([...PUBLIC_OPERATIONS.open].sort());
    expect(ids(operations.filter((o) => o.optionalToken))).toEqual([...PUBLIC_OPERATIONS.optionalToken].sort());
  });

  it.each(operations.filter((o) => o.secured).map((o) => [label(o), o] as const))('%s', async (_name, o) => {
    const response = await fetch(requestFor(o, false));
    expect(response.status).toBe(401);
  });
});
