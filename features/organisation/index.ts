// The organisation behind an agency or a provider (docs/organisation/staff-roles-departments.md): staff accounts,
// roles with their permissions, departments and outlets. Pages are registered by the app from ./pages.
export { flatOutlets, outletTree, pathOf, subtreeOf, moveTargets } from './rules/outlets';
export type { OutletNode, OutletRow } from './rules/outlets';
export { permTree, leafCodes } from './rules/permTree';
