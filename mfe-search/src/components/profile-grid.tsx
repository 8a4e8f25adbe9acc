import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { ProfileCard } from './profile-card';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
`;

interface ProfileGridProps {
  label: string;
  profiles: ProfileSummary[];
  /** Buttons under a card (the match finder's like). */
  renderActions?: (profile: ProfileSummary) => ReactNode;
}

/** A labelled grid of profile cards. */
export function ProfileGrid({ label, profiles, renderActions }: ProfileGridProps) {
  const intl = useIntl();
  if (profiles.length === 0) return null;
  return (
    <List aria-label={label} lang={intl.locale}>
      {profiles.map((profile) => (
        <ProfileCard key={profile.id} profile={profile}>
          {renderActions?.(profile)}
        </ProfileCard>
      ))}
    </List>
  );
}
