import type { PageRegistry } from './router';

// The app's pages for createPortalRouter (page ids from app/router's tables). Each is its own chunk; the sign-in
// pages import no table and no terminal picker, so the sign-in route stays light.
export const pages = {
  login: () => import('../features/account/pages/LoginPage'),
  channelBind: () => import('../features/account/pages/LoginPage'),
  forgetPwd: () => import('../features/account/pages/ForgetPasswordPage'),
  memberHome: () => import('../features/home/pages/MemberHomePage'),
  serviceHome: () => import('../features/home/pages/ServiceHomePage'),
  accountHome: () => import('../features/home/pages/AccountHomePage'),
  invoiceInquiry: () => import('../features/invoices/pages/InvoiceInquiryPage'),
  invoiceDetails: () => import('../features/invoices/pages/InvoiceDetailsPage'),
  invoiceOrders: () => import('../features/invoices/pages/InvoiceOrdersPage'),
  error: () => import('./router/ErrorPage'),
} satisfies PageRegistry;
