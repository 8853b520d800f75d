import type { PageRegistry } from '../router';

// The app's pages for createPortalRouter (page ids from app/router's tables). Each is its own chunk; the sign-in
// pages import no table and no terminal picker, so the sign-in route stays light.
export const pages = {
  login: () => import('./login/LoginPage'),
  channelBind: () => import('./login/LoginPage'),
  forgetPwd: () => import('./login/ForgetPasswordPage'),
  memberHome: () => import('./home/MemberHomePage'),
  serviceHome: () => import('./home/ServiceHomePage'),
  accountHome: () => import('./home/AccountHomePage'),
  error: () => import('./error/ErrorPage'),
} satisfies PageRegistry;
