// The tax-bureau logins of every terminal at a glance (电子税局), and the dialogs that fix a terminal's login or face
// scan (the existing ones of features/tax-bureau and features/face-scan, chained), for the pages that need them.
export { TaxBureauOverview } from './components/TaxBureauOverview';
export { LoginFixDialogs } from './components/LoginFixDialogs';
export type { LoginFixDialogsProps, LoginFixKind, LoginFixTerminal } from './components/LoginFixDialogs';
export { dropOf, TAX_LOGIN_DROP_BIZ } from './rules/overview';
