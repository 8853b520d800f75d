// Declarations (platform/api/openapi/declarations.yaml): the reports of the enterprises an account serves, the VAT
// return filled from the period's invoices and sent, its payment and certificate, the financial statements.
import Decimal from 'decimal.js';
import type { Declaration, StatementValues } from '../../features/declarations/api';
import { isPeriod } from '../../features/declarations/rules/periods';
import { sendRefusal, statementLines } from '../../features/declarations/rules/statements';
import type { DemoAccount } from '../accounts';
import { getDb, nextId, save } from '../db';
import { authed, fail, intParam, jsonBody, matches, ok, paged } from '../http';
import { certificateFor, declarationStore, markDeclared, periodFigures, rowOf, servedTaxerIds, type DeclarationRecord } from './store';

/** The server's words (our choice: the spec gives none for these pages). */
export const DECLARATION_TEXTS = {
  noDeclaration: '申报记录不存在',
  notVat: '该申报不是增值税申报表',
  notStatements: '该申报不是财务报表',
  alreadySent: '该申报已提交，不能重复申报',
  notCopied: '该所属期尚有未抄报的税控发票，请先抄报税再申报',
  changed: '本期发票或进项数据已变化，请核对最新数据后再申报',
  notPayable: '该申报无待缴税款',
  noCertificate: '完税凭证不存在',
  badLines: '财务报表数据有误，请检查后再报送',
  unbalanced: '资产负债表不平衡：资产总计不等于负债和所有者权益总计',
} as const;

function visibleRecords(account: DemoAccount): DeclarationRecord[] {
  const served = servedTaxerIds(account);
  return declarationStore().records.filter((r) => served.has(r.taxerId));
}

const findRecord = (account: DemoAccount, id: string) => visibleRecords(account).find((r) => r.id === id);

function vatReturnOf(record: DeclarationRecord) {
  const db = getDb();
  const now = Date.now();
  const frozen = record.figures !== undefined && record.sbzt !== '0' && record.sbzt !== '1';
  return { declaration: rowOf(db, record, now), figures: frozen && record.figures ? record.figures : periodFigures(db, record.taxerId, record.period), frozen };
}

function statementsOf(record: DeclarationRecord) {
  const db = getDb();
  const periodSales = periodFigures(db, record.taxerId, record.period).salesTotal;
  return { declaration: rowOf(db, record, Date.now()), values: record.values ?? { revenue: periodSales }, periodSales };
}

/** Only the statement lines, as trimmed strings. */
function cleanValues(body: Partial<StatementValues>): StatementValues {
  const values: StatementValues = {};
  for (const line of statementLines) {
    const value = body[line];
    if (typeof value === 'string') values[line] = value.trim();
  }
  return values;
}

const inStates = (record: DeclarationRecord, ...states: Declaration['sbzt'][]) => states.includes(record.sbzt);

