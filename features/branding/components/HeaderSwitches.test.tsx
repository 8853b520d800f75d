import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import type { StaticConfig } from '../../../platform/config';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import productionConfig from '../../../public/static/config.json';
import { forgetLogoConfigs } from '../hooks/useLogoConfig';

// The header's logo by role and the static config's switches (spec 01 §2, §3 Config and Logo config), in the
// assembled portal on the embedded backend.
withEmbeddedBackend();
beforeEach(() => forgetLogoConfigs());

type Name = Parameters<typeof demoSession>[0];

async function header(account: Name, path: string, config: StaticConfig | null) {
  renderPortal(path, { session: demoSession(account), staticConfig: config });
  const banner = await screen.findByRole('banner');
  // the user menu is the header's last piece: once it is there the switches have rendered
  await within(banner).findByRole('button', { name: new RegExp(demoSession(account).userName ?? '') });
  return banner;
}

describe('logo by role (GET ./static/{host}/logo.json)', () => {
  it.each([
    ['member', '/member/v3Home', '/static/localhost/logo-member.svg', 'member'],
    ['provider', '/service/home', '/static/localhost/logo-provider.svg', 'provider'],
    ['agency', '/account/home', '/static/localhost/logo-agency.svg', 'agency'],
    ['group', '/account/home', '/static/localhost/logo-agency.svg', 'group'],
  ] as const)('%s sees its logo, named by the wordmark', async (account, path, src, style) => {
    const banner = await header(account, path, productionConfig);
    const logo = await within(banner).findByRole('img', { name: '票税通' });
    expect(logo).toHaveAttribute('src', src);
    expect(logo).toHaveAttribute('data-logo-style', style);
  });

  it('falls back to the wordmark when the host has no logo.json', async () => {
    server.use(http.get('*/static/:host/logo.json', () => new HttpResponse(null, { status: 404 })));
    const banner = await header('member', '/member/v3Home', productionConfig);
    expect(await within(banner).findByText('票税通')).toBeVisible();
    expect(within(banner).queryByRole('img', { name: '票税通' })).toBeNull();
  });
});

describe('static config switches (spec 01 §3 Config)', () => {
  it('member, everything on: the help centre at urla and the product mall', async () => {
    const banner = await header('member', '/member/v3Home', productionConfig);
    expect(within(banner).getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', productionConfig.urla);
    expect(within(banner).getByRole('link', { name: '产品商城' })).toHaveAttribute('href', '/member/ykkGoods');
  });

  it('member, showHelp and mallSwitch off: neither shows', async () => {
    const banner = await header('member', '/member/v3Home', { ...productionConfig, showHelp: 0, mallSwitch: '0' });
    expect(within(banner).queryByRole('link', { name: '帮助中心' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: '产品商城' })).toBeNull();
  });

  it('agency: the client download shows while a download path is configured, named by softwareName', async () => {
    const banner = await header('agency', '/account/home', productionConfig);
    const button = within(banner).getByRole('button', { name: '客户端下载' });
    button.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('下载票税通客户端');
    expect(within(banner).getByRole('link', { name: '产品商城' })).toHaveAttribute('href', '/account/ykkGoods');
    expect(within(banner).queryByRole('link', { name: '帮助中心' })).toBeNull();
  });

  it('until the config has loaded: the help centre (at the home page) but neither the download nor the mall', async () => {
    const member = await header('member', '/member/v3Home', null);
    expect(within(member).getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/home');
    expect(within(member).queryByRole('link', { name: '产品商城' })).toBeNull();
  });

  it('agency without download paths: no download button', async () => {
    const banner = await header('agency', '/account/home', { ...productionConfig, downloadPath: '', downloadPathAccount: '' });
    expect(within(banner).queryByRole('button', { name: '客户端下载' })).toBeNull();
  });
});
