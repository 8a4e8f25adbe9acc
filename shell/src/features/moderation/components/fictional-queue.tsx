import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ModerationFictionalProfile } from '@dating/shared-kit';
import { useShellDecideFictionalProfileMutation } from '../api/moderation-api';
import { fictionalMessages } from '../fictional-messages';
import { moderationMessages } from '../messages';
import { Picture, Row } from './queue-parts';
import { SanctionQueue } from './sanction-queue';

const Flags = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Thumb = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** What the flaggers said, each with the photo they flagged, if it was one. */
function FlagList({ profile }: { profile: ModerationFictionalProfile }) {
  const intl = useIntl();
  return (
    <Flags aria-label={intl.formatMessage(fictionalMessages.flags)}>
      {profile.flags.map((flag) => (
        <li key={flag.id}>
          {intl.formatMessage(flag.kind === 'photo' ? fictionalMessages.aboutPhoto : fictionalMessages.aboutProfile)}
          {' · '}
          {intl.formatDate(flag.created_at, { dateStyle: 'medium' })}
          {': '}
          {flag.text ?? intl.formatMessage(fictionalMessages.noText)}
          {flag.photo ? (
            <div>
              <Thumb src={flag.photo.thumb} alt={intl.formatMessage(moderationMessages.photoOf, { name: profile.name })} />
            </div>
          ) : null}
        </li>
      ))}
    </Flags>
  );
}

/** The profile's standing, its photos and text, and every flag on it. */
function FictionalItem({ profile }: { profile: ModerationFictionalProfile }) {
  const intl = useIntl();
  const facts = [
    intl.formatMessage(fictionalMessages.memberSince, { date: intl.formatDate(profile.member_since, { dateStyle: 'medium' }) }),
    intl.formatMessage(moderationMessages.openReports, { count: profile.open_reports }),
    ...(profile.fictional ? [intl.formatMessage(fictionalMessages.declared)] : []),
    ...(profile.verified ? [intl.formatMessage(fictionalMessages.verified)] : []),
    ...(profile.banned ? [intl.formatMessage(moderationMessages.banned)] : []),
    ...(profile.suspended_until
      ? [
          intl.formatMessage(moderationMessages.suspendedUntil, {
            until: intl.formatDate(profile.suspended_until, { dateStyle: 'medium' }),
          }),
        ]
      : []),
  ];
  return (
    <>
      <p>{facts.join(' · ')}</p>
      <Row role="group" aria-label={intl.formatMessage(fictionalMessages.photos)}>
        {profile.photos.map((photo) => (
          <Picture key={photo.url} src={photo.thumb} alt={intl.formatMessage(moderationMessages.photoOf, { name: profile.name })} />
        ))}
      </Row>
      <blockquote>{profile.about || intl.formatMessage(fictionalMessages.noAbout)}</blockquote>
      <FlagList profile={profile} />
    </>
  );
}

/**
 * Profiles members flagged as fictional, most flagged first, one at a time: the profile's photos and text, how
 * new it is, and every flag on it. D dismisses all its flags, W warns, S suspends, B bans (with the reason and
 * the days chosen), J/K move: the same letters as the reports queue.
 */
export function FictionalQueue({ profiles }: { profiles: ModerationFictionalProfile[] }) {
  const intl = useIntl();
  return (
    <SanctionQueue
      items={profiles}
      useDecide={useShellDecideFictionalProfileMutation}
      firstReason="fake_profile"
      heading={(profile) =>
        intl.formatMessage(fictionalMessages.heading, { name: profile.name, age: profile.age, count: profile.flags.length })
      }
    >
      {(profile) => <FictionalItem profile={profile} />}
    </SanctionQueue>
  );
}
