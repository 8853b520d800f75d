import type { PageProps } from '../../../platform/routing';
import { StaffAccounts } from '../components/StaffAccounts';

/** 账号管理: /account/accountList and the provider's /service/userInformation. */
export function StaffAccountsPage({ route }: PageProps) {
  return <StaffAccounts key={route.id} route={route} />;
}

export default StaffAccountsPage;
