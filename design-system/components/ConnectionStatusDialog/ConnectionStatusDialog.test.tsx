import fc from 'fast-check';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { initialQrCodeKind } from '../QrCodeDialog';
import { qrPath } from '../QrCode/QrCode';
import { ConnectionStatusDialog, sanitizeSmsCode } from './ConnectionStatusDialog';
import type { ConnectionFailureReason } from './tokens';

// jsdom has no ResizeObserver; the Dialog's scroll body uses one to decide whether it scrolls.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('sanitizeSmsCode (spec 02 §5: digits only, max 6)', () => {
  it.each([
    ['12ab34', '1234'],
    ['1234567', '123456'],
    [' 12 34 56 ', '123456'],
    ['１２３', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(sanitizeSmsCode(input)).toBe(expected));

  it('keeps the first six ASCII digits, in order, whatever is typed or pasted', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = sanitizeSmsCode(input);
        expect(out).toMatch(/^[0-9]{0,6}$/);
        expect(out).toBe(input.replace(/[^0-9]/g, '').slice(0, 6));
      }),
    );
  });
});

describe('failure text', () => {
  it.each<[ConnectionFailureReason | undefined, string]>([
    [undefined, '税局连接失败，请稍后重试'],
    ['connect', '税局连接失败，请稍后重试'],
    ['sms', '获取短信验证码失败，请稍后重试'],
    ['status', '登录电子税局失败，请稍后重试。'],
  ])('reason %s defaults to the catalogue text %s', (reason, text) => {
    renderWithProviders(<ConnectionStatusDialog isOpen state={{ phase: 'failure', reason }} />);
    expect(within(screen.getByRole('dialog')).getByText(text)).toBeVisible();
  });

  it('prefers the server message, shown as text', () => {
    renderWithProviders(<ConnectionStatusDialog isOpen state={{ phase: 'failure', reason: 'sms', message: '<i>F000</i>' }} />);
    expect(within(screen.getByRole('dialog')).getByText('<i>F000</i>')).toBeVisible();
    expect(screen.queryByText('获取短信验证码失败，请稍后重试')).toBeNull();
  });
});

describe('face-scan QR dialog start tab (spec 02 §2.1 item 6)', () => {
  it.each([
    [1, 'taxApp'],
    ['1', 'taxApp'],
    [0, 'wechat'],
    [2, 'wechat'],
    [undefined, 'wechat'],
  ] as const)('roleCheck %j starts on %s', (roleCheck, kind) => expect(initialQrCodeKind(roleCheck)).toBe(kind));
});

describe('qrPath', () => {
  it('draws a version-sized symbol with a quiet zone, and nothing for text too long to encode', () => {
    const symbol = qrPath('https://portal.example.cn/s/Fx8kQ2');
    expect(symbol && symbol.size).toBeGreaterThanOrEqual(21 + 4);
    expect(symbol?.d).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(qrPath('x'.repeat(5000))).toBeNull();
  });
});
