import { describe, expect, it } from 'vitest';
import { keyExistsEverywhere } from '../../../tests/support/i18n';
import type { Tone } from '../../../design-system';
import {
  daysRemaining,
  isDiskOnline,
  mountTypeLabelKey,
  mountTypeTone,
  onlineStatusLabelKey,
  onlineStatusTone,
  serviceStatusLabelKey,
  serviceStatusReadings,
  serviceStatusTone,
  serviceStatusWarns,
  terminalStatusLabelKey,
  terminalStatusState,
  terminalStatusTone,
  verificationState,
  verificationStatusLabelKey,
  verificationStatusTone,
  serviceStatusCell,
  terminalStatusCell,
  verificationStatusCell,
  onlineStatusCell,
  mountTypeCell,
  daysRemainingCell,
  type StatusCode,
} from './status';

describe('serviceStatusTone, terminal reading (spec 02 §4: 1 success; 0 or 2 warning; 3 to 6 danger)', () => {
  it.each<[StatusCode, Tone]>([
    [1, 'success'],
    ['1', 'success'],
    [' 1 ', 'success'],
    [0, 'warning'],
    ['0', 'warning'],
    [2, 'warning'],
    [3, 'danger'],
    [4, 'danger'],
    [5, 'danger'],
    [6, 'danger'],
    ['6', 'danger'],
    [7, 'neutral'],
    [-1, 'neutral'],
    [1.5, 'neutral'],
    ['abc', 'neutral'],
    ['', 'neutral'],
    [null, 'neutral'],
    [undefined, 'neutral'],
  ])('%j -> %s', (status, tone) => {
    expect(serviceStatusTone(status)).toBe(tone);
    expect(serviceStatusTone(status, 'terminal')).toBe(tone);
  });
});

describe('serviceStatusTone, lookup reading (spec 02 §3.1, coloured by meaning)', () => {
  it.each<[StatusCode, Tone]>([
    [1, 'danger'], // expired
    [2, 'warning'], // awaiting intake
    [3, 'warning'], // awaiting terminal binding
    [4, 'warning'], // awaiting application
    [5, 'success'], // open
    [6, 'danger'], // stopped
    [0, 'neutral'],
    [null, 'neutral'],
  ])('%j -> %s', (status, tone) => {
    expect(serviceStatusTone(status, 'lookup')).toBe(tone);
  });
});

describe('serviceStatusWarns (spec 01 §4: 0, 2, 3 and 4 show a red warning description)', () => {
  it.each<[StatusCode, boolean]>([
    [0, true],
    ['2', true],
    [3, true],
    [4, true],
    [1, false],
    [5, false],
    [6, false],
    [null, false],
    ['', false],
  ])('terminal reading %j -> %s', (status, warns) => {
    expect(serviceStatusWarns(status)).toBe(warns);
  });
  it('never in the lookup reading', () => {
    for (const code of [0, 1, 2, 3, 4, 5, 6]) expect(serviceStatusWarns(code, 'lookup')).toBe(false);
  });
});

describe('serviceStatusLabelKey', () => {
  it.each<[StatusCode, 'terminal' | 'lookup', string]>([
    [0, 'terminal', 'lookups:packageServiceStatus.0'],
    ['4', 'terminal', 'lookups:packageServiceStatus.4'],
    [2, 'terminal', 'lookups:unknown'],
    [5, 'terminal', 'lookups:unknown'],
    [2, 'lookup', 'lookups:serviceStatusLookup.2'],
    [0, 'lookup', 'lookups:unknown'],
    [null, 'terminal', 'lookups:unknown'],
  ])('%j in %s -> %s', (status, reading, key) => {
    expect(serviceStatusLabelKey(status, reading)).toBe(key);
  });
  it('every code of both readings has a label in every language', () => {
    for (const reading of ['terminal', 'lookup'] as const) {
      for (const code of serviceStatusReadings[reading]) {
        expect(keyExistsEverywhere(serviceStatusLabelKey(code, reading))).toBe(true);
      }
    }
  });
});

