export { roleThemes, themes } from './themes';
export type { RoleTheme } from './themes';
export { GlobalStyle } from './GlobalStyle';
export { RoleThemeProvider, useRoleTheme } from './RoleThemeProvider';
export type { RoleThemeProviderProps } from './RoleThemeProvider';
