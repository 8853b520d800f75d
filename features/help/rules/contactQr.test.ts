import { describe, expect, it } from 'vitest';
import { qrSourceOf } from './contactQr';

const base64Png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('qrSourceOf (spec 01 §7 Contact info wxkfSw.qrCode)', () => {
  it.each([
    ['a customer-service link is drawn', 'https://work.weixin.qq.com/kfid/kfc0d5e3a7b9c1f2e48', { value: 'https://work.weixin.qq.com/kfid/kfc0d5e3a7b9c1f2e48' }],
    ['plain text is drawn', 'wxkf-10086', { value: 'wxkf-10086' }],
    ['an image on a CDN is shown', 'https://cdn.example.cn/kf/qr.png?v=2', { src: 'https://cdn.example.cn/kf/qr.png?v=2' }],
    ['an image on this site is shown', '/static/localhost/kf.jpg', { src: '/static/localhost/kf.jpg' }],
    ['a data: image is shown', 'data:image/png;base64,AAAA', { src: 'data:image/png;base64,AAAA' }],
    ['bare base64 of a PNG is shown', base64Png, { src: base64Png }],
    ['a protocol-relative image is drawn as text, never loaded', '//evil.example.com/qr.png', { value: '//evil.example.com/qr.png' }],
    ['spaces are trimmed', '  https://u.wechat.com/abc  ', { value: 'https://u.wechat.com/abc' }],
  ])('%s', (_name, qrCode, expected) => {
    expect(qrSourceOf(qrCode)).toEqual(expected);
  });

  it.each(['', '   ', null, undefined])('%j: no code', (qrCode) => {
    expect(qrSourceOf(qrCode)).toBeNull();
  });
});
