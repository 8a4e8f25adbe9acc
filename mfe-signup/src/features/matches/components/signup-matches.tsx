import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Avatar, Button, Spinner } from '@dating/shared-kit/ui';
import { HeartIcon, useKitLikeMutation, useSession, Link } from '@dating/shared-kit';
import type { OwnProfile, ProfileSummary } from '@dating/shared-kit';
import { useSignupGetMatchesQuery, useSignupGetProfileQuery } from '../../signup/api/signup-api';
import { matchesMessages } from '../messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.smPlus};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  min-width: 0;
`;

/** The gender the member looks for, from gender and sexuality (signup stores looking_for as sexuality). */
function soughtGender(profile: OwnProfile | undefined): 'male' | 'female' | undefined {
  if (!profile || profile.sexuality === 'bi') return undefined;
  const same = profile.sexuality === 'gay' || profile.sexuality === 'lesbian';
  if (same) return profile.gender;
  return profile.gender === 'male' ? 'female' : 'male';
}

function MatchItem({ profile }: { profile: ProfileSummary }) {
  const intl = useIntl();
  const [like, { isLoading, isError }] = useKitLikeMutation();
  const [liked, setLiked] = useState(false);
  return (
    <Item>
      <Link to={`/members/${profile.id}`}>
        <Avatar name={profile.name} src={profile.main_image?.thumb} size="xl" alt="" />
        <div>{profile.name}, {profile.age}</div>
      </Link>
      <Button
        size="sm"
        icon={<HeartIcon />}
        aria-pressed={liked}
        disabled={liked}
        loading={isLoading}
        onClick={() => void like({ profileId: profile.id, source: 'profile' }).unwrap().then(() => setLiked(true), () => undefined)}
      >
        {liked ? intl.formatMessage(matchesMessages.liked) : intl.formatMessage(matchesMessages.like, { name: profile.name })}
      </Button>
      {isError && <Alert tone="danger">{intl.formatMessage(matchesMessages.likeFailed)}</Alert>}
    </Item>
  );
}

/** /signup-matches: members who fit the new member (the gender they look for), each with a like. */
export function SignupMatches() {
  const intl = useIntl();
  const { user } = useSession();
  const { data: own, isLoading: ownLoading } = useSignupGetProfileQuery(undefined, { skip: !user });
  const { data, isLoading } = useSignupGetMatchesQuery({ gender: soughtGender(own?.profile) }, { skip: ownLoading });
  if (isLoading || ownLoading) return <Spinner />;
  const profiles = data?.profiles ?? [];
  return (
    <>
      {profiles.length === 0 ? <p>{intl.formatMessage(matchesMessages.empty)}</p> : (
        <List>
          {profiles.map((profile) => <MatchItem key={profile.id} profile={profile} />)}
        </List>
      )}
      <Button as={Link} to="/members" variant="secondary">{intl.formatMessage(matchesMessages.toMembers)}</Button>
    </>
  );
}
