import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../mocks/accounts';
import { redirectAfterSignIn, sameOriginPath } from '../../platform/routing/paths';
import { renderPortal, withEmbeddedBackend } from '../support/renderPortal';

// docs/security.md: the sign-in redirect accepts only a path on this origin after the normalisation a browser applies.
// Before the change, '/<TAB>/evil.example' and the like passed the check (they start with one '/'); the browser
// reads them as '//evil.example', and the signed-in user was left on the sign-in form with a false network error.

withEmbeddedBackend();

const home = '/account/home';
const hostile = [
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '//evil.example',
  '///evil.example',
  'https://evil.example/account/home',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%252F%252Fevil.example',
  '/account/%2e%2e/%2e%2e//evil.example',
  '/account/../..//evil.example',
];

describe('the sign-in redirect', () => {
  it.each(hostile)('%j lands on the role’s home', (target) => {
    expect(redirectAfterSignIn(`?${new URLSearchParams({ redirect: target })}`, home)).toBe(home);
  });

  it.each([
    ['/member/positive?diskId=1', '/member/positive?diskId=1'],
    ['/account/inquire?kw=%E4%B8%AD%E6%96%87&page=2', '/account/inquire?kw=%E4%B8%AD%E6%96%87&page=2'],
    ['/account/./positive', '/account/positive'],
  ])('a path on this origin %j is kept (%s)', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
  });

  it.each(['/\t/evil.example', '/%2F%2Fevil.example'])('signing in with ?redirect=%j takes the user to their home, signed in', async (target) => {
    const account = demoAccounts.agency;
    const { where, store } = renderPortal(`${account.entrance}?${new URLSearchParams({ redirect: target })}`);
    const user = userEvent.setup();
    // Found afresh each time: under load a lazily loaded part of the page can suspend and hide the form for a moment.
    const form = () => screen.findByRole('form');
    await user.type(await within(await form()).findByLabelText(/账号$/, { selector: 'input' }), account.username);
    await user.type(await within(await form()).findByLabelText(/密码$/, { selector: 'input' }), account.password);
    await user.click(await within(await form()).findByRole('button', { name: '登录' }));
    await waitFor(() => expect(where()).toMatch(/^\/account\/home/));
    expect(store.getState().session.token).not.toBeNull();
    // A ceiling, not a speed check: the first signed-in page of the file is transformed on first use.
    expect(await screen.findByRole('heading', { name: '今日机器人任务' })).toBeInTheDocument();
  });
});
