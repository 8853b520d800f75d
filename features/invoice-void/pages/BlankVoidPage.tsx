import type { PageProps } from '../../../platform/routing';
import { BlankVoid } from '../components/BlankVoid';

/** invalid (空白发票作废) of the member and agency areas (spec 01 §2). */
export function BlankVoidPage({ route }: PageProps) {
  return <BlankVoid route={route} />;
}

export default BlankVoidPage;
