import { useGetAgencyAccountListQuery } from '../../account';
import { STAFF_PAGE_SIZE } from '../rules/managed';

/**
 * The staff accounts of the signed-in organisation, to assign enterprises to: the agency account list of spec 01 §7
 * (GET /v1/account/account/list, pageNum/pageSize 99999), read whole once per page.
 */
export function useStaffList() {
  const query = useGetAgencyAccountListQuery({ pageNum: 1, pageSize: STAFF_PAGE_SIZE });
  return { list: query.data?.data.list ?? [], query };
}
