import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import styled from 'styled-components';
import type { MemberProfile } from '@dating/shared-kit';
import { Button, VerifiedBadge } from '@dating/shared-kit/ui';
import { MemberGrid } from '../../../components/member-grid';
import { useCardLikes } from '../../../components/use-card-likes';
import { useWideLayout } from '../../../hooks/use-wide-layout';
import { profileMessages } from '../profile-messages';
import { CamResell } from './cam-resell';
import { FictionalWarning } from './fictional-warning';
import { PhotoGallery } from './photo-gallery';
import { ProfileActionBar } from './profile-action-bar';
import { DetailsColumn, GalleryColumn, ProfileLayout } from './profile-layout';
import { ProfileFields } from './profile-fields';
import { RelationStatus } from './relation-status';
import { UnblockButton } from './unblock-button';

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;
`;

const About = styled.p`
  /* The member's line breaks matter; the text is never parsed as HTML. */
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A loaded profile: gallery, details and actions, related profiles. */
export function ProfileView({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const wide = useWideLayout();
  const hearts = useCardLikes('profile');
  const place = [profile.region, intl.formatDisplayName(profile.country, { type: 'region' }) ?? profile.country].filter(Boolean).join(', ');
  const summary = (
    <Summary>
      {intl.formatMessage(profileMessages.ageRegion, { age: profile.age, place })} {profile.verified && <VerifiedBadge />}
    </Summary>
  );
  if (profile.blocked) {
    return (
      <>
        {summary}
        <RelationStatus profile={profile} />
        <UnblockButton profile={profile} />
      </>
    );
  }
  const self = profile.viewer === 'self';
  // On phones the bar comes last, so it stays stuck to the bottom while the whole profile scrolls by.
  const actions = self ? (
    <Button as={Link} to="/profile" variant="secondary">
      {intl.formatMessage(profileMessages.editOwn)}
    </Button>
  ) : (
    <ProfileActionBar profile={profile} />
  );
  return (
    <>
      <ProfileLayout>
        <GalleryColumn>
          <PhotoGallery profile={profile} />
        </GalleryColumn>
        <DetailsColumn>
          {summary}
          {profile.fictional && <FictionalWarning text={profile.fictional_warning} />}
          <RelationStatus profile={profile} />
          {(wide || self) && actions}
          {!self && <CamResell id={profile.id} name={profile.name} />}
          {profile.about && (
            <section aria-labelledby="profile-about-heading">
              <h2 id="profile-about-heading">{intl.formatMessage(profileMessages.aboutHeading, { name: profile.name })}</h2>
              <About>{profile.about}</About>
            </section>
          )}
          <ProfileFields profile={profile} />
        </DetailsColumn>
      </ProfileLayout>
      {profile.related.length > 0 && (
        <section aria-labelledby="profile-related-heading">
          <h2 id="profile-related-heading">{intl.formatMessage(profileMessages.relatedHeading)}</h2>
          {profile.related.some((related) => related.fictional) && <FictionalWarning plural />}
          <MemberGrid layout="row" label={intl.formatMessage(profileMessages.relatedHeading)} profiles={profile.related} hearts={hearts} />
        </section>
      )}
      {!wide && !self && actions}
    </>
  );
}
