import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontSize, fontWeight, space, vars } from '../../../design-system';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]} ${space[6]} ${space[6]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  flex-wrap: wrap;
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.medium};
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${space[1]};
`;

/** The frame of a library page: a heading with its actions, then the content. */
export function LibraryFrame({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
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
