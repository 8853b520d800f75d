import type { PageProps } from '../../../platform/routing';
import { RedSheetList } from '../components/RedSheetList';

/** gulesList, fullpower/gulesList and gulesInvoice of the member, agency and provider areas (spec 01 §2). */
export function RedSheetListPage({ route }: PageProps) {
  return <RedSheetList key={route.id} route={route} />;
}

export default RedSheetListPage;
