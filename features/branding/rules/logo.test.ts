import { describe, expect, it } from 'vitest';
import type { LogoConfig } from '../../config';
import { logoOf, safeLogoSource } from './logo';

const config: LogoConfig = {
  css_style: 'member',
  servcss_style: 'provider',
  agencss_style: 'agency',
  grounp_style: 'group',
  web_logo: '/static/demo/member.svg',
  servi_web_logo: 'https://cdn.example.cn/provider.png',
  agent_web_logo: '/static/demo/agency.svg',
};

describe('logoOf (spec 01 §2, §3 Logo config)', () => {
  it.each([
    ['member', 1, 1, { src: '/static/demo/member.svg', style: 'member' }],
    ['provider', 2, 2, { src: 'https://cdn.example.cn/provider.png', style: 'provider' }],
    ['agency', 3, 3, { src: '/static/demo/agency.svg', style: 'agency' }],
    ['group entrance', 3, 5, { src: '/static/demo/agency.svg', style: 'group' }],
    ['branch entrance', 3, 4, { src: '/static/demo/agency.svg', style: 'agency' }],
    ['no role yet', null, null, { src: '/static/demo/agency.svg', style: 'agency' }],
  ] as const)('%s: role %s, role code %s', (_name, roleType, trueRoleType, expected) => {
    expect(logoOf(config, roleType, trueRoleType)).toEqual(expected);
  });

  it('gives the wordmark (no src) without a config or without the role logo', () => {
    expect(logoOf(null, 1)).toEqual({});
    expect(logoOf({ css_style: 'member' }, 1)).toEqual({ src: undefined, style: 'member' });
    expect(logoOf({ ...config, grounp_style: '' }, 3, 5).style).toBe('agency');
  });
});

describe('safeLogoSource: only image addresses pass', () => {
  it.each([
    ['/static/localhost/logo-member.svg', '/static/localhost/logo-member.svg'],
    ['  https://cdn.example.cn/a.png ', 'https://cdn.example.cn/a.png'],
    ['http://cdn.example.cn/a.png', 'http://cdn.example.cn/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%3E', 'data:image/svg+xml,%3Csvg%3E'],
    ['javascript:alert(1)', undefined],
    ['//evil.example.com/logo.png', undefined],
    ['/\\evil.example.com/logo.png', undefined],
    ['logo.png', undefined],
    ['data:text/html,<b>x</b>', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (value, expected) => {
    expect(safeLogoSource(value)).toBe(expected);
  });
});
