import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { fontSize, fontWeight, space, vars } from '../../../design-system';
import { selectDiskId } from '../../../platform/session';
import { SellerInfo } from './SellerInfo';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

/** /account/sellerInfo and /service/sellerInfo: the seller of the terminal chosen in the header. */
export function SellerInfoView({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['routeTitles']);
  const diskId = useSelector(selectDiskId);
  return (
    <Page>
      <Title>{t(titleKey)}</Title>
      <SellerInfo diskId={diskId} />
    </Page>
  );
}
