import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resources } from '../../platform/i18n';
import { keyExistsEverywhere } from '../../tests/support/i18n';
import * as lookups from '.';
import {
  auditState,
  batchTaxRateCodes,
  batchTaxRates,
  daysRemainingDisplay,
  diskOnlineEntry,
  faceScanIdentities,
  importLoginIdentities,
  invoiceStatusFilter,
  invoiceStatusFilterCodes,
  invoiceType,
  isCloudInvoicing,
  isSharedEdition,
  lookupCodes,
  lookupEntry,
  lookupKey,
  orderIsCompleted,
  orderStatus,
  packageServiceStatus,
  packageServiceStatusEntry,
  providerEditionOf,
  qdStatusEntry,
  robotTaskEstimate,
  selectableLoginIdentities,
  serviceStatusBlocks,
  serviceStatusPrompt,
  serviceStatusTone,
  serviceStatusWarns,
  supportsAgencyLogin,
  syncRecordShowsReason,
  taxFreeTypeEntry,
  terminalFilter,
  terminalFilterCodes,
  type LookupEntry,
} from '.';

const zh = resources['zh-CN']!.lookups as Record<string, unknown>;
const text = (key: string): unknown => key.replace(/^lookups:/, '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], zh);

const isEntry = (v: unknown): v is LookupEntry => typeof v === 'object' && v !== null && typeof (v as LookupEntry).key === 'string';
const tables = Object.entries(lookups).filter(
  ([, v]) => typeof v === 'object' && v !== null && !(v instanceof Set) && !Array.isArray(v) && Object.values(v).length > 0 && Object.values(v).every(isEntry),
) as [string, Record<string, LookupEntry>][];

describe('every lookup table', () => {
  it('is found (guards the table scan below)', () => {
    expect(tables.map(([name]) => name)).toEqual(
      expect.arrayContaining(['invoiceStatusFilter', 'auditState', 'invoiceKind', 'invoiceType', 'orderStatus', 'robotTaskState', 'packageServiceStatus', 'serviceStatusLookup', 'batchTaxRates', 'qrCodeType']),
    );
    expect(tables.length).toBeGreaterThanOrEqual(35);
  });
  const rows = tables.flatMap(([name, table]) => Object.entries(table).map(([code, entry]) => [name, code, entry] as const));
  it.each(rows)('%s[%s] has a key in both locales and a known tone', (_, __, entry) => {
    expect(keyExistsEverywhere(entry.key)).toBe(true);
    if (entry.tone !== undefined) expect(['success', 'warning', 'danger', 'info', 'neutral']).toContain(entry.tone);
  });
  it('the unknown label exists', () => expect(keyExistsEverywhere(lookups.UNKNOWN_KEY)).toBe(true));
  it('en-US has exactly the keys of zh-CN', () => {
    const flat = (node: unknown, prefix = ''): string[] =>
      Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(flat(resources['en-US']!.lookups).sort()).toEqual(flat(zh).sort());
  });
});

describe('labels in the standard Chinese terms', () => {
  it.each([
    [invoiceStatusFilter['2'].key, '开具中'],
    [invoiceStatusFilter['3'].key, '已开具'],
    [invoiceStatusFilter['101'].key, '开具失败'],
    [invoiceStatusFilter['103'].key, '已作废'],
    [invoiceStatusFilter['11'].key, '审核中'],
    [invoiceStatusFilter['12'].key, '审核通过'],
    [invoiceStatusFilter['111'].key, '审核不通过'],
    [auditState['1'].key, '代开申请'],
    [lookups.invoiceKind['0'].key, '蓝字发票'],
    [lookups.invoiceKind['1'].key, '红字发票'],
    [invoiceType['004'].key, '增值税专用发票'],
    [invoiceType['007'].key, '增值税普通发票'],
    [invoiceType['026'].key, '增值税电子普通发票'],
    [invoiceType['028'].key, '增值税电子专用发票'],
    [invoiceType['025'].key, '增值税普通发票（卷票）'],
    [invoiceType['81'].key, '数电专票'],
    [invoiceType['82'].key, '数电普票'],
    [lookups.diskType['6'].key, '税务UKey'],
    [lookups.taxpayerType['08'].key, '小规模纳税人'],
    [lookups.loginIdentity['1'].key, '财务负责人'],
    [serviceStatusPrompt('4')!, '当前托管服务已到期，请续费'],
    [serviceStatusPrompt(0)!, '当前税盘未激活，请联系服务商处理'],
    [serviceStatusPrompt('3')!, '当前税盘激活失败，请联系服务商处理'],
    [serviceStatusPrompt('6')!, '当前托管服务已停用，请联系服务商处理'],
  ])('%s → %s', (key, label) => expect(text(key)).toBe(label));
});

describe('lookup access', () => {
  it.each([
    [3, invoiceStatusFilter['3']],
    ['3', invoiceStatusFilter['3']],
    ['4', undefined],
    [null, undefined],
    [undefined, undefined],
    ['toString', undefined], // not an inherited property
  ])('lookupEntry(invoiceStatusFilter, %j)', (code, entry) => expect(lookupEntry(invoiceStatusFilter, code)).toBe(entry));
  it('lookupKey falls back to 未知', () => {
    expect(lookupKey(orderStatus, 99)).toBe('lookups:unknown');
    expect(lookupKey(orderStatus, 4)).toBe('lookups:orderStatus.4');
  });
  it('filters keep the spec order', () => {
    expect(invoiceStatusFilterCodes).toEqual(['2', '3', '101', '103', '11', '12', '111']);
    expect([...invoiceStatusFilterCodes].sort()).toEqual(lookupCodes(invoiceStatusFilter).sort());
    expect(terminalFilterCodes).toEqual(['1', '2', '-321', '0']);
    expect([...terminalFilterCodes].sort()).toEqual(lookupCodes(terminalFilter).sort());
    expect(new Set(batchTaxRateCodes)).toEqual(new Set(Object.keys(batchTaxRates)));
    expect(batchTaxRateCodes).toHaveLength(Object.keys(batchTaxRates).length);
  });
  it('batch tax rates carry the duty-free type they set (spec 01 §4)', () => {
    expect(batchTaxRates.exempt).toMatchObject({ rate: '0', lslbs: '1' });
    expect(batchTaxRates.nonTaxable).toMatchObject({ rate: '0', lslbs: '2' });
    expect(batchTaxRates['0']).toMatchObject({ rate: '0', lslbs: '3' });
    expect(batchTaxRates['0.015']).toMatchObject({ rate: '0.015', lslbs: '' });
    expect(batchTaxRateCodes).toHaveLength(14);
  });
});

describe('orderIsCompleted (issued, cancelled, voided)', () => {
  it.each<[string | number | null, boolean]>([
    ['0', true],
    [0, true],
    ['2', true],
    ['103', true], // voided has no order code: read as the invoice list's 103
    ...['1', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((c): [string, boolean] => [c, false]),
    ['99', false],
    [null, false],
    ['', false],
  ])('%j → %s', (code, done) => expect(orderIsCompleted(code)).toBe(done));
});

describe('robotTaskEstimate', () => {
  it.each([
    ['1', 45],
    [1, 45],
    ['3', 15],
    ['0', null],
    ['2', null],
    ['5', null],
    ['-1', null],
    [undefined, null],
  ])('%j → %s minutes', (code, minutes) => {
    const estimate = robotTaskEstimate(code);
    expect(estimate?.minutes ?? null).toBe(minutes);
    if (estimate) {
      expect(estimate.params).toEqual({ count: minutes });
      expect(keyExistsEverywhere(estimate.key)).toBe(true);
    }
  });
});

describe('service status (both readings)', () => {
  it.each([
    [1, 'success'],
    [0, 'warning'],
    [2, 'warning'],
    [3, 'danger'],
    [4, 'danger'],
    [5, 'danger'],
    [6, 'danger'],
    [7, 'neutral'],
    ['x', 'neutral'],
    [null, 'neutral'],
  ])('serviceStatusTone(%j) → %s (spec 02 §4 Colouring)', (code, tone) => expect(serviceStatusTone(code)).toBe(tone));
  it('the package table carries the colouring tones', () => {
    for (const code of lookupCodes(packageServiceStatus)) expect(packageServiceStatus[code].tone).toBe(serviceStatusTone(code));
    expect(packageServiceStatusEntry('9')).toEqual({ key: 'lookups:unknown', tone: 'neutral' });
    expect(packageServiceStatusEntry(4)).toBe(packageServiceStatus['4']);
  });
  it.each([
    ['1', false, false, null],
    ['0', true, true, 'lookups:serviceStatusPrompt.0'],
    ['2', true, true, 'lookups:serviceStatusPrompt.other'],
    ['3', true, true, 'lookups:serviceStatusPrompt.3'],
    ['4', true, true, 'lookups:serviceStatusPrompt.4'],
    ['6', true, false, 'lookups:serviceStatusPrompt.6'],
  ])('status %s: blocks %s, red warning %s, prompt %s', (code, blocks, warns, prompt) => {
    expect(serviceStatusBlocks(code)).toBe(blocks);
    expect(serviceStatusWarns(code)).toBe(warns);
    expect(serviceStatusPrompt(code)).toBe(prompt);
    if (prompt) expect(keyExistsEverywhere(prompt)).toBe(true);
  });
  it('the lookup reading is a separate table (1 expired … 5 open)', () => {
    expect(text(lookups.serviceStatusLookup['1'].key)).toBe('已过期');
    expect(text(lookups.serviceStatusLookup['5'].key)).toBe('已开通');
    expect(text(packageServiceStatus['1'].key)).toBe('正常');
  });
});

describe('daysRemainingDisplay (30 or more plain, under 30 red with renew, 0 the state name)', () => {
  it.each([
    [365, 'plain', 'neutral', { count: 365 }],
    [30, 'plain', 'neutral', { count: 30 }],
    ['45', 'plain', 'neutral', { count: 45 }],
    [29, 'renew', 'danger', { count: 29 }],
    [1, 'renew', 'danger', { count: 1 }],
    [1.9, 'renew', 'danger', { count: 1 }],
    [0, 'state', 'danger', { name: '已到期' }],
    [-3, 'state', 'danger', { name: '已到期' }],
    [null, 'state', 'danger', { name: '已到期' }],
    ['', 'state', 'danger', { name: '已到期' }],
  ])('%j days → %s', (days, kind, tone, params) => {
    const shown = daysRemainingDisplay(days, '已到期');
    expect(shown).toMatchObject({ kind, tone, params });
    expect(keyExistsEverywhere(shown.key)).toBe(true);
  });
});

describe('terminal displays', () => {
  it.each([
    [0, 'lookups:qdStatus.0', 'warning'],
    [1, 'lookups:qdStatus.1', 'success'],
    [2, 'lookups:qdStatus.2', 'neutral'], // spec 02 §3.1: 2 unverified; spec 01 §4: above 2 an error
    [3, 'lookups:qdStatus.error', 'danger'],
    [null, 'lookups:qdStatus.error', 'danger'],
  ])('qdStatusEntry(%j)', (code, key, tone) => expect(qdStatusEntry(code)).toEqual({ key, tone }));
  it.each([
    [1, 'lookups:diskOnline.1'],
    ['1', 'lookups:diskOnline.1'],
    [0, 'lookups:diskOnline.notInserted'],
    [2, 'lookups:diskOnline.notInserted'],
    [undefined, 'lookups:diskOnline.notInserted'],
  ])('diskOnlineEntry(%j)', (code, key) => expect(diskOnlineEntry(code).key).toBe(key));
  it.each([
    ['1', 'lookups:taxFreeType.1'],
    [3, 'lookups:taxFreeType.3'],
    ['0', 'lookups:taxFreeType.normal'],
    [null, 'lookups:taxFreeType.normal'],
  ])('taxFreeTypeEntry(%j)', (code, key) => expect(taxFreeTypeEntry(code).key).toBe(key));
  it('sync record reason only for 2', () => {
    expect(syncRecordShowsReason(2)).toBe(true);
    expect(syncRecordShowsReason('1')).toBe(false);
    expect(syncRecordShowsReason('0')).toBe(false);
  });
});

describe('providers (cloud invoicing vs shared edition)', () => {
  it.each([
    ['WT200', true, false, 'cloud'],
    ['IT200', true, false, 'cloud'],
    ['IT300', true, false, 'cloud'],
    ['IT500', true, false, 'cloud'],
    ['IT600', true, false, 'cloud'],
    ['it600', true, false, 'cloud'],
    ['IT100', false, true, 'shared'],
    ['IT150', false, true, 'shared'],
    ['IT160', false, true, 'shared'],
    ['HT200', false, false, null], // in neither list of spec 01 §3
    ['', false, false, null],
    [null, false, false, null],
    ['constructor', false, false, null],
  ])('%j: cloud %s, shared %s, edition %s', (tsp, cloud, shared, edition) => {
    expect(isCloudInvoicing(tsp)).toBe(cloud);
    expect(isSharedEdition(tsp)).toBe(shared);
    expect(providerEditionOf(tsp)).toBe(edition);
  });
  it('agency login for IT160 and IT600 only', () => {
    expect(['IT100', 'IT160', 'IT200', 'IT600', 'WT200'].filter(supportsAgencyLogin)).toEqual(['IT160', 'IT600']);
  });
});

describe('login identities', () => {
  it('99 is accepted by the import only; face scan for 1 and 2', () => {
    expect(selectableLoginIdentities).not.toContain('99');
    expect([...importLoginIdentities].sort()).toEqual(['1', '2', '3', '4', '5', '7', '99']);
    expect([...faceScanIdentities]).toEqual(['1', '2']);
  });
});

describe('codes that name Object.prototype members', () => {
  // Found by the property test below: a code such as 'valueOf' must read as unknown, not as a prototype function.
  it.each(['valueOf', 'toString', '__proto__', 'constructor', 'hasOwnProperty'])('%s', (code) => {
    expect(serviceStatusPrompt(code)).toBe('lookups:serviceStatusPrompt.other');
    expect(robotTaskEstimate(code)).toBeNull();
    expect(lookupKey(orderStatus, code)).toBe('lookups:unknown');
    expect(isCloudInvoicing(code)).toBe(false);
  });
});

describe('properties', () => {
  const anyCode = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined));
  it('helpers never throw and return well-formed values for any code', () => {
    fc.assert(
      fc.property(anyCode, (code) => {
        expect(typeof orderIsCompleted(code)).toBe('boolean');
        expect(['success', 'warning', 'danger', 'info', 'neutral']).toContain(serviceStatusTone(code));
        const prompt = serviceStatusPrompt(code);
        if (prompt !== null) expect(keyExistsEverywhere(prompt)).toBe(true);
        expect(keyExistsEverywhere(qdStatusEntry(code).key)).toBe(true);
        expect(keyExistsEverywhere(packageServiceStatusEntry(code).key)).toBe(true);
        expect(keyExistsEverywhere(lookupKey(orderStatus, code))).toBe(true);
        const estimate = robotTaskEstimate(code);
        if (estimate) expect(keyExistsEverywhere(estimate.key)).toBe(true);
        expect(typeof isCloudInvoicing(code)).toBe('boolean');
      }),
    );
  });
  it('daysRemainingDisplay never throws and follows the threshold', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)), fc.string(), (days, name) => {
        const shown = daysRemainingDisplay(days as number, name);
        expect(keyExistsEverywhere(shown.key)).toBe(true);
        if (shown.kind === 'plain') expect(shown.params.count).toBeGreaterThanOrEqual(30);
        if (shown.kind === 'renew') expect(shown.params.count).toBeGreaterThan(0);
        if (shown.kind === 'renew') expect(shown.params.count).toBeLessThan(30);
      }),
    );
  });
});
