import { useIntl } from 'react-intl';
import { PageFrame, useKitGetChatsQuery, usePrepaintReleaseWhen, useSession } from '@dating/shared-kit';
import { LoginPrompt } from '@dating/shared-kit/ui';
import { RowsSkeleton } from '../../../shared/components/rows-skeleton';
import { sharedMessages } from '../../../shared/messages';
import { pageMessages } from '../messages';
import { ChatList } from './chat-list';

/** Route chats: the conversation list (a screen of its own; beside the thread from 992 px, see ChatSplit). */
export function ConversationsPage() {
  const intl = useIntl();
  const { user, isLoading } = useSession();
  // The list's own entry (ChatList reads the same one): no request of its own.
  const chats = useKitGetChatsQuery(undefined, { skip: !user });
  // A member's list may arrive painted by the server: it gives way once this list (or an error) shows.
  usePrepaintReleaseWhen(Boolean(chats.data) || chats.isError || (!isLoading && !user), 'chats');
  return (
    <PageFrame app="mfe-chat" routeId="chats" build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages.chatsTitle)}>
      <p>{intl.formatMessage(pageMessages.chatsIntro)}</p>
      {isLoading ? <RowsSkeleton /> : null}
      {!isLoading && !user ? <LoginPrompt message={intl.formatMessage(sharedMessages.loginRequired)} /> : null}
      {user ? <ChatList /> : null}
    </PageFrame>
  );
}
