// The account: signing in and out, the user menu, passwords (change, forgotten). Pages are registered by the app
// from ./pages (each its own chunk).
export { UserMenu } from './components/UserMenu';
export { useSignOut } from './hooks/useSignOut';
// The agency account list (spec 01 §7), whom enterprises are assigned to (features/enterprises).
export { useGetAgencyAccountListQuery, type AgencyAccount } from './api';
