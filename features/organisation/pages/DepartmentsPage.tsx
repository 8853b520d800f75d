import type { PageProps } from '../../../platform/routing';
import { Departments } from '../components/Departments';

/** 部门管理 (/account/website) and 网点管理 (/service/website). */
export function DepartmentsPage({ route }: PageProps) {
  return <Departments key={route.id} route={route} />;
}

export default DepartmentsPage;
