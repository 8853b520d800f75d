import { describe, expect, it } from 'vitest';
import {
  bindTrace,
  credentialFields,
  initialVerifyState,
  isVerifying,
  loginPushResult,
  pickLoginMethod,
  profilesToSave,
  verifyReducer,
  type RegionMethod,
  type VerifyEvent,
  type VerifyState,
} from './linking';

const T0 = 1_700_000_000_000;
const ends = T0 + 120_000;
const verifying: VerifyState = { phase: 'verifying', endsAt: ends };
const sms: VerifyState = { phase: 'sms', endsAt: ends, traceno: 'TR1' };
const qr: VerifyState = { phase: 'qr', endsAt: ends, traceno: 'TR2', image: 'data:image/png;base64,AA', qrEndsAt: T0 + 120_000 };
const waiting: VerifyState = { phase: 'verifying', endsAt: ends, traceno: 'TR3', waitUntil: T0 + 60_000 };
const bind = (code: string, extra: Partial<Extract<VerifyEvent, { type: 'bindReplied' }>> = {}): VerifyEvent => ({
  type: 'bindReplied',
  code,
  traceno: 'TR9',
  now: T0,
  viaSms: false,
  ...extra,
});
const result = (code: string, extra: Partial<Extract<VerifyEvent, { type: 'result' }>> = {}): VerifyEvent => ({ type: 'result', code, now: T0, ...extra });

