import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Empty, space, vars } from '../../../design-system';
import { roleHome, selectSession } from '../../../platform/session';

const Section = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${space[10]} ${space[6]};
  background: ${vars.colorSurface};
`;

const Heading = styled.h1`
  margin: 0;
  font: inherit;
`;

/** The 403 page (spec 01 §6, the error catalogue's 暂无访问权限！（403）): shown instead of a page the menu does not allow. */
export function ForbiddenPage() {
  const { t } = useTranslation(['navigation', 'errors']);
  const session = useSelector(selectSession);
  const navigate = useNavigate();
  const home = roleHome(session.roleType);
  return (
    <Section data-forbidden="">
      <Empty
        title={<Heading>{t('errors:http.403', { status: 403 })}</Heading>}
        action={
          home ? (
            <Button variant="primary" onPress={() => void navigate(home)}>
              {t('navigation:forbiddenHome')}
            </Button>
          ) : undefined
        }
      />
    </Section>
  );
}
