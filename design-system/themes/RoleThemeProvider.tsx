import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import type { RoleTheme } from './themes';

interface RoleThemeValue {
  role: RoleTheme;
  /** The role's logo slot: an element the app supplies (from the logo config), if any. */
  logo?: ReactNode;
}

const RoleThemeContext = createContext<RoleThemeValue>({ role: 'member' });

export interface RoleThemeProviderProps {
  /** The role theme to apply. */
  role: RoleTheme;
  /** Logo for this role, shown by components that have a logo slot. */
  logo?: ReactNode;
  /**
   * 'document' also themes the document root, so overlays portalled to <body> match;
   * 'subtree' themes only the children (e.g. the side-by-side Themes story).
   * @default 'document'
   */
  scope?: 'document' | 'subtree';
  children: ReactNode;
}

/** Applies a role theme as CSS variables (data-role-theme); nested providers re-theme their subtree. */
export function RoleThemeProvider({ role, logo, scope = 'document', children }: RoleThemeProviderProps) {
  useLayoutEffect(() => {
    if (scope !== 'document') return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-role-theme');
    root.setAttribute('data-role-theme', role);
    return () => {
      if (previous === null) root.removeAttribute('data-role-theme');
      else root.setAttribute('data-role-theme', previous);
    };
  }, [role, scope]);
  return (
    <RoleThemeContext.Provider value={{ role, logo }}>
      <div data-role-theme={role} style={{ display: 'contents' }}>
        {children}
      </div>
    </RoleThemeContext.Provider>
  );
}

/** The current role theme and its logo slot. */
export function useRoleTheme(): RoleThemeValue {
  return useContext(RoleThemeContext);
}
