import type { PageProps } from '../../../platform/routing';
import { Roles } from '../components/Roles';

/** 新建角色: /service/newRole, the role page opened on a new role's form. */
export function RoleEditorPage({ route }: PageProps) {
  return <Roles key={route.id} route={route} startNew />;
}

export default RoleEditorPage;
