import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { issueToken, resetDb, server } from '../../mocks/node';
import type { SessionState } from '../../features/session';
import { renderPortal } from './testing/renderPortal';

// The header is a lazily loaded chunk: on a busy machine its first import takes a while.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  localStorage.clear();
  resetDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function memberSession(): Partial<SessionState> {
  const a = demoAccounts.member;
  const token = issueToken(a.uid);
  return {
    token: token.access_token,
    refreshToken: token.refresh_token,
    tokenExpiresAt: Date.now() + token.expires_in * 1000,
    uid: a.uid,
    phone: a.phone,
    roleType: a.roleType,
    trueRoleType: a.trueRoleType,
    userName: a.userName,
    rememberedEntrance: a.entrance,
  };
}

describe('Customer service in the header (spec 01 §2)', () => {
  it('opens a panel with the hotline and service hours; Escape closes it and focus returns to the trigger', async () => {
    renderPortal('/member/v3Home', { session: memberSession() });
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
