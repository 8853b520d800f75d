import type { PageRegistry } from './router';

// The app's pages for createPortalRouter (page ids from app/router's tables), each its own chunk. The public
// routes' pages are known at start; the signed-in areas' registry (signedInPages.ts) loads with the route tables, so
// the sign-in route does not grow with every page the features add.
export const pages = {
  login: () => import('../features/account/pages/LoginPage'),
  channelBind: () => import('../features/account/pages/LoginPage'),
  forgetPwd: () => import('../features/account/pages/ForgetPasswordPage'),
  error: () => import('./router/ErrorPage'),
  h5Qrcode: () => import('../features/terminals/pages/MobileFaceQrPage'),
} satisfies PageRegistry;

/** The signed-in areas' pages (createPortalRouter's loadPages). */
export const loadSignedInPages = (): Promise<PageRegistry> => import('./signedInPages').then((m) => m.signedInPages);
