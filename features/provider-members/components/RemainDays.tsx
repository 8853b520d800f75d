import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '../../../design-system';
import { remainTier } from '../rules/servicePackage';

const Due = styled.span`
  color: ${vars.colorDangerText};
`;

export interface RemainDaysProps {
  /** Days left (spec 01 §3 remain). */
  remain: number;
  /** The server's name of the state, shown at 0 (spec 01 §4). */
  stateName: string;
}

/** Days left of a package (spec 01 §4): 30 or more plainly, under 30 in red with a renew prompt, 0 the state's name. */
export function RemainDays({ remain, stateName }: RemainDaysProps) {
  const { t } = useTranslation('providerMembers');
  const tier = remainTier(remain);
  if (tier === 'ended') return <Due>{stateName}</Due>;
  if (tier === 'due') return <Due>{t('service.remainDue', { count: remain })}</Due>;
  return <span>{t('service.remain', { count: remain })}</span>;
}
