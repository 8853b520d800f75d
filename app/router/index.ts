// The router's public face: route tables as data, the guard, area paths and the router assembly.
export * from '../../platform/routing';
export * from './routes';
export { guard, isPublicPath, SERVICE_LOGIN_PATH } from './guard';
export type { GuardLocation, GuardSession, GuardOptions, GuardDecision, GuardAllow, GuardRedirect, RedirectReason } from './guard';
export { providerPartnerHosts, isProviderPartnerOrigin } from './partner';
export { NotBuiltPage } from './NotBuiltPage';
export type { NotBuiltPageProps } from './NotBuiltPage';
export { RouteErrorPage, isChunkFailure } from './RouteErrorPage';
export type { RouteErrorPageProps } from './RouteErrorPage';
export { RouteErrorBoundary } from './RouteErrorBoundary';
export type { RouteErrorBoundaryProps } from './RouteErrorBoundary';
export { createPortalRouter, useCurrentPortalRoute } from './createPortalRouter';
export type { PageImporter, PageRegistry, SessionEndSource, ShellProps, PortalRouterOptions, PortalRouter, PortalLocation } from './createPortalRouter';
