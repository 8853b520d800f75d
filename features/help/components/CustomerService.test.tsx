import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession, renderPortal, withEmbeddedBackend } from '../../../tests/support/renderPortal';

// The header is a lazily loaded chunk: on a busy machine its first import takes a while.
configure({ asyncUtilTimeout: 8000 });

withEmbeddedBackend();


describe('Customer service in the header (spec 01 §2)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('opens a panel with the configured hotline and service hours; Escape closes it and focus returns to the trigger', async () => {
    vi.stubEnv('VITE_SERVICE_HOTLINE', '400-820-8820');
    vi.stubEnv('VITE_SERVICE_HOURS', '08:30-17:30');
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    const trigger = await within(header).findByRole('button', { name: '联系客服' });
    const user = userEvent.setup();
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: '联系客服' });
    expect(panel).toHaveTextContent('客服热线：400-820-8820');
    expect(panel).toHaveTextContent('服务时间：工作日 08:30-17:30');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria restores focus after the panel has unmounted, on the next frame.
    await waitFor(() => expect(within(header).getByRole('button', { name: '联系客服' })).toHaveFocus());
  });

  it('is not offered while the deployment configures no hotline', async () => {
    vi.stubEnv('VITE_SERVICE_HOTLINE', '');
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    // the header has rendered its actions: the help centre link sits beside where the dropdown would be
    await within(header).findByRole('link', { name: '帮助中心' });
    expect(within(header).queryByRole('button', { name: '联系客服' })).toBeNull();
  });
});
