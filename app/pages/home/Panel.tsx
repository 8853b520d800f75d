import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { fontSize, fontWeight, space, vars } from '../../../design-system';

const Section = styled.section`
  padding: ${space[4]} ${space[6]} ${space[6]};
  background: ${vars.colorSurface};
  border-radius: 4px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  min-height: 32px;
  margin-bottom: ${space[3]};
`;

const Title = styled.h2`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
`;

const Extra = styled.div`
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.md};
`;

export interface PanelProps {
  title: ReactNode;
  /** Content at the right of the title (a summary line). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled white block of a home page (a region named by its title). */
export function Panel({ title, extra, children }: PanelProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Head>
        <Title id={id}>{title}</Title>
        {extra ? <Extra>{extra}</Extra> : null}
      </Head>
      {children}
    </Section>
  );
}
