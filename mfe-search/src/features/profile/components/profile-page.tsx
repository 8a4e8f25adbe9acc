import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorOf, PageFrame } from '@dating/shared-kit';
import type { MemberProfile } from '@dating/shared-kit';
import { Alert, LoginPrompt, Spinner } from '@dating/shared-kit/ui';
import { ProfileGrid } from '../../../components/profile-grid';
import { useSearchGetMemberProfileQuery } from '../api/get-member-profile';
import { profileMessages } from '../profile-messages';
import { CamResell } from './cam-resell';
import { FictionalWarning } from './fictional-warning';
import { PhotoGallery } from './photo-gallery';
import { ProfileActions } from './profile-actions';
import { ProfileFields } from './profile-fields';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(240px, 1fr) 2fr;
  }
`;

const About = styled.p`
  /* The member's line breaks matter; the text is never parsed as HTML. */
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The profile view (route members-id). */
export function ProfilePage({ routeId, fallbackTitle }: { routeId: string; fallbackTitle: string }) {
  const intl = useIntl();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useSearchGetMemberProfileQuery(id, { skip: !valid });
  const profile = query.data?.profile;
  const { status, code } = apiErrorOf(query.error) ?? {};
  return (
    <PageFrame app="mfe-search" routeId={routeId} build={__BUILD_LABEL__} title={profile?.name ?? fallbackTitle}>
      {query.isLoading && <Spinner />}
      {(!valid || status === 404) && (
        <Alert tone="info">
          <p>{intl.formatMessage(profileMessages.notFound)}</p>
          <Link to="/members">{intl.formatMessage(profileMessages.backToSearch)}</Link>
        </Alert>
      )}
      {status === 403 && code === 'authentication_required' && (
        <LoginPrompt message={intl.formatMessage(profileMessages.loginToView)} />
      )}
      {query.isError && status !== 404 && status !== 403 && (
        <Alert tone="danger">{intl.formatMessage(profileMessages.error)}</Alert>
      )}
      {profile && !query.isError && <ProfileView profile={profile} />}
    </PageFrame>
  );
}

function ProfileView({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const place = [profile.region, intl.formatDisplayName(profile.country, { type: 'region' }) ?? profile.country]
    .filter(Boolean)
    .join(', ');
  const summary = <p>{intl.formatMessage(profileMessages.ageRegion, { age: profile.age, place })}</p>;
  if (profile.blocked) {
    return (
      <>
        {summary}
        <ProfileActions profile={profile} />
      </>
    );
  }
  return (
    <>
      <Layout>
        <PhotoGallery profile={profile} />
        <div>
          {summary}
          {profile.fictional && <FictionalWarning text={profile.fictional_warning} />}
          <ProfileActions profile={profile} />
          {profile.viewer !== 'self' && <CamResell id={profile.id} name={profile.name} />}
          {profile.about && (
            <section aria-labelledby="profile-about-heading">
              <h2 id="profile-about-heading">{intl.formatMessage(profileMessages.aboutHeading, { name: profile.name })}</h2>
              <About>{profile.about}</About>
            </section>
          )}
          <ProfileFields profile={profile} />
        </div>
      </Layout>
      {profile.related.length > 0 && (
        <section aria-labelledby="profile-related-heading">
          <h2 id="profile-related-heading">{intl.formatMessage(profileMessages.relatedHeading)}</h2>
          {profile.related.some((related) => related.fictional) && (
            <FictionalWarning plural />
          )}
          <ProfileGrid label={intl.formatMessage(profileMessages.relatedHeading)} profiles={profile.related} />
        </section>
      )}
    </>
  );
}
