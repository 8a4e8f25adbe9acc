import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProfileSummary } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { sharedMessages } from '../../../shared/messages';
import { LikesList, type LikesListEntry } from './likes-list';

interface LikesTabPanelProps {
  label: MessageDescriptor;
  empty: MessageDescriptor;
  entries: LikesListEntry[];
  busyId: number | null;
  onLikeBack: (profile: ProfileSummary) => void;
  onUnlike: (profile: ProfileSummary) => void;
}

/** One tab's content: its cards, or an empty state that leads to the member search. */
export function LikesTabPanel({ label, empty, entries, ...actions }: LikesTabPanelProps) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <div>
        <p>{intl.formatMessage(empty)}</p>
        <Button as={Link} to="/members" variant="secondary">
          {intl.formatMessage(sharedMessages.searchMembers)}
        </Button>
      </div>
    );
  }
  return <LikesList label={intl.formatMessage(label)} entries={entries} {...actions} />;
}
