import type { PageProps } from '../../../platform/routing';
import { TaxBureauOverview } from '../components/TaxBureauOverview';

/** 电子税局 of the member and agency areas (spec 01 §2 TaxBureau). */
export function TaxBureauOverviewPage({ route }: PageProps) {
  return <TaxBureauOverview key={route.id} route={route} />;
}

export default TaxBureauOverviewPage;
