import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { vars } from '../../design-system';
import { selectIsSignedIn } from '../../platform/session/state';
import { selectApiAttached } from '../../platform/storeState';
import type { ShellProps } from '../router';
import { PageLoading, preloadable } from '../router/lazyPages';
import { HEADER_HEIGHT } from './layout';
import { DocumentTitle } from './DocumentTitle';

// The header (terminal picker, menus, dialogs) is its own chunk: the sign-in routes, which show no header,
// never load it (the sign-in route's budget is 170 KB gzipped).
const ShellHeader = preloadable(() => import('./ShellHeader').then((m) => m.default));
// The side navigation and the allowed-path check around the page come with the header's chunk (ShellHeader.tsx).
const ShellNavigationFrame = preloadable(() => import('./ShellHeader').then((m) => m.ShellNavigationFrame));
// The push channel loads once the api is attached (signed in): the messaging feature also holds the inbox and
// pending-order calls, which stay off the sign-in route.
const PushChannel = preloadable(() => import('../../features/messaging').then((m) => m.PushChannel));

/**
 * Loads the header, the navigation and the push channel (the signed-in wave, as a session begins): rendered after
 * that, they do not suspend, and the signed-in page shows at its first render.
 */
export function preloadShell(): Promise<void> {
  return Promise.all([ShellHeader.preload(), ShellNavigationFrame.preload(), PushChannel.preload()]).then(() => undefined);
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${vars.colorBackground};
`;

/** Holds the header's place while its chunk loads, so the page does not jump. */
const HeaderPlaceholder = styled.div`
  flex: none;
  height: ${HEADER_HEIGHT};
  background: ${vars.colorHeaderBackground};
`;

/** The side navigation's slot beside the main region. */
const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-height: 0;
`;

const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;
`;

/** The page's landmark; its label comes from the shell namespace, which the sign-in route does not load. */
function MainRegion({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Main id="main" aria-label={t('header.main')}>
      {children}
    </Main>
  );
}

/**
 * The layout of every route (given to createPortalRouter): the push channel while signed in, the header for
 * signed-in users on routes that have one, and the page. Routes flagged without header (/qdjfy, the sign-in
 * entrances, the mobile page) render the page alone.
 */
export function Shell({ route, children }: ShellProps) {
  const signedIn = useSelector(selectIsSignedIn);
  // The push channel needs the api, which the signed-in frame attaches (app/shell/signedInFrame.ts). It sits
  // first and in the same place on every route, so navigating never reconnects it.
  const apiAttached = useSelector(selectApiAttached);
  const push = apiAttached ? (
    <Suspense fallback={null}>
      <PushChannel />
    </Suspense>
  ) : null;
  const title = <DocumentTitle route={route} />;
  if (!route || route.header === false || !signedIn) {
    return (
      <>
        {title}
        {push}
        {children}
      </>
    );
  }
  // The navigation asks the server for the menu: it needs the api, which the signed-in frame attaches.
  return (
    <>
      {title}
      {push}
      <Frame>
        <Suspense fallback={<HeaderPlaceholder />}>
          <ShellHeader route={route} />
        </Suspense>
        <Body>
          <Suspense fallback={<PageLoading />}>
            {apiAttached ? (
              <ShellNavigationFrame route={route} Main={MainRegion}>
                {children}
              </ShellNavigationFrame>
            ) : (
              <MainRegion>{children}</MainRegion>
            )}
          </Suspense>
        </Body>
      </Frame>
    </>
  );
}

export default Shell;