describe('verifyReducer (spec 02 §4 verify status and result codes, §8 failure texts)', () => {
  it.each<[string, VerifyState, VerifyEvent, VerifyState]>([
    ['未验证 -> 验证中 counting 120 s', { phase: 'idle' }, { type: 'start', now: T0 }, verifying],
    ['a failure can be retried', { phase: 'failed', reason: 'connect' }, { type: 'start', now: T0 }, verifying],
    ['S000 -> 验证通过', verifying, bind('S000', { message: '登录成功' }), { phase: 'passed' }],
    ['不需要重复获取 -> already logged in', verifying, bind('F000', { message: '当前账号已登录，不需要重复获取' }), { phase: 'passed', alreadyLoggedIn: true }],
    ['F000 keeps the server message', verifying, bind('F000', { message: '用户名或密码错误' }), { phase: 'failed', reason: 'connect', message: '用户名或密码错误' }],
    ['F000 without a message: connect failure', verifying, bind('F000'), { phase: 'failed', reason: 'connect' }],
    ['F000 while fetching an SMS: sms failure', verifying, bind('F000', { viaSms: true }), { phase: 'failed', reason: 'sms' }],
    ['SMS opens the code box', verifying, bind('SMS'), { phase: 'sms', endsAt: ends, traceno: 'TR9' }],
    ['QRCODE shows the image for 120 s', verifying, bind('QRCODE', { data: 'data:image/png;base64,QQ' }), { phase: 'qr', endsAt: ends, traceno: 'TR9', image: 'data:image/png;base64,QQ', qrEndsAt: T0 + 120_000 }],
    ['another code waits up to 60 s for the result', verifying, bind('P000'), { phase: 'verifying', endsAt: ends, traceno: 'TR9', waitUntil: T0 + 60_000 }],
    ['a bind failure while fetching the SMS', verifying, { type: 'bindFailed', viaSms: true }, { phase: 'failed', reason: 'sms' }],
    ['a bind failure keeps the server text', verifying, { type: 'bindFailed', message: '税局连接失败', viaSms: false }, { phase: 'failed', reason: 'connect', message: '税局连接失败' }],
    ['a late bind reply after the end is ignored', { phase: 'idle' }, bind('S000'), { phase: 'idle' }],
    ['a wrong code keeps the box with the message', sms, { type: 'codeRejected', message: '短信验证码错误，请重新输入' }, { ...sms, errorMessage: '短信验证码错误，请重新输入' }],
    ['a right code waits for the result', { ...sms, errorMessage: 'x' }, { type: 'codeAccepted', now: T0 }, { phase: 'verifying', endsAt: ends, traceno: 'TR1', waitUntil: T0 + 60_000 }],
    ['a resend clears the error and follows the new trace', { ...sms, errorMessage: 'x' }, { type: 'codeResent', traceno: 'TR5' }, { phase: 'sms', endsAt: ends, traceno: 'TR5' }],
    ['the result S000 passes', waiting, result('S000', { traceno: 'TR3' }), { phase: 'passed' }],
    ['the result F000 fails with its text', waiting, result('F000', { traceno: 'TR3', message: '登录失败' }), { phase: 'failed', reason: 'status', message: '登录失败' }],
    ['a result of another trace is ignored', waiting, result('S000', { traceno: 'TR0' }), waiting],
    ['a result while nothing is verified is ignored', { phase: 'passed' }, result('F000'), { phase: 'passed' }],
    ['while a QR is pending a second QR message is ignored', qr, result('QRCODE', { data: 'data:image/png;base64,BB' }), qr],
    ['while a QR is pending an SMS message is ignored', qr, result('SMS'), qr],
    ['while a QR is pending a failure still counts', qr, result('F000', { message: '二维码已失效' }), { phase: 'failed', reason: 'status', message: '二维码已失效' }],
    ['a refreshed QR restarts its 120 s', qr, { type: 'qrRefreshed', image: 'data:image/png;base64,CC', traceno: 'TR7', now: T0 + 120_000 }, { ...qr, image: 'data:image/png;base64,CC', traceno: 'TR7', qrEndsAt: T0 + 240_000 }],
    ['the countdown ends: status failure', waiting, { type: 'timeout' }, { phase: 'failed', reason: 'status' }],
    ['a timeout after the end changes nothing', { phase: 'passed' }, { type: 'timeout' }, { phase: 'passed' }],
    ['closing the dialog mid-way: 未验证', sms, { type: 'cancel' }, { phase: 'idle' }],
    ['closing after the end keeps the outcome', { phase: 'failed', reason: 'sms' }, { type: 'cancel' }, { phase: 'failed', reason: 'sms' }],
  ])('%s', (_name, state, event, expected) => {
    expect(verifyReducer(state, event)).toEqual(expected);
  });

  it.each<[VerifyState, boolean]>([
    [{ phase: 'idle' }, false],
    [verifying, true],
    [sms, true],
    [qr, true],
    [{ phase: 'passed' }, false],
    [{ phase: 'failed', reason: 'status' }, false],
  ])('isVerifying(%o) is %s (push messages count only then)', (state, expected) => {
    expect(isVerifying(state)).toBe(expected);
  });

  it.each<[unknown, VerifyState]>([
    [{ isAvailable: 1 }, { phase: 'passed' }],
    [{ isAvailable: '1' }, { phase: 'passed' }],
    [{ isAvailable: 0 }, { phase: 'idle' }],
    [undefined, { phase: 'idle' }],
  ])('a saved profile %o starts as %o', (profile, expected) => {
    expect(initialVerifyState(profile as never)).toEqual(expected);
  });
});

const m = (dlfs: string, ...fields: string[]): RegionMethod => ({ dlfs, loginInfoList: fields.map((f) => ({ field: f, isUse: 1 })) });
const list = [m('1'), m('12'), m('13')];

describe('pickLoginMethod (spec 02 §4: a region change keeps the current method if still offered)', () => {
  it.each<[string, readonly RegionMethod[], unknown, boolean, string]>([
    ['current still offered', list, '12', false, '12'],
    ['current not offered: the first', list, '6', false, '1'],
    ['nothing chosen: the first', list, '', false, '1'],
    ['numeric current code', list, 13, false, '13'],
    ['agency mode: always the first agency method', [m('21'), m('22')], '22', true, '21'],
    ['no method offered', [], '12', false, ''],
  ])('%s', (_name, methods, current, agency, expected) => {
    expect(pickLoginMethod(methods, current, agency)).toBe(expected);
  });
});

