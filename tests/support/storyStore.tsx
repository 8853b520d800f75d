// Story support: a portal store signed in as a demo account on the embedded backend (the Storybook MSW worker runs
// the same handlers over the same in-memory data), with the api attached and the feedback hooks (alert, confirm,
// message). The data is reseeded for every story, so each one starts from the same terminals and profiles.
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Decorator } from '@storybook/react-vite';
import { FeedbackProvider } from '../../design-system';
import type { DemoAccountName } from '../../mocks/accounts';
import { resetDb } from '../../mocks/db';
import { signedInStore } from './demoSession';

function PortalStore({ account, children }: { account: DemoAccountName; children: ReactNode }) {
  const [store] = useState(() => {
    resetDb();
    return signedInStore(account);
  });
  return (
    <Provider store={store}>
      <FeedbackProvider prefetchDialog={false}>{children}</FeedbackProvider>
    </Provider>
  );
}

/**
 * Renders the story inside a store signed in on freshly seeded demo data, as the account named by the story's
 * `parameters.portalAccount` (default `member`).
 */
export const withPortalStore: Decorator = (Story, context) => {
  const account = (context.parameters.portalAccount ?? 'member') as DemoAccountName;
  return (
    <PortalStore key={account} account={account}>
      <Story />
    </PortalStore>
  );
};
