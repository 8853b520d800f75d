import type { PageProps } from '../../../platform/routing';
import { TaxReturns } from '../components/TaxReturns';

/** taxReturns of the member and agency areas (spec 01 §2). */
export function TaxReturnsPage({ route }: PageProps) {
  return <TaxReturns key={route.id} route={route} />;
}

export default TaxReturnsPage;
