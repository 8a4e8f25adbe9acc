import { useIntl } from 'react-intl';
import type { ProfileSummary } from '@dating/shared-kit';
import { LikeCard } from './like-card';
import { CardGrid } from '../../../shared/components/card-grid';

/** Cards whose photos load first: the first rows of a phone's screen (the kit's page-calls preloads as many). */
const PRIORITY_CARDS = 4;

export interface LikesListEntry {
  profile: ProfileSummary;
  match: boolean;
  isNew?: boolean;
  /** A super like I received: highlighted. */
  superLike?: boolean;
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
      {entries.map((entry, index) => (
        <LikeCard
          key={entry.profile.id}
          {...entry}
          priority={index < PRIORITY_CARDS}
          busy={busyId === entry.profile.id}
          onLikeBack={onLikeBack}
          onUnlike={onUnlike}
        />
      ))}
    </CardGrid>
  );
}
