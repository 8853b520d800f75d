import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Alert, Button, Form, PasswordField, space, TextField } from '../../../design-system';
import { storeReady } from '../../../platform/deferredStore';
import type { AppStore } from '../../../platform/store';
import type { PageProps } from '../../../platform/routing';
import { redirectAfterSignIn } from '../../../platform/routing/redirect';
import { LoginLayout } from '../components/LoginLayout';
import { loginThemeOf } from '../rules/loginTheme';
import type * as signInFlow from '../hooks/signIn';

// What signing in needs beyond the form (the request layer, the session slice, the store's code) loads when the form
// is sent, not with the page (its route's budget, `npm run size`).
type SignInFlow = typeof signInFlow;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space[2]};
`;

/**
 * Every sign-in entrance (/login, /serviceLogin, /accountLogin, /groupLogin, /:id/login, /channel/bind, ...):
 * themed by the entrance, signs in against the backend, remembers the entrance (the account's own when the
 * entrance belongs to another role, spec 01 §4), then goes to the page asked for (?redirect) or the role's home.
 * A refusal shows the server's message and keeps what was typed; the button never stays loading.
 */
export function LoginPage({ route }: PageProps) {
  const { t } = useTranslation('login');
  const { t: tr } = useTranslation('routes');
  const location = useLocation();
  const navigate = useNavigate();
  const store = useStore() as AppStore;
  const [isLoading, setLoading] = useState(false);
  // The pending flag for a second Enter pressed before React re-renders.
  const pending = useRef(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    const account = username.trim();
    const empty = { username: account === '', password: password === '' };
    setMissing(empty);
    if (empty.username || empty.password) return;
    setFailure(null);
    const entrance = location.pathname;
    pending.current = true;
    setLoading(true);
    let flow: SignInFlow | null = null;
    const done = () => {
      pending.current = false;
      setLoading(false);
    };
    try {
      const [loaded, ready] = await Promise.all([import('../hooks/signIn'), storeReady(store)]);
      flow = loaded;
      const reply = await flow.requestSignIn(ready, { username: account, password, entrance }).finally(done);
      if (reply.error) {
        setFailure(flow.signInErrorText(reply.error, t));
        return;
      }
      const home = flow.startSession(ready, reply.data.data, entrance);
      await navigate(redirectAfterSignIn(location.search, home), { replace: true });
    } catch (error) {
      done();
      // The flow's code itself did not arrive: the network's message.
      setFailure(flow ? flow.signInErrorText(error, t) : t('errors:network'));
    }
  };

  return (
    <LoginLayout theme={loginThemeOf(location.pathname, location.search)} title={tr(route.titleKey)} subtitle={t('welcome')}>
      <Form layout="vertical" onSubmit={onSubmit} aria-label={tr(route.titleKey)} scrollToFirstError>
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          placeholder={t('usernamePlaceholder')}
          value={username}
          onChange={setUsername}
          isRequired
          isInvalid={!!missing.username}
          errorMessage={missing.username ? t('usernameRequired') : undefined}
          autoFocus
        />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={setPassword}
          isRequired
          isInvalid={!!missing.password}
          errorMessage={missing.password ? t('passwordRequired') : undefined}
        />
        {/* The server's refusal, under the fields (text only: a message holding HTML stays literal). */}
        {failure !== null && <Alert tone="danger">{failure}</Alert>}
        <Button type="submit" variant="primary" size="lg" block isLoading={isLoading}>
          {t('submit')}
        </Button>
      </Form>
      <Footer>
        <Button variant="text" size="sm" onPress={() => void navigate('/forgetPwd')}>
          {t('forgot')}
        </Button>
      </Footer>
    </LoginLayout>
  );
}

export default LoginPage;
