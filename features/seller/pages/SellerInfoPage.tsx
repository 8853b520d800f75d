import type { PageProps } from '../../../platform/routing';
import { SellerInfoView } from '../components/SellerInfoView';

/** /account/sellerInfo, /service/sellerInfo (spec 01 §2; the member's is the seller tab of /member/terminal). */
export function SellerInfoPage({ route }: PageProps) {
  return <SellerInfoView titleKey={route.titleKey} />;
}

export default SellerInfoPage;