export const declarationHandlers = [
  authed('get', '/v2/declare/list', ({ account, query }) => {
    const text = (name: string) => (query.get(name) ?? '').trim();
    const [period, sbzt, reportType, taxerId, kw] = [text('period'), text('sbzt'), text('reportType'), text('taxerId'), text('kw')];
    const due = text('due') === 'true';
    const db = getDb();
    const now = Date.now();
    const list = visibleRecords(account)
      .filter(
        (r) =>
          (!isPeriod(period) || r.period === period) &&
          (!sbzt || r.sbzt === sbzt) &&
          (!reportType || r.reportType === reportType) &&
          (!due || r.sbzt === '0' || r.sbzt === '1') &&
          (!taxerId || r.taxerId === taxerId) &&
          matches(kw, r.taxerName, r.taxerId),
      )
      .sort((a, b) => b.period.localeCompare(a.period) || a.seq - b.seq || a.reportType.localeCompare(b.reportType));
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(list, page, pageSize).map((r) => rowOf(db, r, now)), pages: { items: list.length, page, pageSize } });
  }),

  authed('get', '/v2/tax/return/vat/{id}', ({ account, params }) => {
    const record = findRecord(account, params.id ?? '');
    if (!record) return fail(1, DECLARATION_TEXTS.noDeclaration);
    if (record.reportType !== '1') return fail(1, DECLARATION_TEXTS.notVat);
    return ok(vatReturnOf(record));
  }),

  authed('post', '/v2/tax/return/vat/{id}/submit', async ({ account, params, request }) => {
    const record = findRecord(account, params.id ?? '');
    if (!record) return fail(1, DECLARATION_TEXTS.noDeclaration);
    if (record.reportType !== '1') return fail(1, DECLARATION_TEXTS.notVat);
    if (!inStates(record, '0', '1')) return fail(1, DECLARATION_TEXTS.alreadySent);
    const db = getDb();
    const now = Date.now();
    if (rowOf(db, record, now).cbzt === '2') return fail(1, DECLARATION_TEXTS.notCopied);
    const figures = periodFigures(db, record.taxerId, record.period);
    const reviewed = await jsonBody<{ salesTotal: string; totalDue: string }>(request);
    const differs = (seen: unknown, current: string) => typeof seen === 'string' && seen !== '' && !new Decimal(seen).eq(current);
    if (differs(reviewed.salesTotal, figures.salesTotal) || differs(reviewed.totalDue, figures.totalDue)) return fail(1, DECLARATION_TEXTS.changed);
    record.figures = figures;
    record.totalDue = figures.totalDue;
    record.declareTime = new Date(now).toISOString();
    record.sbzt = new Decimal(figures.totalDue).isZero() ? '4' : '2';
    markDeclared(db, record.taxerId, record.period);
    save();
    return ok(vatReturnOf(record));
  }),

  authed('put', '/v2/declare/pay/{id}', ({ account, params }) => {
    const record = findRecord(account, params.id ?? '');
    if (!record) return fail(1, DECLARATION_TEXTS.noDeclaration);
    if (record.reportType !== '1' || record.sbzt !== '2') return fail(1, DECLARATION_TEXTS.notPayable);
    const payTime = new Date().toISOString();
    const certificate = certificateFor(record, payTime, 500_000 + nextId());
    record.sbzt = '3';
    record.payTime = payTime;
    record.certificateId = certificate.id;
    declarationStore().certificates.unshift(certificate);
    save();
    return ok({ declaration: rowOf(getDb(), record, Date.now()), certificate });
  }),

  authed('get', '/v2/declare/fs/{id}', ({ account, params }) => {
    const record = findRecord(account, params.id ?? '');
    if (!record) return fail(1, DECLARATION_TEXTS.noDeclaration);
    if (record.reportType !== '2') return fail(1, DECLARATION_TEXTS.notStatements);
    return ok(statementsOf(record));
  }),

  authed('put', '/v2/declare/fs/{id}', async ({ account, params, request }) => {
    const record = findRecord(account, params.id ?? '');
    if (!record) return fail(1, DECLARATION_TEXTS.noDeclaration);
    if (record.reportType !== '2') return fail(1, DECLARATION_TEXTS.notStatements);
    if (!inStates(record, '0', '1')) return fail(1, DECLARATION_TEXTS.alreadySent);
    record.values = cleanValues(await jsonBody<StatementValues>(request));
    record.sbzt = '1';
    save();
    return ok(statementsOf(record));
  }),

  authed('post', '/v2/declare/fs/{id}/submit', async ({ account, params, request }) => {
    const record = findRecord(account, params.id ?? '');
    if (!record) return fail(1, DECLARATION_TEXTS.noDeclaration);
    if (record.reportType !== '2') return fail(1, DECLARATION_TEXTS.notStatements);
    if (!inStates(record, '0', '1')) return fail(1, DECLARATION_TEXTS.alreadySent);
    const values = cleanValues(await jsonBody<StatementValues>(request));
    const refusal = sendRefusal(values);
    if (refusal) return fail(1, refusal === 'lines' ? DECLARATION_TEXTS.badLines : DECLARATION_TEXTS.unbalanced);
    record.values = values;
    record.sbzt = '4';
    record.declareTime = new Date().toISOString();
    save();
    return ok(statementsOf(record));
  }),

  authed('get', '/v2/declare/certificate/list', ({ account, query }) => {
    const text = (name: string) => (query.get(name) ?? '').trim();
    const [period, taxerId, kw] = [text('period'), text('taxerId'), text('kw')];
    const served = servedTaxerIds(account);
    const list = declarationStore()
      .certificates.filter(
        (c) => served.has(c.taxerId) && (!isPeriod(period) || c.period === period) && (!taxerId || c.taxerId === taxerId) && matches(kw, c.taxerName, c.taxerId, c.number),
      )
      .sort((a, b) => Date.parse(b.payTime) - Date.parse(a.payTime));
    const page = intParam(query, 'page', 1);
    const pageSize = intParam(query, 'pageSize', 20);
    return ok({ list: paged(list, page, pageSize), pages: { items: list.length, page, pageSize } });
  }),

  authed('get', '/v2/declare/certificate/{id}', ({ account, params }) => {
    const served = servedTaxerIds(account);
    const certificate = declarationStore().certificates.find((c) => c.id === params.id && served.has(c.taxerId));
    return certificate ? ok(certificate) : fail(1, DECLARATION_TEXTS.noCertificate);
  }),
];
