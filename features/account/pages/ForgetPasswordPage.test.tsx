import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../mocks/accounts';
import { resetDb, server } from '../../../mocks/node';
import { renderPortal } from '../../../tests/support/renderPortal';
import { recordShownTexts } from '../../../tests/support/shownTexts';

// /forgetPwd works signed out: the password calls of spec 02 §7.2 take no token on the embedded backend.


/** Whether any password-flow request carried a bearer token. */
let bearerSeen = false;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  Element.prototype.scrollIntoView ??= () => undefined;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/v1/account/security/') && request.headers.has('Authorization')) bearerSeen = true;
  });
});
beforeEach(() => {
  localStorage.clear();
  resetDb();
  bearerSeen = false;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fill(phone: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: '忘记密码' });
  await user.type(within(form).getByLabelText(/手机号$/, { selector: 'input' }), phone);
  await user.click(within(form).getByRole('button', { name: '获取验证码' }));
  return { user, form };
}

describe('/forgetPwd signed out (spec 02 §7.2, §5)', () => {
  it('phone, send code, code, new password, confirm: success message, then back to the entrance', async () => {
    const { where, store } = renderPortal('/forgetPwd');
    expect(store.getState().session.token).toBeNull();
    const { user, form } = await fill(demoAccounts.agency.phone);
    // the code was sent: the button counts down
    await waitFor(() => expect(within(form).queryByRole('button', { name: '获取验证码' })).toBeNull());
    await user.type(within(form).getByLabelText(/验证码$/, { selector: 'input' }), '123456');
    await user.type(within(form).getByLabelText(/新密码$/, { selector: 'input' }), 'Abcdef12');
    await user.type(within(form).getByLabelText(/确认密码$/, { selector: 'input' }), 'Abcdef12');
    // The success message is shown 800 ms (spec 01 §9): recorded as it appears, however busy the machine.
    const texts = recordShownTexts();
    await user.click(within(form).getByRole('button', { name: '重置密码' }));
    await texts.saw('密码修改成功!');
    texts.stop();
    await waitFor(() => expect(where()).toBe('/accountLogin'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bearerSeen).toBe(false);
  });

  it('a phone that belongs to no account gets the server message in the 提示 alert', async () => {
    renderPortal('/forgetPwd');
    await fill('13912345678');
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(alert).getByText('该手机号未注册')).toBeInTheDocument();
  });

  it('a wrong SMS code gets 验证码校验失败! and the page stays', async () => {
    const { where } = renderPortal('/forgetPwd');
    const { user, form } = await fill(demoAccounts.member.phone);
    await user.type(within(form).getByLabelText(/验证码$/, { selector: 'input' }), '000000');
    await user.type(within(form).getByLabelText(/新密码$/, { selector: 'input' }), 'Abcdef12');
    await user.type(within(form).getByLabelText(/确认密码$/, { selector: 'input' }), 'Abcdef12');
    await user.click(within(form).getByRole('button', { name: '重置密码' }));
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(alert).getByText('验证码校验失败!')).toBeInTheDocument();
    expect(where()).toBe('/forgetPwd');
  });
});
