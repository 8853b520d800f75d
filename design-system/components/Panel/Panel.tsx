import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { panelTokens as t } from './tokens';

const Section = styled.section`
  padding: ${t.padding};
  background: ${t.background};
  border-radius: ${t.radius};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.headGap};
  min-height: ${t.headMinHeight};
  margin-bottom: ${t.headMarginBottom};
`;

const Title = styled.h2`
  margin: 0;
  color: ${t.titleColor};
  font-size: ${t.titleSize};
  font-weight: ${t.titleWeight};
`;

const Extra = styled.div`
  color: ${t.extraColor};
  font-size: ${t.extraSize};
`;

export interface PanelProps {
  /** The panel's heading; it also names the region for assistive technology. */
  title: ReactNode;
  /** Content at the right of the title (a summary line). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled white block of a page (a region named by its title), e.g. the panels of the home pages. */
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
