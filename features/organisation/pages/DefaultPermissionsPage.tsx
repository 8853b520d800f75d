import type { PageProps } from '../../../platform/routing';
import { DefaultPermissions } from '../components/DefaultPermissions';

/** 默认权限: /service/defaultPermission. */
export function DefaultPermissionsPage({ route }: PageProps) {
  return <DefaultPermissions key={route.id} route={route} />;
}

export default DefaultPermissionsPage;
