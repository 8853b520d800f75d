import type { PageProps } from '../../../platform/routing';
import { DiskList } from '../components/DiskList';

/** 税盘列表 (/service/taxList): every tax disk the provider hosts. */
export function DiskListPage({ route }: PageProps) {
  return <DiskList route={route} />;
}

export default DiskListPage;
