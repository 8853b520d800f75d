import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { startStaticConfig } from '../../../platform/config';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';
import staticConfig from '../../../public/static/config.json';


withEmbeddedBackend();

// The agency's download (spec 01 §2: downloadPathAccount of the static config, /download/agency-client-setup.exe).
const downloadPath = staticConfig.downloadPathAccount;
const missing = '暂无可下载的客户端安装包，请联系服务商获取';

let stopConfig: (() => void) | undefined;

/** The agency's home with the static config loaded (as app/main.tsx starts it); presses 客户端下载. */
async function pressDownload() {
  const portal = renderPortal('/account/home', { session: demoSession('agency') });
  stopConfig = startStaticConfig(portal.store);
  await waitFor(() => expect((portal.store.getState() as { config?: { config?: unknown } }).config?.config).toBeTruthy());
  const header = await screen.findByRole('banner');
  const button = await within(header).findByRole('button', { name: '客户端下载' });
  await userEvent.setup().click(button);
  return portal;
}

describe('客户端下载 in the header (agency)', () => {
  afterEach(() => {
    stopConfig?.();
    vi.restoreAllMocks();
  });

  it('a download the site does not have (it answers with the portal page) says so, opens nothing and signs nobody out', async () => {
    server.use(http.head(`*${downloadPath}`, () => new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'text/html' } })));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const portal = await pressDownload();
    expect(await screen.findAllByText(missing)).not.toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
    // still signed in, on the home
    expect(portal.where()).toMatch(/^\/account\/home/);
    expect(screen.queryByText(/登录失效/)).toBeNull();
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}').token).toBeTruthy();
  });

  it('a 404 says so too', async () => {
    server.use(http.head(`*${downloadPath}`, () => new HttpResponse(null, { status: 404 })));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await pressDownload();
    expect(await screen.findAllByText(missing)).not.toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('a file the site has is downloaded from the page itself, without opening a tab', async () => {
    server.use(http.head(`*${downloadPath}`, () => new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } })));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    await pressDownload();
    await waitFor(() => expect(clicked).toEqual([new URL(downloadPath, window.location.href).href]));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryAllByText(missing)).toHaveLength(0);
  });
});