describe('terminal status (spec 01 §4: termStatus 0 abnormal; diskStatus 101 normal)', () => {
  it.each<[StatusCode, 'term' | 'disk', 'normal' | 'abnormal' | null, Tone]>([
    [0, 'term', 'abnormal', 'danger'],
    ['0', 'term', 'abnormal', 'danger'],
    [1, 'term', 'normal', 'success'],
    [2, 'term', 'normal', 'success'],
    ['x', 'term', 'abnormal', 'danger'],
    [null, 'term', null, 'neutral'],
    ['', 'term', null, 'neutral'],
    [101, 'disk', 'normal', 'success'],
    ['101', 'disk', 'normal', 'success'],
    [0, 'disk', 'abnormal', 'danger'],
    [102, 'disk', 'abnormal', 'danger'],
    [undefined, 'disk', null, 'neutral'],
  ])('%j (%s) -> %s, %s', (status, source, state, tone) => {
    expect(terminalStatusState(status, source)).toBe(state);
    expect(terminalStatusTone(status, source)).toBe(tone);
    expect(terminalStatusLabelKey(status, source)).toBe(state ? `terminals:termStatus.${state}` : 'lookups:unknown');
  });
});

describe('verification status (spec 01 §4 and spec 02 §3.1 combined)', () => {
  it.each<[StatusCode, ReturnType<typeof verificationState>, Tone]>([
    [0, 'notPassed', 'warning'],
    [1, 'passed', 'success'],
    ['1', 'passed', 'success'],
    [2, 'unverified', 'neutral'],
    [3, 'error', 'danger'],
    [9, 'error', 'danger'],
    [-1, 'error', 'danger'],
    ['?', 'error', 'danger'],
    [null, null, 'neutral'],
  ])('%j -> %s, %s', (status, state, tone) => {
    expect(verificationState(status)).toBe(state);
    expect(verificationStatusTone(status)).toBe(tone);
    expect(verificationStatusLabelKey(status)).toBe(state ? `lookups:qdStatus.${{ notPassed: '0', passed: '1', unverified: '2', error: 'error' }[state]}` : 'lookups:unknown');
  });
});

describe('disk online (spec 01 §4: 1 normal, otherwise not inserted)', () => {
  it.each<[StatusCode, boolean]>([
    [1, true],
    ['1', true],
    [0, false],
    [2, false],
    [-321, false],
    [null, false],
    ['', false],
  ])('%j -> %s', (online, normal) => {
    expect(isDiskOnline(online)).toBe(normal);
    expect(onlineStatusTone(online)).toBe(normal ? 'success' : 'danger');
    expect(onlineStatusLabelKey(online)).toBe(normal ? 'lookups:diskOnline.1' : 'lookups:diskOnline.notInserted');
  });
});

describe('daysRemaining (spec 01 §4: 30+ plain, under 30 red with renew, 0 the state name)', () => {
  it.each<[StatusCode, 'plain' | 'renew' | 'state', number, Tone]>([
    [365, 'plain', 365, 'neutral'],
    [30, 'plain', 30, 'neutral'],
    ['30', 'plain', 30, 'neutral'],
    [29, 'renew', 29, 'danger'],
    [29.9, 'renew', 29, 'danger'],
    [1, 'renew', 1, 'danger'],
    [0.5, 'state', 0, 'danger'],
    [0, 'state', 0, 'danger'],
    ['0', 'state', 0, 'danger'],
    [-3, 'state', 0, 'danger'],
    ['', 'state', 0, 'danger'],
    [null, 'state', 0, 'danger'],
    ['n/a', 'state', 0, 'danger'],
  ])('%j -> %s %i', (remain, kind, days, tone) => {
    expect(daysRemaining(remain)).toEqual({ kind, days, tone });
  });
});

describe('mount type (spec 01 §4: 1 success label, 2 error label)', () => {
  it.each<[StatusCode, Tone, string]>([
    [1, 'success', 'lookups:mountType.1'],
    ['2', 'danger', 'lookups:mountType.2'],
    [0, 'neutral', 'lookups:unknown'],
    [null, 'neutral', 'lookups:unknown'],
  ])('%j -> %s', (mountType, tone, key) => {
    expect(mountTypeTone(mountType)).toBe(tone);
    expect(mountTypeLabelKey(mountType)).toBe(key);
  });
});

describe('every label key the functions return exists in zh-CN and en-US', () => {
  it('all of them', () => {
    const keys = new Set<string>();
    for (const code of [null, 0, 1, 2, 3, 4, 5, 6, 101]) {
      keys.add(serviceStatusLabelKey(code, 'terminal'));
      keys.add(serviceStatusLabelKey(code, 'lookup'));
      keys.add(terminalStatusLabelKey(code, 'term'));
      keys.add(terminalStatusLabelKey(code, 'disk'));
      keys.add(verificationStatusLabelKey(code));
      keys.add(onlineStatusLabelKey(code));
      keys.add(mountTypeLabelKey(code));
    }
    keys.add('terminals:days.expired');
    for (const key of keys) expect(keyExistsEverywhere(key), key).toBe(true);
  });
});

