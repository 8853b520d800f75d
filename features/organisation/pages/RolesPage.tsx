import type { PageProps } from '../../../platform/routing';
import { Roles } from '../components/Roles';

/** 角色管理: /account/role, /service/role and /service/rolePermission (?id= a role). */
export function RolesPage({ route }: PageProps) {
  return <Roles key={route.id} route={route} />;
}

export default RolesPage;
