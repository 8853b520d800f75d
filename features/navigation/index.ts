// The navigation's public face: the side navigation, the allowed-path check around the page, the 403 page, the
// permission hook, and the rules (menu mapping, allowed paths, scene).
export { SideNavigation } from './components/SideNavigation';
export type { SideNavigationProps } from './components/SideNavigation';
export { NavigationGate } from './components/NavigationGate';
export type { NavigationGateProps } from './components/NavigationGate';
export { ForbiddenPage } from './components/ForbiddenPage';
export { useNavMenu } from './hooks/useNavMenu';
export type { NavMenuResult } from './hooks/useNavMenu';
export { usePermission, usePageAccess } from './hooks/usePermission';
export type { Permission, PageAccess } from './hooks/usePermission';
export { PermissionNote } from './components/PermissionNote';
export { loadNavCollapsed, saveNavCollapsed } from './preference';
export * from './rules';
