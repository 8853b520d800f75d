import { useSelector } from 'react-redux';
import { useGetAgencyAccountListQuery } from '../../account';
import { useGetOutletsQuery } from '../../config';
import { selectSession } from '../../../platform/session';
import { useGetOrgEnterprisesQuery, useGetRoleListQuery } from '../api';
import { isAdministrator } from '../rules/adminRole';

/** spec 01 §9: the agency account list is asked for in one page of 99999. */
export const ACCOUNT_PAGE_SIZE = 99999;

/** The organisation's root outlet: the session's outlet (the provider's service outlet). */
export function useOrgRoot(): string {
  const session = useSelector(selectSession);
  return (session.roleType === 2 ? session.serviceOutletId : null) ?? session.outletId ?? '';
}

/** The staff (agency account list, spec 01 §7: pageNum 1, pageSize 99999). */
export const useStaffList = () => useGetAgencyAccountListQuery({ pageNum: 1, pageSize: ACCOUNT_PAGE_SIZE });

/** The departments or outlets (spec 01 §7: GET /v1/organization/outlet/{id}?child=-1). */
export function useOutlets() {
  const root = useOrgRoot();
  return useGetOutletsQuery({ id: root, child: -1 }, { skip: root === '' });
}

export const useRoles = () => useGetRoleListQuery();
export const useOrgEnterprises = () => useGetOrgEnterprisesQuery();

/**
 * Whether the signed-in account is one of its organisation's administrators (rules/adminRole.ts): its row in the staff
 * list, with the roles. False while either is on its way (the backend decides again).
 */
export function useIsAdministrator(): boolean {
  const uid = useSelector(selectSession).uid;
  const staff = useStaffList();
  const roles = useRoles();
  const me = staff.data?.data.list.find((s) => s.uid === uid);
  return isAdministrator(me, roles.data?.data ?? []);
}
