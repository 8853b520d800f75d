import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle, RoleThemeProvider, type RoleTheme } from '../../design-system';
import { createI18n, type Language } from '../../platform/i18n';

export interface ProviderOptions {
  lng?: Language;
  role?: RoleTheme;
}

/** Renders inside the i18n and role-theme providers, as the app and Storybook do. */
export function renderWithProviders(ui: ReactElement, { lng = 'zh-CN', role = 'member', ...options }: ProviderOptions & RenderOptions = {}) {
  const i18n = createI18n(lng);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RoleThemeProvider role={role}>
        <GlobalStyle />
        {children}
      </RoleThemeProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
