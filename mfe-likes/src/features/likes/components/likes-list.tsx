import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { LikeCard, type LikeCardProps } from './like-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
`;

export interface LikesListEntry {
  profile: ProfileSummary;
  match: boolean;
  isNew?: boolean;
  action: LikeCardProps['action'];
}

interface LikesListProps {
  label: string;
  entries: LikesListEntry[];
  busyId: number | null;
  onLikeBack: (profile: ProfileSummary) => void;
  onUnlike: (profile: ProfileSummary) => void;
}

/** The cards of one tab, as a labelled list. */
export function LikesList({ label, entries, busyId, onLikeBack, onUnlike }: LikesListProps) {
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <LikeCard
          key={entry.profile.id}
          {...entry}
          busy={busyId === entry.profile.id}
          onLikeBack={onLikeBack}
          onUnlike={onUnlike}
        />
      ))}
    </List>
  );
}
