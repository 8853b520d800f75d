import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pageFrameTokens as t } from './tokens';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.gap};
  padding: ${t.padding};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.headGap};
  flex-wrap: wrap;
`;

const Title = styled.h1`
  margin: 0;
  color: ${t.titleColor};
  font-size: ${t.titleSize};
  font-weight: ${t.titleWeight};
`;

export interface PageFrameProps {
  /** The page's heading (its h1). */
  title: ReactNode;
  /** Content at the right of the heading, e.g. the page's main action. */
  actions?: ReactNode;
  /** The page's panels. */
  children: ReactNode;
}

/** The frame of a business page: its heading (h1) with the page's actions, then its panels. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  return (
    <Page>
      <Head>
        <Title>{title}</Title>
        {actions}
      </Head>
      {children}
    </Page>
  );
}

/** A row's actions in a table cell: text buttons side by side. */
export const ActionGroup = styled.div`
  display: flex;
  gap: ${t.actionGap};
`;
