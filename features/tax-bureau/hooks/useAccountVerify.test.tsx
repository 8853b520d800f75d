import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, server } from '../../../mocks/node';
import { pushMessages } from '../../../platform/push';
import { withEmbeddedBackend } from '../../../tests/support/renderPortal';
import { signedInStore } from '../../../tests/support/demoSession';
import type { LoginProfile } from '../api';
import { useAccountVerify } from './useAccountVerify';

// The verify flow's waits and pushes (spec 02 §4, §7.1, §8) on the embedded backend, with fake timers for the waits.

withEmbeddedBackend();
afterEach(() => {
  vi.useRealTimers();
});

function setup(index = 15) {
  const store = signedInStore('agency');
  const terminal = getDb().terminals[index]!;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useAccountVerify({ diskId: terminal.diskId, tsp: terminal.tsp, termType: terminal.termType ?? 1 }, null), { wrapper });
  return { terminal, hook };
}

const qrProfile = (diskId: string): LoginProfile => ({ diskId, dqbm: 'shanghai', dlsf: '1', dlfs: '13', isKp: 1, isEnable: 1 });
const passwordProfile = (diskId: string): LoginProfile => ({ diskId, dqbm: 'beijing', dlsf: '1', dlfs: '1', dlzh: '13900000000', dlmm: 'Pass-1234', isKp: 1, isEnable: 1 });

describe('push messages', () => {
  it('are ignored while no verification is in progress, and end a pending QR login when one is', async () => {
    const { terminal, hook } = setup();
    act(() => pushMessages.publish({ bizId: 'QDDL', data: { code: 'S000', msg: '登录成功', diskId: terminal.diskId } }));
    expect(hook.result.current.state.phase).toBe('idle');

    act(() => hook.result.current.verify(qrProfile(terminal.diskId)));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('qr'));
    const state = hook.result.current.state;
    const traceno = state.phase === 'qr' ? state.traceno : '';
    // another disk's result, another trace's, and a second QRCODE while the QR is pending: all ignored
    act(() => pushMessages.publish({ bizId: 'QDDL', data: { code: 'S000', msg: '登录成功', diskId: 'other-disk' } }));
    act(() => pushMessages.publish({ bizId: 'QDDL', data: { code: 'S000', msg: '登录成功', traceno: 'TR-other' } }));
    act(() => pushMessages.publish({ bizId: 'QDDL', data: { code: 'QRCODE', data: 'https://etax.example.gov.cn/qr?again', traceno } }));
    expect(hook.result.current.state.phase).toBe('qr');
    act(() => pushMessages.publish({ bizId: 'QDDL', data: { code: 'S000', msg: '登录成功', traceno, diskId: terminal.diskId } }));
    expect(hook.result.current.state).toEqual({ phase: 'passed' });
  });

  it('a failure pushed while a QR is pending ends it with the message', async () => {
    const { terminal, hook } = setup();
    act(() => hook.result.current.verify(qrProfile(terminal.diskId)));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('qr'));
    act(() => pushMessages.publish({ bizId: 'QDDL', data: { code: 'F000', msg: '二维码已失效', diskId: terminal.diskId } }));
    expect(hook.result.current.state).toEqual({ phase: 'failed', reason: 'status', message: '二维码已失效' });
  });
});

describe('the waits', () => {
  it('a method other than SMS and QR waits 60 s for its result, then 登录电子税局失败', async () => {
    server.use(
      http.put('*/v2/terminal/operation/auth/bind', () => HttpResponse.json({ code: 0, msg: 'success', data: { code: 'WAIT', traceno: 'TR-wait', message: '' } })),
      http.get('*/v2/terminal/operation/qd/loginResult/:diskId', () => HttpResponse.json({ code: 0, msg: 'success', data: { code: 'WAIT', traceno: 'TR-wait' } })),
    );
    const { terminal, hook } = setup();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'performance', 'Date'] });
    act(() => hook.result.current.verify(passwordProfile(terminal.diskId)));
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ phase: 'verifying', traceno: 'TR-wait' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(55_000);
    });
    expect(hook.result.current.state.phase).toBe('verifying');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8_000);
    });
    await waitFor(() => expect(hook.result.current.state).toEqual({ phase: 'failed', reason: 'status' }));
  });

  it('201300020 on bind opens the code box for a manual submit', async () => {
    server.use(http.put('*/v2/terminal/operation/auth/bind', () => HttpResponse.json({ code: 201300020, msg: '请输入收到的短信验证码', data: null })));
    const { terminal, hook } = setup();
    act(() => hook.result.current.verify({ ...passwordProfile(terminal.diskId), dlfs: '12', isFastLogin: 1 }));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('sms'));
  });

  it('不需要重复获取 on bind means already logged in', async () => {
    server.use(
      http.put('*/v2/terminal/operation/auth/bind', () => HttpResponse.json({ code: 0, msg: 'success', data: { code: 'F000', traceno: 'TR-1', message: '当前已登录，不需要重复获取' } })),
    );
    const { terminal, hook } = setup();
    act(() => hook.result.current.verify(passwordProfile(terminal.diskId)));
    await waitFor(() => expect(hook.result.current.state).toEqual({ phase: 'passed', alreadyLoggedIn: true }));
  });
});
