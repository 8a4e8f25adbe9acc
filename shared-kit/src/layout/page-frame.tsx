import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import styled from 'styled-components';

const Frame = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export interface PageFrameProps {
  /** The app that rendered this page, for tests, monitoring and support screenshots. */
  app: string;
  /** The route id of spec section 2. */
  routeId: string;
  title: string;
  /** Build label of the app, so a swapped remote build is visible in the DOM. */
  build?: string;
  children?: ReactNode;
}

/** The frame of one page: a labelled region with its title and a slot for the page's content. */
export function PageFrame({ app, routeId, title, build, children }: PageFrameProps) {
  const titleId = useId();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Frame aria-labelledby={titleId} data-app={app} data-route-id={routeId} data-build={build}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Frame>
  );
}
