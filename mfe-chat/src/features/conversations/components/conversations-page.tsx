import { useIntl } from 'react-intl';
import { PageFrame, useSession } from '@dating/shared-kit';
import { LoginPrompt } from '@dating/shared-kit/ui';
import { RowsSkeleton } from '../../../shared/components/rows-skeleton';
import { sharedMessages } from '../../../shared/messages';
import { pageMessages } from '../messages';
import { ChatList } from './chat-list';

/** Route chats: the conversation list (a screen of its own; beside the thread from 992 px, see ChatSplit). */
export function ConversationsPage() {
  const intl = useIntl();
  const { user, isLoading } = useSession();
  return (
    <PageFrame app="mfe-chat" routeId="chats" build={__BUILD_LABEL__} title={intl.formatMessage(pageMessages.chatsTitle)}>
      <p>{intl.formatMessage(pageMessages.chatsIntro)}</p>
      {isLoading ? <RowsSkeleton /> : null}
      {!isLoading && !user ? <LoginPrompt message={intl.formatMessage(sharedMessages.loginRequired)} /> : null}
      {user ? <ChatList /> : null}
    </PageFrame>
  );
}
