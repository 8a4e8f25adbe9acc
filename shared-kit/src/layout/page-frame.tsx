import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { announcePage, registerPageHeading, takeRouteFocus } from './route-focus';
import { setMetaDescription } from './page-meta';
import { kitMessages } from '../ui/kit-messages';

const Frame = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  /* Focused by script after navigation only; a ring there would look like a control. */
  &:focus {
    outline: none;
  }
`;

export interface PageFrameProps {
  /** The app that rendered this page, for tests, monitoring and support screenshots. */
  app: string;
  /** The route id. */
  routeId: string;
  title: string;
  /** The page's meta description; by default the title followed by the site's tagline. */
  description?: string;
  /** Build label of the app, so a swapped remote build is visible in the DOM. */
  build?: string;
  children?: ReactNode;
}

/** The frame of one page: a labelled region with its title and a slot for the page's content. */
export function PageFrame({ app, routeId, title, description, build, children }: PageFrameProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const intl = useIntl();
  const metaDescription =
    description ??
    intl.formatMessage(
      // react-intl infers no values from defineMessages' literal types; the placeholder is {title}.
      kitMessages.pageDescription as MessageDescriptor,
      { title },
    );
  useEffect(() => {
    document.title = title;
    setMetaDescription(metaDescription);
  }, [title, metaDescription]);
  useEffect(() => (heading.current ? registerPageHeading(heading.current) : undefined), []);
  // After a navigation the new page's heading takes focus, so keyboard and screen-reader users start there.
  // Checked on every commit (no deps): the page may be new, or the same page under a new URL.
  useEffect(() => {
    if (!takeRouteFocus()) return;
    heading.current?.focus();
    announcePage(title);
  });
  return (
    <Frame aria-labelledby={titleId} data-app={app} data-route-id={routeId} data-build={build}>
      <Title id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Frame>
  );
}
