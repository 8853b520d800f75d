import type { PageProps } from '../../../platform/routing';
import { TaxReturns } from '../components/TaxReturns';

/** taxReturns of the member and agency areas (issue 12 §5). */
export function TaxReturnsPage({ route }: PageProps) {
  return <TaxReturns key={route.id} route={route} />;
}

export default TaxReturnsPage;
