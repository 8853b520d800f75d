// The shell's public face: providers, the layout for createPortalRouter, and the router's session glue.
export { AppProviders, createAppStore } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
export { Shell } from './Shell';
export { ErrorAlertBridge, errorEventText } from './ErrorAlertBridge';
export { LANGUAGE_STORAGE_KEY, loadLanguage, saveLanguage, otherLanguage } from './language';
export { guardSessionOf, sessionReader, navigationHandler } from './navigation';
export { useSignOut } from './useSignOut';
