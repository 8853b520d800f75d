import { describe, expect, it } from 'vitest';
import { configFlagOn, DEFAULT_HELP_URL, headerSwitches, mallPath } from './headerSwitches';

describe('configFlagOn: flags arrive as booleans, numbers or strings', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['FALSE', false],
  ])('%j -> %j', (flag, on) => {
    expect(configFlagOn(flag, !on)).toBe(on);
  });
  it.each([undefined, null, ''])('%j takes the default', (flag) => {
    expect(configFlagOn(flag, true)).toBe(true);
    expect(configFlagOn(flag, false)).toBe(false);
  });
});

describe('headerSwitches (spec 01 §2, §3 Config)', () => {
  const full = {
    urla: 'https://help.example.com/member',
    showHelp: 1,
    downloadPath: '/download/client-setup.exe',
    downloadPathAccount: '/download/agency-client-setup.exe',
    softwareName: '票税通客户端',
    mallSwitch: 1,
  };

  it.each([
    ['member, all on', full, 1, { help: 'https://help.example.com/member', download: null, mall: true }],
    ['member, help off', { ...full, showHelp: '0' }, 1, { help: null, download: null, mall: true }],
    ['member, no help address', { ...full, urla: ' ' }, 1, { help: DEFAULT_HELP_URL, download: null, mall: true }],
    ['member, mall off', { ...full, mallSwitch: 0 }, 1, { help: 'https://help.example.com/member', download: null, mall: false }],
    ['agency, all on', full, 3, { help: null, download: { url: '/download/agency-client-setup.exe', softwareName: '票税通客户端' }, mall: true }],
    ['agency, only the common download', { ...full, downloadPathAccount: '' }, 3, { help: null, download: { url: '/download/client-setup.exe', softwareName: '票税通客户端' }, mall: true }],
    ['agency, no download path', { ...full, downloadPath: '', downloadPathAccount: undefined }, 3, { help: null, download: null, mall: true }],
    ['agency, no software name', { ...full, softwareName: '' }, 3, { help: null, download: { url: '/download/agency-client-setup.exe' }, mall: true }],
    ['provider', full, 2, { help: null, download: null, mall: true }],
    ['config not loaded, member', null, 1, { help: DEFAULT_HELP_URL, download: null, mall: false }],
    ['config not loaded, agency', null, 3, { help: null, download: null, mall: false }],
  ] as const)('%s', (_name, config, roleType, expected) => {
    expect(headerSwitches(config, roleType)).toEqual(expected);
  });
});

describe('mallPath: the mall page of the area, for a disk when named (renewal, the cloud upgrade)', () => {
  it.each([
    [1, undefined, '/member/ykkGoods'],
    [2, '661000000008', '/service/ykkGoods?diskId=661000000008'],
    [3, '66/../x?y', '/account/ykkGoods?diskId=66%2F..%2Fx%3Fy'],
    [null, '661000000008', null],
  ] as const)('role %s, disk %s', (roleType, diskId, expected) => {
    expect(mallPath(roleType, diskId)).toBe(expected);
  });
});
