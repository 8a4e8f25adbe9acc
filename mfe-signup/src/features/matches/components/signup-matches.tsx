import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Button, MemberCard, memberGridColumns, Spinner } from '@dating/shared-kit/ui';
import { useKitGetMembersQuery, useKitLikeMutation, useKitUnlikeMutation, useSession, Link } from '@dating/shared-kit';
import type { MemberCardProfile, OwnProfile } from '@dating/shared-kit';
import { useKitGetOwnProfileQuery } from '@dating/shared-kit/account-api';
import { signupMatchesQuery } from '../../../shared/api/signup-matches-query';
import { matchesMessages } from '../messages';

/** The search's grid (DESIGN "Search"). */
const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  ${memberGridColumns}
`;

/** The gender the member looks for, from gender and sexuality (signup stores looking_for as sexuality). */
function soughtGender(profile: OwnProfile | undefined): 'male' | 'female' | undefined {
  if (!profile || profile.sexuality === 'bi') return undefined;
  const same = profile.sexuality === 'gay' || profile.sexuality === 'lesbian';
  if (same) return profile.gender;
  return profile.gender === 'male' ? 'female' : 'male';
}

/** The hearts of the cards: which members are liked here, which request runs, and whether the last one failed. */
function useHearts() {
  const [like] = useKitLikeMutation();
  const [unlike] = useKitUnlikeMutation();
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = (profile: MemberCardProfile) => {
    const wasLiked = liked.has(profile.id);
    setBusy(profile.id);
    setFailed(false);
    const request = wasLiked ? unlike(profile.id) : like({ profileId: profile.id, source: 'profile' });
    void request
      .unwrap()
      .then(
        () =>
          setLiked((current) => {
            const next = new Set(current);
            if (wasLiked) next.delete(profile.id);
            else next.add(profile.id);
            return next;
          }),
        () => setFailed(true),
      )
      .finally(() => setBusy(null));
  };
  return { liked, busy, failed, toggle };
}

/**
 * /signup-matches: members who fit the new member (the gender they look for) as the search's photo cards,
 * each with one heart that likes (and takes the like back).
 */
export function SignupMatches() {
  const intl = useIntl();
  const { user } = useSession();
  const { data: own, isLoading: ownLoading } = useKitGetOwnProfileQuery(undefined, { skip: !user });
  const { data, isLoading } = useKitGetMembersQuery(signupMatchesQuery(soughtGender(own?.profile)), { skip: ownLoading });
  const hearts = useHearts();
  if (isLoading || ownLoading) return <Spinner />;
  const profiles = data?.profiles ?? [];
  return (
    <>
      {profiles.length === 0 ? (
        <p>{intl.formatMessage(matchesMessages.empty)}</p>
      ) : (
        // Names are the members' own; lang lets the browser hyphenate them as the page's language.
        <Cards lang={intl.locale}>
          {profiles.map((profile, index) => (
            <MemberCard
              key={profile.id}
              profile={profile}
              priority={index < 4}
              liked={hearts.liked.has(profile.id)}
              likeBusy={hearts.busy === profile.id}
              onToggleLike={hearts.toggle}
            />
          ))}
        </Cards>
      )}
      {hearts.failed && <Alert tone="danger">{intl.formatMessage(matchesMessages.likeFailed)}</Alert>}
      <Button as={Link} to="/members" variant="secondary">
        {intl.formatMessage(matchesMessages.toMembers)}
      </Button>
    </>
  );
}
