import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';
import { FeedbackProvider, GlobalStyle, RoleThemeProvider } from '../../design-system';
import { selectSession, sessionThemeOf } from '../../platform/session';
import { createStore, type AppStore } from '../../platform/store';
import { ErrorAlertBridge } from '../../platform/api/ErrorAlertBridge';
import { LANGUAGE_STORAGE_KEY } from '../../platform/i18n/language';
import { NAV_COLLAPSED_STORAGE_KEY } from './layout';

/** The app's store: the session persisted in localStorage; the language and each user's collapsed navigation kept through sign-out. */
export function createAppStore(): AppStore {
  return createStore({ persist: { keep: [LANGUAGE_STORAGE_KEY, NAV_COLLAPSED_STORAGE_KEY] } });
}

export interface AppProvidersProps {
  /** The store (main.tsx shares it with the router's guard). @default createAppStore() */
  store?: AppStore;
  /** The i18next instance: the portal's (createPortalI18n, lazy catalogues) or the tests' (createI18n). */
  i18n: I18n;
  /** The logo for the header's logo slot (from the logo config); without it the header shows a text wordmark. */
  logo?: ReactNode;
  children: ReactNode;
}

/** Themes the portal by the signed-in account (group and branch keep theirs; agency, the default, when signed out). */
function SessionTheme({ logo, children }: { logo?: ReactNode; children: ReactNode }) {
  const theme = useSelector((state: Parameters<typeof selectSession>[0]) => sessionThemeOf(selectSession(state)));
  return (
    <RoleThemeProvider role={theme} logo={logo}>
      {children}
    </RoleThemeProvider>
  );
}

/** Confirms, alerts and messages; the alert dialog's code loads with the first confirm or alert (not with the home). */
function SessionFeedback({ children }: { children: ReactNode }) {
  return <FeedbackProvider prefetchDialog={false}>{children}</FeedbackProvider>;
}

/** Keeps <html lang> in step with the language, for screen readers and CJK line breaking. */
function DocumentLanguage({ i18n }: { i18n: I18n }) {
  useEffect(() => {
    const apply = (lng: string) => document.documentElement.setAttribute('lang', lng);
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);
  return null;
}

/**
 * Everything a page needs around it: the store, i18n, the role theme, global styles, confirms/alerts/messages,
 * and the bridge that shows the request layer's errors as 提示 alerts.
 */
export function AppProviders({ store, i18n, logo, children }: AppProvidersProps) {
  const [appStore] = useState(() => store ?? createAppStore());
  const appI18n = i18n;
  return (
    <Provider store={appStore}>
      <I18nextProvider i18n={appI18n}>
        <DocumentLanguage i18n={appI18n} />
        <SessionTheme logo={logo}>
          <GlobalStyle />
          <SessionFeedback>
            <ErrorAlertBridge />
            {children}
          </SessionFeedback>
        </SessionTheme>
      </I18nextProvider>
    </Provider>
  );
}
