import type { PageProps } from '../../../platform/routing';
import { DeductionCheck } from '../components/DeductionCheck';

/** deductionCheck, checkStatistics and previousPeriodQuery of the member, agency and provider areas (spec 01 §2). */
export function DeductionCheckPage({ route }: PageProps) {
  return <DeductionCheck key={route.id} route={route} />;
}

export default DeductionCheckPage;
