// Enterprises: the member's own (企业信息) and those an agency or provider serves (企业管理, 新增企业), assigned to
// staff (docs/organisation/enterprises-members.md). Pages are registered by the app from ./pages.
export { QueryState, type QueryStateProps } from './components/QueryState';
export { enterpriseFormPath, enterpriseInfoPath, OWN_ENTERPRISES_PATH } from './rules/enterpriseForm';
export { addEnterprisePath, managedListPath } from './rules/managed';
