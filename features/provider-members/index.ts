// The provider's members, agencies, applications to review and service packages (docs/organisation/enterprises-members.md).
// Pages are registered by the app from ./pages.
export { agencyDetailPath, checkDetailsPath, memberInfoPath } from './rules/applications';
export { RENEWAL_THRESHOLD_DAYS, remainTier } from './rules/servicePackage';
