import { space } from '../../design-system';

/** The header's height: a 32 px control row with 12 px above and below. */
export const HEADER_HEIGHT = '56px';
/** The horizontal padding of header and pages. */
export const PAGE_GUTTER = space[6];
/** The localStorage key of each user's collapsed side navigation; kept through sign-out (AppProviders.tsx). */
export const NAV_COLLAPSED_STORAGE_KEY = 'portal.navCollapsed';
