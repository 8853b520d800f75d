import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';


withEmbeddedBackend();


describe('Customer service in the header (spec 01 §2)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('opens a panel with the WeChat code beside the configured hotline, the service hotline and the hours; Escape closes it and focus returns to the trigger', async () => {
    vi.stubEnv('VITE_SERVICE_HOTLINE', '400-820-8820');
    vi.stubEnv('VITE_SERVICE_HOURS', '08:30-17:30');
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    const trigger = await within(header).findByRole('button', { name: '联系客服' });
    const user = userEvent.setup();
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: '联系客服' });
    expect(panel).toHaveTextContent('客服热线：400-820-8820');
    expect(panel).toHaveTextContent('客服热线：400-800-1234');
    expect(panel).toHaveTextContent('服务时间：工作日 08:30-17:30');
    // wxkfSw.qrCode of the contact-info call is a link: drawn as a QR code (an SVG named by its label)
    expect(await within(panel).findByRole('img', { name: '微信客服二维码' })).toBeVisible();
    expect(panel).toHaveTextContent('微信扫码咨询');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria restores focus after the panel has unmounted, on the next frame.
    await waitFor(() => expect(within(header).getByRole('button', { name: '联系客服' })).toHaveFocus());
  });

  it("without a deployment hotline shows the service's own hotline, hours and WeChat code", async () => {
    vi.stubEnv('VITE_SERVICE_HOTLINE', '');
    vi.stubEnv('VITE_SERVICE_HOURS', '');
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    await userEvent.setup().click(await within(header).findByRole('button', { name: '联系客服' }));
    const panel = await screen.findByRole('dialog', { name: '联系客服' });
    expect(panel).toHaveTextContent('客服热线：400-800-1234');
    expect(panel).toHaveTextContent('服务时间：工作日 09:00-18:00');
    // the QR code is drawn by a lazily loaded module (whether an earlier test loaded it or not)
    expect(await within(panel).findByRole('img', { name: '微信客服二维码' })).toBeVisible();
  });

  it('shows the WeChat code the server sends as an image', async () => {
    server.use(
      http.get('*/v1/apps-service/contact/info', () =>
        HttpResponse.json({ code: 0, msg: '', data: { wxkfSw: { qrCode: '/static/localhost/kf.png' } } }),
      ),
    );
    vi.stubEnv('VITE_SERVICE_HOTLINE', '400-820-8820');
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    await userEvent.setup().click(await within(header).findByRole('button', { name: '联系客服' }));
    const panel = await screen.findByRole('dialog', { name: '联系客服' });
    expect(await within(panel).findByRole('img', { name: '微信客服二维码' })).toHaveAttribute('src', '/static/localhost/kf.png');
  });

  it('is not offered while neither the deployment nor the service has a hotline or a WeChat code', async () => {
    let answered = false;
    server.use(
      http.get('*/v1/apps-service/contact/info', () => {
        answered = true;
        return HttpResponse.json({ code: 0, msg: '', data: { wxkfSw: { qrCode: '' } } });
      }),
    );
    vi.stubEnv('VITE_SERVICE_HOTLINE', '');
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    // the header has rendered its actions: the help centre link sits beside where the dropdown would be
    await within(header).findByRole('link', { name: '帮助中心' });
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(header).queryByRole('button', { name: '联系客服' })).toBeNull();
  });
});
