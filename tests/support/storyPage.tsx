// Stories of pages that need the current terminal in the session (its taxerId: AI coding) and fresh demo data for
// every story (the library pages write): the portal's store, router and feedback, signed in as a demo account.
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { FeedbackProvider } from '../../design-system';
import type { DemoAccountName } from '../../mocks/accounts';
import { getDb, resetDb } from '../../mocks/db';
import { signedInStore } from './demoSession';

const DISK = '661000000001';

function PageFrame({ account, url, routes, width }: { account: DemoAccountName; url: string; routes: Array<{ path: string; element: ReactNode }>; width?: number }) {
  const [store] = useState(() => {
    resetDb();
    const terminal = getDb().terminals.find((t) => t.diskId === DISK);
    return signedInStore(account, { diskId: DISK, ...(terminal ? { terminal: { diskId: DISK, taxerId: terminal.taxerId, taxerName: terminal.taxerName } } : {}) });
  });
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>
        <div style={width ? { width } : undefined}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
            </Routes>
          </MemoryRouter>
        </div>
      </FeedbackProvider>
    </Provider>
  );
}

/** Renders the story at `url` on freshly seeded data, signed in as `account` on the member's first disk; `width` narrows it. */
export function onPage(account: DemoAccountName, url: string, routes: Array<{ path: string; element: ReactNode }>, width?: number): Decorator {
  const WithPage: Decorator = () => <PageFrame account={account} url={url} routes={routes} {...(width ? { width } : {})} />;
  return WithPage;
}
