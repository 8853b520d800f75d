import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { } from '../../features/session';
import { demoSession, renderPortal, withEmbeddedBackend } from './testing/renderPortal';

// The header is a lazily loaded chunk: on a busy machine its first import takes a while.
configure({ asyncUtilTimeout: 8000 });

withEmbeddedBackend();


describe('Customer service in the header (spec 01 §2)', () => {
  it('opens a panel with the hotline and service hours; Escape closes it and focus returns to the trigger', async () => {
    renderPortal('/member/v3Home', { session: demoSession('member') });
    const header = await screen.findByRole('banner');
    const trigger = await within(header).findByRole('button', { name: '联系客服' });
    const user = userEvent.setup();
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: '联系客服' });
    expect(panel).toHaveTextContent('客服热线：400-000-0000');
    expect(panel).toHaveTextContent('服务时间：工作日 9:00-18:00');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria restores focus after the panel has unmounted, on the next frame.
    await waitFor(() => expect(within(header).getByRole('button', { name: '联系客服' })).toHaveFocus());
  });
});
