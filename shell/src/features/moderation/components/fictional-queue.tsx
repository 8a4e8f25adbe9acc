import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ModerationFictionalProfile, SanctionReason } from '@dating/shared-kit';
import { Button, Select } from '@dating/shared-kit/ui';
import { useShellDecideFictionalProfileMutation } from '../api/moderation-api';
import { useReviewQueue } from '../lib/use-review-queue';
import { fictionalMessages } from '../fictional-messages';
import { moderationMessages, sanctionReasonMessages, sanctionReasons } from '../messages';
import { QueueFailure, QueueHeader, QueueMoves, QueueNote } from './queue-controls';
import { Panel, Picture, Row } from './queue-parts';

type Action = 'dismiss' | 'warn' | 'suspend' | 'ban';
const SUSPENSION_DAYS = [1, 3, 7, 30, 90, 365] as const;

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

/**
 * Profiles members flagged as fictional, most flagged first, one at a time: the profile's photos and text, how
 * new it is, and every flag on it. D dismisses all its flags, W warns, S suspends, B bans (with the reason and
 * the days chosen), J/K move: the same letters as the reports queue.
 */
export function FictionalQueue({ profiles }: { profiles: ModerationFictionalProfile[] }) {
  const intl = useIntl();
  const [reason, setReason] = useState<SanctionReason>('fake_profile');
  const [days, setDays] = useState<number>(7);
  const [decideProfile, { isLoading, error }] = useShellDecideFictionalProfileMutation();
  const queue = useReviewQueue<ModerationFictionalProfile, Action>({
    items: profiles,
    shortcuts: { d: 'dismiss', w: 'warn', s: 'suspend', b: 'ban' },
    busy: isLoading,
    send: (profile, action, note) =>
      decideProfile({
        id: profile.id,
        action,
        ...(action === 'dismiss' ? {} : { reason }),
        ...(action === 'suspend' ? { days } : {}),
        ...(note ? { note } : {}),
      }),
  });
  const { current, decide } = queue;
  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  const heading = intl.formatMessage(fictionalMessages.heading, {
    name: current.name,
    age: current.age,
    count: current.flags.length,
  });
  const facts = [
    intl.formatMessage(fictionalMessages.memberSince, { date: intl.formatDate(current.member_since, { dateStyle: 'medium' }) }),
    intl.formatMessage(moderationMessages.openReports, { count: current.open_reports }),
    ...(current.fictional ? [intl.formatMessage(fictionalMessages.declared)] : []),
    ...(current.verified ? [intl.formatMessage(fictionalMessages.verified)] : []),
    ...(current.banned ? [intl.formatMessage(moderationMessages.banned)] : []),
    ...(current.suspended_until
      ? [
          intl.formatMessage(moderationMessages.suspendedUntil, {
            until: intl.formatDate(current.suspended_until, { dateStyle: 'medium' }),
          }),
        ]
      : []),
  ];
  return (
    <Panel aria-label={heading}>
      <QueueHeader queue={queue} total={profiles.length} shortcuts={moderationMessages.shortcutsReports} />
      <h2>{heading}</h2>
      <p>{facts.join(' · ')}</p>
      <Row role="group" aria-label={intl.formatMessage(fictionalMessages.photos)}>
        {current.photos.map((photo) => (
          <Picture key={photo.url} src={photo.thumb} alt={intl.formatMessage(moderationMessages.photoOf, { name: current.name })} />
        ))}
      </Row>
      <blockquote>{current.about || intl.formatMessage(fictionalMessages.noAbout)}</blockquote>
      <FlagList profile={current} />
      <Row>
        <Select
          label={intl.formatMessage(moderationMessages.reason)}
          value={reason}
          onChange={(event) => setReason(event.target.value as SanctionReason)}
        >
          {sanctionReasons.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(sanctionReasonMessages[value])}
            </option>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(moderationMessages.days)}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {SUSPENSION_DAYS.map((value) => (
            <option key={value} value={value}>
              {intl.formatNumber(value)}
            </option>
          ))}
        </Select>
        <QueueNote queue={queue} />
      </Row>
      <QueueFailure error={error} />
      <Row>
        <Button variant="secondary" loading={isLoading} onClick={() => decide('dismiss')}>
          {intl.formatMessage(moderationMessages.dismiss)}
        </Button>
        <Button variant="secondary" disabled={isLoading} onClick={() => decide('warn')}>
          {intl.formatMessage(moderationMessages.warn)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => decide('suspend')}>
          {intl.formatMessage(moderationMessages.suspend)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => decide('ban')}>
          {intl.formatMessage(moderationMessages.ban)}
        </Button>
        <QueueMoves queue={queue} variant="ghost" />
      </Row>
    </Panel>
  );
}
