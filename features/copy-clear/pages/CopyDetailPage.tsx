import type { PageProps } from '../../../platform/routing';
import { CopyDetail } from '../components/CopyDetail';

/** 抄报详情 of the agency and provider areas (spec 01 §2 copyDetail). */
export function CopyDetailPage({ route }: PageProps) {
  return <CopyDetail key={route.id} route={route} />;
}

export default CopyDetailPage;
