// The enterprises an agency or provider serves (enterpriseManage, enterpriseList, addEnterprise): their paths and
// the staff filter's values. Pure.
import type { Area } from '../../../platform/routing';

/** The staff filter: every enterprise, or those no staff serves. */
export const STAFF_ALL = 'all';
export const STAFF_NONE = 'none';

/** 新增企业 of the area (the root /enterpriseList is the provider's, spec 01 §2 'Other paths') (spec 01 §2: /account/addEnterprise, /service/addEnterprise). */
export const addEnterprisePath = (area: Area) => (area === 'account' ? '/account/addEnterprise' : '/service/addEnterprise');

/** The area's enterprise list, searched for `key` when given (the provider's menu leads to enterpriseList). */
export function managedListPath(area: Area, key?: string): string {
  const path = area === 'account' ? '/account/enterpriseManage' : '/service/enterpriseList';
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}

/** spec 01 §9: the agency account list is read whole (page size 99999). */
export const STAFF_PAGE_SIZE = 99999;