describe('credentialFields (spec 02 §2.1 item 2: only isUse fields; §5 conditions)', () => {
  it.each<[string, RegionMethod | null, Record<string, unknown>, boolean, string[]]>([
    ['no method: none', null, {}, false, []],
    ['dlsf is on the form anyway', m('1', 'dlsf', 'dlzh', 'dlmm'), {}, false, ['dlzh', 'dlmm']],
    ['unused fields stay hidden', { dlfs: '13', loginInfoList: [{ field: 'dlzh', isUse: 0 }, { field: 'dlmm', isUse: '0' }] }, {}, false, []],
    ['dlsfmm only in Shanghai', m('1', 'dlzh', 'dlmm', 'dlsfmm'), {}, true, ['dlzh', 'dlmm', 'dlsfmm']],
    ['dlsfmm hidden elsewhere', m('1', 'dlzh', 'dlmm', 'dlsfmm'), {}, false, ['dlzh', 'dlmm']],
    ['keypwd only for a single disk', m('2', 'deviceType', 'keypwd'), { deviceType: 1 }, true, ['deviceType', 'keypwd']],
    ['soft certificate: no keypwd, device type offered', m('2', 'deviceType', 'keypwd'), { deviceType: 0 }, true, ['deviceType']],
    ['relay number off: the switch only', m('6', 'dlzh', 'zjh'), { isZjh: 0 }, false, ['dlzh', 'isZjh']],
    ['relay number on: switch then number', m('6', 'dlzh', 'zjh'), { isZjh: 1 }, false, ['dlzh', 'isZjh', 'zjh']],
  ])('%s', (_name, method, profile, shanghai, expected) => {
    expect(credentialFields(method, profile, shanghai)).toEqual(expected);
  });
});

describe('bind and save payloads (spec 02 §3 trace, §7.1 second profile)', () => {
  it('trace is diskId + isKp + timestamp', () => {
    expect(bindTrace('661000000001', 1, T0)).toBe(`6610000000011${T0}`);
    expect(bindTrace('661000000001', 0, T0)).toBe(`6610000000010${T0}`);
  });
  const main = { dlzh: 'a', isEnable: 1 };
  it.each<[string, Record<string, unknown> | null, number, number]>([
    ['one initial profile, second off: main only', { dlzh: 'b', isEnable: 0 }, 1, 1],
    ['one initial profile, second on: both', { dlzh: 'b', isEnable: 1 }, 1, 2],
    ['two initial profiles, second off: both (so it is switched off)', { dlzh: 'b', isEnable: 0 }, 2, 2],
    ['no second form', null, 2, 1],
  ])('%s', (_name, second, initialCount, sent) => {
    expect(profilesToSave(main, second, initialCount)).toHaveLength(sent);
  });
});

describe('loginPushResult (a login result pushed on the user channel, spec 02 §7.1)', () => {
  const disk = '661000000016';
  it.each([
    [{ bizId: 'QDDL', data: { code: 'S000', msg: '登录成功' } }, { code: 'S000', message: '登录成功' }],
    [{ bizId: 'X', data: { code: 'F000', message: '二维码已失效', msg: 'ignored' } }, { code: 'F000', message: '二维码已失效' }],
    [{ bizId: 'QDDL', data: { code: 'QRCODE', data: 'https://qr', traceno: 'TR1', expireTime: '1' } }, { code: 'QRCODE', data: 'https://qr', traceno: 'TR1' }],
    [{ bizId: 'QDDL', data: { code: 'SMS', diskId: disk } }, { code: 'SMS' }],
    [{ bizId: 'QDDL', data: { code: 'S000', diskId: 'another' } }, null],
    [{ bizId: 'FPKJ', data: { xfmc: 'x', ddzt: '4' } }, null],
    [{ bizId: 'QDDL', data: { code: 'DONE' } }, null],
    [{ bizId: 'QDDL', data: 'S000' }, null],
    [{ bizId: 'QDDL', data: null }, null],
    [null, null],
  ])('%j -> %j', (message, expected) => expect(loginPushResult(message, disk)).toEqual(expected));
});
