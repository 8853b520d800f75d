import { describe, expect, it } from 'vitest';
import { downloadVerdictOf, isOwnOrigin, type DownloadProbe } from './download';

describe('downloadVerdictOf', () => {
  it.each<[string, DownloadProbe, 'available' | 'missing']>([
    ['an installer', { status: 200, contentType: 'application/octet-stream' }, 'available'],
    ['an installer with parameters', { status: 200, contentType: 'application/x-msdownload; charset=binary' }, 'available'],
    ['no content type', { status: 200, contentType: null }, 'available'],
    ["the portal's own page (an unknown path)", { status: 200, contentType: 'text/html' }, 'missing'],
    ['a page in upper case with a charset', { status: 200, contentType: 'Text/HTML; charset=utf-8' }, 'missing'],
    ['XHTML', { status: 200, contentType: 'application/xhtml+xml' }, 'missing'],
    ['not found', { status: 404, contentType: 'application/octet-stream' }, 'missing'],
    ['a server error', { status: 503, contentType: null }, 'missing'],
    ['a redirect left unfollowed', { status: 302, contentType: null }, 'missing'],
    ['no answer', 'failed', 'missing'],
  ])('%s -> %s', (_name, probe, verdict) => {
    expect(downloadVerdictOf(probe)).toBe(verdict);
  });
});

describe('isOwnOrigin', () => {
  const origin = 'https://portal.example.com';
  it.each<[string, boolean]>([
    ['/download/client-setup.exe', true],
    ['download/client-setup.exe', true],
    ['https://portal.example.com/download/x.exe', true],
    ['https://cdn.example.com/x.exe', false],
    ['//cdn.example.com/x.exe', false],
    ['http://portal.example.com/x.exe', false],
  ])('%s -> %s', (url, own) => {
    expect(isOwnOrigin(url, origin)).toBe(own);
  });
});
