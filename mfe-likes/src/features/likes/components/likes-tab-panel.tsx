import { useIntl } from 'react-intl';
import type { ProfileSummary } from '@dating/shared-kit';
import { ChatIcon, HeartIcon } from '@dating/shared-kit';
import { EmptyState } from '../../../shared/components/empty-state';
import { sharedMessages } from '../../../shared/messages';
import type { LikesTab } from '../likes-tab';
import { likesMessages } from '../messages';
import { LikesList, type LikesListEntry } from './likes-list';

const texts = {
  received: { list: likesMessages.listReceived, title: likesMessages.emptyReceivedTitle, line: likesMessages.emptyReceived },
  given: { list: likesMessages.listGiven, title: likesMessages.emptyGivenTitle, line: likesMessages.emptyGiven },
  matches: { list: likesMessages.listMatches, title: likesMessages.emptyMatchesTitle, line: likesMessages.emptyMatches },
} as const;

interface LikesTabPanelProps {
  tab: Exclude<LikesTab, 'visitors'>;
  entries: LikesListEntry[];
  busyId: number | null;
  onLikeBack: (profile: ProfileSummary) => void;
  onUnlike: (profile: ProfileSummary) => void;
}

/** One view's content: its cards, or an empty state that leads to the member search. */
export function LikesTabPanel({ tab, entries, ...actions }: LikesTabPanelProps) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={tab === 'matches' ? <ChatIcon size={48} /> : <HeartIcon size={48} />}
        title={intl.formatMessage(texts[tab].title)}
        line={intl.formatMessage(texts[tab].line)}
        action={{ label: intl.formatMessage(sharedMessages.searchMembers), to: '/members' }}
      />
    );
  }
  return <LikesList label={intl.formatMessage(texts[tab].list)} entries={entries} {...actions} />;
}