describe('decided cells: the server text wins over the catalogue; no code and no text is no cell', () => {
  it.each<[string, unknown, unknown]>([
    ['service 4', serviceStatusCell(4), { tone: 'danger', warns: true, label: { key: 'lookups:packageServiceStatus.4' } }],
    ['service 4, server text: the lookup wins (the user\'s language)', serviceStatusCell(4, ' 托管服务已到期 '), { tone: 'danger', warns: true, label: { key: 'lookups:packageServiceStatus.4' } }],
    ['service 9, server text: a code the table lacks shows the server\'s text', serviceStatusCell(9, ' 维护中 '), { tone: 'neutral', warns: false, label: { text: '维护中' } }],
    ['service 6', serviceStatusCell('6'), { tone: 'danger', warns: false, label: { key: 'lookups:packageServiceStatus.6' } }],
    ['service 5 lookup', serviceStatusCell(5, null, 'lookup'), { tone: 'success', warns: false, label: { key: 'lookups:serviceStatusLookup.5' } }],
    ['service none', serviceStatusCell(null, '  '), null],
    ['service text only', serviceStatusCell(null, '未知状态'), { tone: 'neutral', warns: false, label: { text: '未知状态' } }],
    ['term 0', terminalStatusCell(0), { tone: 'danger', label: { key: 'terminals:termStatus.abnormal' } }],
    ['disk 101', terminalStatusCell(101, undefined, 'disk'), { tone: 'success', label: { key: 'terminals:termStatus.normal' } }],
    ['term none', terminalStatusCell(undefined), null],
    ['qd 3 server', verificationStatusCell(3, '密码错误已锁定'), { tone: 'danger', label: { key: 'lookups:qdStatus.error' } }],
    ['term 1 server', terminalStatusCell(1, '正常'), { tone: 'success', label: { key: 'terminals:termStatus.normal' } }],
    ['online 2 server', onlineStatusCell(2, '离线'), { tone: 'danger', label: { key: 'lookups:diskOnline.notInserted' } }],
    ['qd 1', verificationStatusCell(1), { tone: 'success', label: { key: 'lookups:qdStatus.1' } }],
    ['qd none', verificationStatusCell(''), null],
    ['online none', onlineStatusCell(null), { tone: 'danger', label: { key: 'lookups:diskOnline.notInserted' } }],
    ['online 1', onlineStatusCell('1'), { tone: 'success', label: { key: 'lookups:diskOnline.1' } }],
    ['mount 2', mountTypeCell(2), { tone: 'danger', label: { key: 'lookups:mountType.2' } }],
    ['mount none', mountTypeCell(null), null],
  ])('%s', (_name, decided, expected) => {
    expect(decided).toEqual(expected);
  });
});

describe('daysRemainingCell (spec 01 §4: 30+ plain, under 30 red with renew, 0 the state name)', () => {
  it.each<[StatusCode, string | null, boolean, ReturnType<typeof daysRemainingCell>]>([
    [365, null, false, { kind: 'plain', label: { key: 'lookups:remainingDays.plain', params: { count: 365 } } }],
    [30, null, true, { kind: 'plain', label: { key: 'lookups:remainingDays.plain', params: { count: 30 } } }],
    [29, null, false, { kind: 'renew', label: { key: 'lookups:remainingDays.renew', params: { count: 29 } } }],
    [29, null, true, { kind: 'renew', label: { key: 'lookups:remainingDays.plain', params: { count: 29 } } }],
    [0, '已到期', false, { kind: 'state', label: { key: 'lookups:packageServiceStatus.4' } }],
    [0, '冻结中', false, { kind: 'state', label: { text: '冻结中' } }],
    [0, ' ', false, { kind: 'state', label: { key: 'terminals:days.expired' } }],
    [null, null, true, { kind: 'state', label: { key: 'terminals:days.expired' } }],
  ])('%j (state %j, renew button %s)', (remain, stateName, withButton, expected) => {
    expect(daysRemainingCell(remain, stateName, withButton)).toEqual(expected);
  });
});
