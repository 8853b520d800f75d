// Stories of pages: the store, router and feedback a page has in the portal, signed in as a demo account
// of the embedded backend (which Storybook's MSW worker serves with the same handlers).
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { FeedbackProvider } from '../../design-system';
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { issueToken } from '../../mocks/db';
import { attachApi } from '../../platform/api/attachApi';
import type { PortalRoute } from '../../platform/routing';
import { initialSessionState } from '../../platform/session';
import { createStore } from '../../platform/store';

/** A route of the portal's tables, as the page receives it (the tables are the app's; stories cannot import them). */
export function storyRoute(area: 'member' | 'account' | 'service', path: string, page: PortalRoute['page']): PortalRoute {
  const roleSign = area === 'member' ? 1 : area === 'service' ? 2 : 3;
  return { id: `${area}.${path}`, path: `/${area}/${path}`, area, roleSign, requiresAuth: true, titleKey: `routeTitles:title.${path.split('/')[0] ?? path}`, page };
}

/** A store signed in as a demo account (a fresh token of the embedded backend), with the api attached. */
function signedInStore(account: DemoAccountName) {
  const a = demoAccounts[account];
  const token = issueToken(a.uid);
  const store = createStore({
    persist: false,
    session: {
      ...initialSessionState,
      token: token.access_token,
      refreshToken: token.refresh_token,
      tokenExpiresAt: Date.now() + token.expires_in * 1000,
      uid: a.uid,
      roleType: a.roleType,
      trueRoleType: a.trueRoleType,
      userName: a.userName,
      diskId: '661000000001',
    },
  });
  attachApi(store);
  return store;
}

function PortalFrame({ account, url, routes }: { account: DemoAccountName; url: string; routes: Array<{ path: string; element: ReactNode }> }) {
  const [store] = useState(() => signedInStore(account));
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </MemoryRouter>
      </FeedbackProvider>
    </Provider>
  );
}

/** Renders the story inside the portal's providers at `url`, signed in as `account`. */
export function inPortal(account: DemoAccountName, url: string, routes: Array<{ path: string; element: ReactNode }>): Decorator {
  const WithPortal: Decorator = () => <PortalFrame account={account} url={url} routes={routes} />;
  return WithPortal;
}
