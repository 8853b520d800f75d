import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { server } from '../../mocks/node';
import { renderPortal, withEmbeddedBackend } from '../support/renderPortal';

// The sign-in password went in clear while the password update sent a SHA-256. Now both send the SHA-256
// hex of the UTF-8 password (docs/security.md), and the embedded backend checks that. Failed before the change.

withEmbeddedBackend();

const bodies: { url: string; body: Promise<string> }[] = [];
const onRequest = ({ request }: { request: Request }) => void bodies.push({ url: request.url, body: request.clone().text() });
beforeEach(() => {
  bodies.length = 0;
  server.events.on('request:start', onRequest);
});
afterEach(() => server.events.removeListener('request:start', onRequest));

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');

describe('the sign-in password on the wire', () => {
  it('leaves as its SHA-256, never in clear, and signs the user in', async () => {
    const account = demoAccounts.member;
    const { where } = renderPortal(account.entrance);
    const user = userEvent.setup();
    const form = await screen.findByRole('form');
    await user.type(within(form).getByLabelText(/账号$/, { selector: 'input' }), account.username);
    await user.type(within(form).getByLabelText(/密码$/, { selector: 'input' }), account.password);
    await user.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(where()).toMatch(/^\/member\/v3Home/));
    const login = bodies.find((b) => b.url.endsWith('/v1/account/login'))!;
    const body = JSON.parse(await login.body) as { password: string };
    expect(body.password).toBe(await sha256(account.password));
    for (const { url, body: text } of bodies) {
      expect(url).not.toContain(account.password);
      expect(await text).not.toContain(account.password);
    }
  });
});
