// Stories of pages: the store, router and feedback a page has in the portal, signed in as a demo account
// of the embedded backend (which Storybook's MSW worker serves with the same handlers).
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { FeedbackProvider } from '../../design-system';
import type { DemoAccountName } from '../../mocks/accounts';
import type { PortalRoute } from '../../platform/routing';
import { signedInStore } from './demoSession';

/** A route of the portal's tables, as the page receives it (the tables are the app's; stories cannot import them). */
export function storyRoute(area: 'member' | 'account' | 'service', path: string, page: PortalRoute['page']): PortalRoute {
  const roleSign = area === 'member' ? 1 : area === 'service' ? 2 : 3;
  // The title name as the route tables make it: static segments in camelCase (fullpower/gulesList -> fullpowerGulesList).
  const name = path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .map((s, i) => (i === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1)))
    .join('');
  return { id: `${area}.${path}`, path: `/${area}/${path}`, area, roleSign, requiresAuth: true, titleKey: `routeTitles:title.${name}`, page };
}

function PortalFrame({ account, url, routes }: { account: DemoAccountName; url: string; routes: Array<{ path: string; element: ReactNode }> }) {
  const [store] = useState(() => signedInStore(account, { diskId: '661000000001' }));
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
