import type { PageProps } from '../../../platform/routing';
import { RedSheetApply } from '../components/RedSheetApply';

/** gules and fullpower/gules: applying for a red-letter sheet against a blue invoice (spec 01 §2). */
export function RedSheetApplyPage({ route }: PageProps) {
  return <RedSheetApply key={route.id} route={route} />;
}

export default RedSheetApplyPage;
