import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Empty, space, vars } from '../../design-system';
import { isChunkLoadError } from '../../platform/config';

const Section = styled.section`
  padding: ${space[8]} ${space[6]};
  background: ${vars.colorSurface};
  min-height: 100%;
`;

/** True for a route's code that failed to load: our ChunkLoadError, or the bundler's own failure message. */
export function isChunkFailure(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed/i.test(message);
}

export interface RouteErrorPageProps {
  /** What went wrong (the route error boundary passes what it caught): a chunk failure asks for a reload. */
  error: unknown;
  /** Reloads the page. @default () => window.location.reload() */
  reload?: () => void;
}

/**
 * The router's error page: a route's chunk that failed (or took over 120 s, spec 01 §9) asks for a reload;
 * any other error says so and offers the same way out.
 */
export function RouteErrorPage({ error, reload = () => window.location.reload() }: RouteErrorPageProps) {
  const { t } = useTranslation('routes');
  const chunk = isChunkFailure(error);
  return (
    <Section role="alert">
      <Empty
        title={t(chunk ? 'routeError.chunkTitle' : 'routeError.title')}
        description={t(chunk ? 'routeError.chunkDescription' : 'routeError.description')}
        action={
          <Button variant="primary" onPress={reload}>
            {t('routeError.reload')}
          </Button>
        }
      />
    </Section>
  );
}
