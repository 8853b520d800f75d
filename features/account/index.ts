// The account: signing in and out, the user menu, passwords (change, forgotten). Pages are registered by the app
// from ./pages (each its own chunk).
export { UserMenu } from './components/UserMenu';
export { useSignOut } from './hooks/useSignOut';
// The agency account list (spec 01 §7) and the password hash, for the staff pages (features/organisation) and for
// whom enterprises are assigned to (features/enterprises).
export { useGetAgencyAccountListQuery } from './api';
export type { AgencyAccount } from './api';
export { hashPassword } from './rules/passwordHash';
