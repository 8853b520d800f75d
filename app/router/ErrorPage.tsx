import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Empty, space, vars } from '../../design-system';
import { loginPathFor, roleHome, selectSession } from '../../platform/session';
import type { PageProps } from './';

const Heading = styled.h1`
  margin: 0;
  font: inherit;
`;

const Section = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${space[10]} ${space[6]};
  background: ${vars.colorSurface};
`;

/** /error (spec 02 §2.2: page not found): says so and offers the way home, or to sign-in when signed out. */
export function ErrorPage({ route }: PageProps) {
  const { t } = useTranslation('home');
  const { t: tr } = useTranslation('routes');
  const session = useSelector(selectSession);
  const navigate = useNavigate();
  const home = session.token ? roleHome(session.roleType) : undefined;
  return (
    <Section>
      <Empty
        title={<Heading>{tr(route.titleKey)}</Heading>}
        description={t('error.description')}
        action={
          <Button variant="primary" onPress={() => void navigate(home ?? loginPathFor(session))}>
            {home ? t('error.home') : t('error.login')}
          </Button>
        }
      />
    </Section>
  );
}

export default ErrorPage;
