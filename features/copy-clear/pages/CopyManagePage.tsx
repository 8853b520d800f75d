import type { PageProps } from '../../../platform/routing';
import { CopyManage } from '../components/CopyManage';

/** 抄报管理, 清卡 and 抄报清卡 of the agency and provider areas (spec 01 §2 copyManage, clearcard, copyclearcard). */
export function CopyManagePage({ route }: PageProps) {
  return <CopyManage key={route.id} route={route} />;
}

export default CopyManagePage;
