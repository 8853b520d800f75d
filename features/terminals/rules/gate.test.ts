import { describe, expect, it } from 'vitest';
import { resources } from '../../../platform/i18n';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import { flagOn, terminalGate, type GateBlock, type GateContext, type GateTerminal } from './gate';

const ok: GateTerminal = { termId: 'T0001', deviceId: 'T0001', diskId: '661000000001', serviceStatus: 1, online: 1 };
const open: GateContext = { hasTerminals: true, mallOpen: true };

describe('terminalGate (spec 01 §4, §8; spec 02 §4)', () => {
  it.each<[string, GateTerminal | null, GateContext, GateBlock | null]>([
    ['a normal, online terminal passes', ok, open, null],
    ['no terminal, the account has some', null, open, { kind: 'noTerminal', key: 'terminals:gate.noTerminal', actions: [] }],
    ['no terminal, the account has none', null, { ...open, hasTerminals: false }, { kind: 'noTerminals', key: 'terminals:gate.noTerminals', actions: [] }],
    ['no term or device id', { ...ok, termId: null, deviceId: ' ' }, open, { kind: 'invalid', key: 'terminals:gate.invalid', actions: [] }],
    ['no disk id', { ...ok, diskId: '' }, open, { kind: 'invalid', key: 'terminals:gate.invalid', actions: [] }],
    ['device id alone is an id', { ...ok, termId: undefined }, open, null],
    ['serviceStatus 0', { ...ok, serviceStatus: 0 }, open, { kind: 'service', key: 'lookups:serviceStatusPrompt.0', actions: [] }],
    ['serviceStatus 3', { ...ok, serviceStatus: '3' }, open, { kind: 'service', key: 'lookups:serviceStatusPrompt.3', actions: [] }],
    ['serviceStatus 4, mall open', { ...ok, serviceStatus: 4 }, open, { kind: 'service', key: 'lookups:serviceStatusPrompt.4', actions: ['renew'] }],
    ['serviceStatus 4, mall closed', { ...ok, serviceStatus: 4 }, { ...open, mallOpen: false }, { kind: 'service', key: 'terminals:gate.expiredContact', actions: [] }],
    ['serviceStatus 4, region not renewing', { ...ok, serviceStatus: 4 }, { ...open, renewalRegion: false }, { kind: 'service', key: 'terminals:gate.expiredContact', actions: [] }],
    ['serviceStatus 6', { ...ok, serviceStatus: 6 }, open, { kind: 'service', key: 'lookups:serviceStatusPrompt.6', actions: [] }],
    ['serviceStatus 2 (any other value blocks)', { ...ok, serviceStatus: 2 }, open, { kind: 'service', key: 'lookups:serviceStatusPrompt.other', actions: [] }],
    ['service before the disk: 6 and offline', { ...ok, serviceStatus: 6, online: 2 }, open, { kind: 'service', key: 'lookups:serviceStatusPrompt.6', actions: [] }],
    ['online 2 (offline)', { ...ok, online: 2 }, open, { kind: 'offline', key: 'terminals:gate.offline', actions: ['diskCheck'] }],
    ['online 0 (connection abnormal)', { ...ok, online: '0' }, open, { kind: 'offline', key: 'terminals:gate.offline', actions: ['diskCheck'] }],
    ['online -321 (unavailable)', { ...ok, online: -321 }, open, { kind: 'offline', key: 'terminals:gate.offline', actions: ['diskCheck'] }],
    ['no status said: not stopped for it', { termId: 'T1', diskId: '66' }, open, null],
  ])('%s', (_name, terminal, context, expected) => {
    expect(terminalGate(terminal, context)).toEqual(expected);
  });

  it('says the spec texts word for word', () => {
    const zh = (key: string) => {
      const [ns, path] = key.split(':') as [string, string];
      return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources['zh-CN']?.[ns]);
    };
    const say = (terminal: GateTerminal | null, context: GateContext = open) => zh(terminalGate(terminal, context)!.key);
    expect(say(null)).toBe('该功能需要选择税盘才能使用');
    expect(say(null, { ...open, hasTerminals: false })).toBe('没有可用的开票终端，当前功能无法使用！');
    expect(say({ ...ok, diskId: null })).toBe('该终端信息有误');
    expect(say({ ...ok, serviceStatus: 0 })).toBe('当前税盘未激活，请联系服务商处理');
    expect(say({ ...ok, serviceStatus: 3 })).toBe('当前税盘激活失败，请联系服务商处理');
    expect(say({ ...ok, serviceStatus: 4 })).toBe('当前托管服务已到期，请续费');
    expect(say({ ...ok, serviceStatus: 6 })).toBe('当前托管服务已停用，请联系服务商处理');
    expect(say({ ...ok, online: 2 })).toBe('当前税盘连接异常，请稍后重试');
  });

  it('every key exists in every language', () => {
    const keys = new Set<string>();
    for (const serviceStatus of [0, 1, 2, 3, 4, 6]) {
      for (const mallOpen of [true, false]) {
        for (const terminal of [null, { ...ok, serviceStatus }, { ...ok, serviceStatus, online: 0 }, { ...ok, diskId: '' }]) {
          for (const hasTerminals of [true, false]) {
            const block = terminalGate(terminal, { hasTerminals, mallOpen });
            if (block) keys.add(block.key);
          }
        }
      }
    }
    expect(keys.size).toBe(10);
    for (const key of keys) expect(keyExistsEverywhere(key), key).toBe(true);
  });
});

describe('flagOn (static config flags)', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('%j -> %s', (flag, on) => expect(flagOn(flag)).toBe(on));
});
