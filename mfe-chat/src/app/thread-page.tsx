import { useIntl } from 'react-intl';
import { PageFrame, toApiError, useSession, useParams } from '@dating/shared-kit';
import { Alert, LoginPrompt } from '@dating/shared-kit/ui';
import { RowsSkeleton } from '../shared/components/rows-skeleton';
import { ChatSplit, ThreadFrame } from '../shared/components/chat-split';
import { sharedMessages } from '../shared/messages';
import { ChatList } from '../features/conversations/components/chat-list';
import { listMessages, pageMessages } from '../features/conversations/messages';
import { useChatGetMessagesQuery } from '../features/thread/api/chat-api';
import { threadMessages } from '../features/thread/messages';
import { ThreadView } from '../features/thread/components/thread-view';

function Conversation({ conversation }: { conversation: number }) {
  const intl = useIntl();
  const thread = useChatGetMessagesQuery({ conversation }, { refetchOnMountOrArgChange: true });
  if (thread.isLoading) return <RowsSkeleton rows={4} />;
  if (thread.isError || !thread.data) {
    const notFound = thread.error && toApiError(thread.error).status === 404;
    return <Alert tone="danger">{intl.formatMessage(notFound ? threadMessages.notFound : sharedMessages.errorGeneric)}</Alert>;
  }
  const { profile, messages, has_older } = thread.data;
  return <ThreadView key={conversation} conversation={conversation} partner={profile} messages={messages} hasOlder={has_older} />;
}

/** Route chats-id: one conversation, the list beside it from 992 px. */
export function ThreadPage() {
  const intl = useIntl();
  const { id } = useParams();
  const conversation = Number(id);
  const { user, isLoading } = useSession();
  const { data } = useChatGetMessagesQuery({ conversation }, { skip: !user || !Number.isInteger(conversation) });
  const title = data
    ? intl.formatMessage(threadMessages.title, { name: data.profile.name })
    : intl.formatMessage(pageMessages.chatsIdTitle);
  return (
    <ThreadFrame>
      <PageFrame app="mfe-chat" routeId="chats-id" build={__BUILD_LABEL__} title={title}>
        {isLoading ? <RowsSkeleton rows={4} /> : null}
        {!isLoading && !user ? <LoginPrompt message={intl.formatMessage(sharedMessages.loginRequired)} /> : null}
        {user ? (
          <ChatSplit list={<ChatList selected={conversation} />} listLabel={intl.formatMessage(listMessages.listLabel)}>
            {Number.isInteger(conversation) ? (
              <Conversation conversation={conversation} />
            ) : (
              <Alert tone="danger">{intl.formatMessage(threadMessages.notFound)}</Alert>
            )}
          </ChatSplit>
        ) : null}
      </PageFrame>
    </ThreadFrame>
  );
}
