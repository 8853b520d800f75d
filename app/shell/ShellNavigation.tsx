import type { ComponentType, ReactNode } from 'react';
import { NavigationGate, SideNavigation, type RouteLookup } from '../../features/navigation';
import type { PortalRoute } from '../../platform/routing';
import { pages } from '../pages';
import { signedInPages } from '../signedInPages';
import { isUnbuilt, matchPortalRoute } from '../router/routes';
import { NAV_COLLAPSED_STORAGE_KEY } from './layout';

// The navigation's own chunk, loaded with the signed-in frame (never on the sign-in route): it gives the navigation
// feature the app's route tables and page registry, which only the app knows.

// Built pages: the public ones and the signed-in ones (the registry the router loads after sign-in).
const registry = { ...pages, ...signedInPages };

/** A path's route and whether its page is built, from the app's tables and registry. */
export const routeLookup: RouteLookup = (path) => {
  const match = matchPortalRoute(path);
  if (!match) return null;
  const { route } = match;
  return { id: route.id, path: route.path, titleKey: route.titleKey, built: !isUnbuilt(route, registry) };
};

export interface ShellNavigationFrameProps {
  route: PortalRoute;
  /** The shell's main region, which the page goes in. */
  Main: ComponentType<{ children: ReactNode }>;
  /** The page. */
  children: ReactNode;
}

/** The side navigation beside the main region, and the allowed-path check around the page (spec 01 §6: menu and allowed paths from the server). */
export function ShellNavigationFrame({ route, Main, children }: ShellNavigationFrameProps) {
  return (
    <>
      <SideNavigation route={route} lookup={routeLookup} storageKey={NAV_COLLAPSED_STORAGE_KEY} />
      <Main>
        <NavigationGate route={route} lookup={routeLookup}>
          {children}
        </NavigationGate>
      </Main>
    </>
  );
}
