import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, siteText, useGetSettingsQuery, useSession, Navigate } from '@dating/shared-kit';
import { HomeHero } from './home-hero';

// Below the fold: its own chunk, so neither the home page's first render nor any other route pays for it.
const HomeSections = lazy(() => import('./home-sections'));

/** Holds the sections' height while their chunk arrives, so the footer does not jump. */
const SectionsPlaceholder = styled.div`
  min-height: 100vh;
`;

/** The home page (route index) for visitors: what the site is and the way in. Members go to search. */
export function HomePage() {
  const intl = useIntl();
  const { user } = useSession();
  const { data: settings } = useGetSettingsQuery();
  // The operator's title and description are written in the site's language; other locales get ours.
  const language = settings?.domain_language;
  const title = siteText(language, intl.locale, settings?.index_title, intl.formatMessage({ id: 'shell.page.index.title' }));
  const intro = siteText(language, intl.locale, settings?.description, intl.formatMessage({ id: 'shell.page.index.intro' }));
  if (user) return <Navigate to="/members" replace />;
  return (
    <PageFrame app="shell" routeId="index" title={title} description={intro}>
      <HomeHero intro={intro} />
      <Suspense fallback={<SectionsPlaceholder />}>
        <HomeSections />
      </Suspense>
    </PageFrame>
  );
}
