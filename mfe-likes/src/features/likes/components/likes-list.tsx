import { useIntl } from 'react-intl';
import type { ProfileSummary } from '@dating/shared-kit';
import { LikeCard } from './like-card';
import { CardGrid } from './likes-styles';

export interface LikesListEntry {
  profile: ProfileSummary;
  match: boolean;
  isNew?: boolean;
  liked: boolean;
}

interface LikesListProps {
  label: string;
  entries: LikesListEntry[];
  busyId: number | null;
  onLikeBack: (profile: ProfileSummary) => void;
  onUnlike: (profile: ProfileSummary) => void;
}

/** The cards of one view, as a labelled list in the member grid. */
export function LikesList({ label, entries, busyId, onLikeBack, onUnlike }: LikesListProps) {
  const intl = useIntl();
  return (
    // Names are the members' own; lang lets the browser hyphenate them as the page's language.
    <CardGrid aria-label={label} lang={intl.locale}>
      {entries.map((entry) => (
        <LikeCard
          key={entry.profile.id}
          {...entry}
          busy={busyId === entry.profile.id}
          onLikeBack={onLikeBack}
          onUnlike={onUnlike}
        />
      ))}
    </CardGrid>
  );
}
