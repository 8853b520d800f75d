import type { PageProps } from '../../../platform/routing';
import { NegativeIssue } from '../components/NegativeIssue';

/** negative and fullpower/negative: reversing an issued blue invoice in full or in part (负数发票开具). */
export function NegativeIssuePage({ route }: PageProps) {
  return <NegativeIssue key={route.id} route={route} />;
}

export default NegativeIssuePage;
