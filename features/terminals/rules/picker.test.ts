import { describe, expect, it } from 'vitest';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import { accountsOf, deviceTypeLabel, modeLabel, pickerColumnsFor, pickerRowOf, terminalKeyOf, terminalModeOf, type PickerTerminal } from './picker';

describe('terminalModeOf (spec 01 §3)', () => {
  it.each([
    ['WT200', 'cloud'],
    ['IT200', 'cloud'],
    ['IT300', 'cloud'],
    ['IT500', 'cloud'],
    ['IT600', 'cloud'],
    ['it600', 'cloud'],
    [' IT200 ', 'cloud'],
    ['IT100', 'shared'],
    ['IT150', 'shared'],
    ['IT160', 'shared'],
    ['HT200', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['toString', null],
  ] as const)('%j -> %s', (tsp, mode) => {
    expect(terminalModeOf(tsp)).toBe(mode);
  });
});

describe('pickerColumnsFor (spec 01 §2: provider for role 2, mode for roles 1 and 3)', () => {
  it('role 1 and 3 show the mode, not the provider', () => {
    for (const role of [1, 3] as const) {
      expect(pickerColumnsFor(role)).toEqual([
        'index', 'name', 'alias', 'deviceType', 'mode', 'terminalStatus', 'verificationStatus', 'accountInfo',
      ]);
    }
  });
  it('role 2 shows the provider, not the mode', () => {
    expect(pickerColumnsFor(2)).toEqual([
      'index', 'name', 'alias', 'deviceType', 'provider', 'terminalStatus', 'verificationStatus', 'accountInfo',
    ]);
  });
});

describe('accountsOf (qdInfo[0] invoicing, qdInfo[1] query)', () => {
  it('picks both, either, or none', () => {
    const a = { dlzh: '13800000000', dlsfStr: '办税员' };
    const b = { dlzh: '13900000000', dlsfStr: '开票员' };
    expect(accountsOf({ taxerName: 'x', qdInfo: [a, b] })).toEqual([a, b]);
    expect(accountsOf({ taxerName: 'x', qdInfo: [a] })).toEqual([a, null]);
    expect(accountsOf({ taxerName: 'x', qdInfo: [{ dlzh: ' ' }, b] })).toEqual([null, b]);
    expect(accountsOf({ taxerName: 'x', qdInfo: null })).toEqual([null, null]);
    expect(accountsOf({ taxerName: 'x' })).toEqual([null, null]);
  });
});

describe('terminalKeyOf', () => {
  it('prefers termId, then deviceId, disk number, tax number, name', () => {
    expect(terminalKeyOf({ termId: 7, deviceId: 'd', taxerName: 'x' })).toBe('7');
    expect(terminalKeyOf({ deviceId: 'd', diskId: '66', taxerName: 'x' })).toBe('d');
    expect(terminalKeyOf({ diskId: '66', taxerId: '91', taxerName: 'x' })).toBe('66');
    expect(terminalKeyOf({ taxerId: '91', taxerName: 'x' })).toBe('91');
    expect(terminalKeyOf({ taxerName: 'x' })).toBe('x');
  });
});

describe('deviceTypeLabel and modeLabel', () => {
  it.each<[Pick<PickerTerminal, 'diskType' | 'diskTypeDesc'>, unknown]>([
    [{ diskType: 6, diskTypeDesc: '税务UKey' }, { key: 'lookups:diskType.6' }],
    [{ diskType: 9, diskTypeDesc: '新型终端' }, { text: '新型终端' }],
    [{ diskType: 6, diskTypeDesc: ' ' }, { key: 'lookups:diskType.6' }],
    [{ diskType: '7' }, { key: 'lookups:diskType.7' }],
    [{ diskType: 9 }, null],
    [{}, null],
  ])('device type of %j -> %j', (terminal, label) => expect(deviceTypeLabel(terminal)).toEqual(label));
  it.each([
    ['IT200', { key: 'lookups:providerEdition.cloud' }],
    ['IT150', { key: 'lookups:providerEdition.shared' }],
    ['HT200', null],
    [null, null],
  ] as const)('mode of %j -> %j', (tsp, label) => expect(modeLabel(tsp)).toEqual(label));
  it('every key exists in every language', () => {
    for (const code of [2, 4, 6, 7]) expect(keyExistsEverywhere((deviceTypeLabel({ diskType: code }) as { key: string }).key)).toBe(true);
    for (const tsp of ['IT100', 'IT600']) expect(keyExistsEverywhere((modeLabel(tsp) as { key: string }).key)).toBe(true);
  });
});

describe('pickerRowOf: every column decided', () => {
  it('a full terminal', () => {
    expect(
      pickerRowOf({
        termId: 'T1',
        taxerName: '上海华信科技有限公司',
        taxerId: '91310115MA1K4ABC2X',
        diskId: '661234567890',
        aliasName: '财务部一号盘',
        diskType: 2,
        tsp: 'IT100',
        termStatus: 0,
        termStatusDesc: '连接异常',
        qdStatus: 1,
        qdInfo: [{ dlzh: '13800000000', dlsfStr: '办税员' }, { dlzh: 'caiwu@example.com', dlsfStr: ' ' }],
      }),
    ).toEqual({
      key: 'T1',
      name: '上海华信科技有限公司',
      taxerId: '91310115MA1K4ABC2X',
      diskId: '661234567890',
      alias: '财务部一号盘',
      deviceType: { key: 'lookups:diskType.2' },
      provider: 'IT100',
      mode: { key: 'lookups:providerEdition.shared' },
      terminalStatus: { tone: 'danger', label: { key: 'terminals:termStatus.abnormal' } },
      verificationStatus: { tone: 'success', label: { key: 'lookups:qdStatus.1' } },
      billingAccount: { account: '13800000000', identity: { key: 'lookups:loginIdentity.3' } },
      queryAccount: { account: 'caiwu@example.com', identity: null },
    });
  });
  it('a bare terminal: nothing made up', () => {
    expect(pickerRowOf({ taxerName: '杭州瑞丰物流有限公司', aliasName: '', tsp: 'HT200' })).toEqual({
      key: '杭州瑞丰物流有限公司',
      name: '杭州瑞丰物流有限公司',
      taxerId: null,
      diskId: null,
      alias: null,
      deviceType: null,
      provider: 'HT200',
      mode: null,
      terminalStatus: null,
      verificationStatus: null,
      billingAccount: null,
      queryAccount: null,
    });
  });
});
