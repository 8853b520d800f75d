// The shell's public face: providers, the layout for createPortalRouter, and the router's session glue.
export { AppProviders } from './AppProviders';
export { createAppStore } from './appStore';
export type { AppProvidersProps } from './AppProviders';
export { Shell } from './Shell';
export { ErrorAlertBridge, errorEventText } from '../../platform/api/ErrorAlertBridge';
export { LANGUAGE_STORAGE_KEY, loadLanguage, saveLanguage, otherLanguage } from '../../platform/i18n/language';
export { guardSessionOf, sessionReader, navigationHandler, sessionEndOf } from '../router/navigation';

