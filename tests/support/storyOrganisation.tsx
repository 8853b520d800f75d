// Stories of the organisation pages (features/organisation): the portal's store signed in as a demo account of an
// agency or provider (with its organisation's outlet, which the pages read), fresh demo data, the app's route.
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { FeedbackProvider } from '../../design-system';
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { resetDb } from '../../mocks/db';
import { matchPortalRoute } from '../../app/router/routes';
import type { PortalRoute } from '../../platform/routing';
import { signedInStore } from './demoSession';

/** The app's route of a path (its id, area, title and page). */
export function routeOf(path: string): PortalRoute {
  const match = matchPortalRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match.route;
}

function Frame({ account, url, children }: { account: DemoAccountName; url: string; children: ReactNode }) {
  const [store] = useState(() => {
    resetDb();
    const a = demoAccounts[account];
    return signedInStore(account, { outletId: a.outletId, serviceOutletId: 'serviceOutletId' in a ? a.serviceOutletId : null, diskId: '661000000001' });
  });
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={new URL(url, 'http://x').pathname} element={children} />
          </Routes>
        </MemoryRouter>
      </FeedbackProvider>
    </Provider>
  );
}

/** Renders the story at `url` signed in as `account` on freshly seeded data. */
export function onOrganisationPage(account: DemoAccountName, url: string): Decorator {
  const WithPage: Decorator = (Story) => (
    <Frame account={account} url={url}>
      <Story />
    </Frame>
  );
  return WithPage;
}
