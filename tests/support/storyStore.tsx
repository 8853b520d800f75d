// Story support: a portal store signed in as a demo account on the embedded backend (the Storybook MSW worker runs
// the same handlers over the same in-memory data), with the api attached and the feedback hooks (alert, confirm,
// message). The data is reseeded for every story, so each one starts from the same terminals and profiles.
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Decorator } from '@storybook/react-vite';
import { FeedbackProvider } from '../../design-system';
import { demoAccounts, type DemoAccountName } from '../../mocks/accounts';
import { issueToken, resetDb } from '../../mocks/db';
import { attachApi } from '../../platform/api/attachApi';
import { initialSessionState } from '../../platform/session';
import { createStore } from '../../platform/store';

function PortalStore({ account, children }: { account: DemoAccountName; children: ReactNode }) {
  const [store] = useState(() => {
    resetDb();
    const a = demoAccounts[account];
    const token = issueToken(a.uid);
    const made = createStore({
      session: {
        ...initialSessionState,
        token: token.access_token,
        refreshToken: token.refresh_token,
        tokenExpiresAt: Date.now() + token.expires_in * 1000,
        uid: a.uid,
        phone: a.phone,
        roleType: a.roleType,
        trueRoleType: a.trueRoleType,
        userName: a.userName,
        rememberedEntrance: a.entrance,
      },
      persist: false,
    });
    attachApi(made);
    return made;
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
