import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toApiError, translateApiError, useKitGetChatsQuery, useSession } from '@dating/shared-kit';
import type { ApiError, ChatEntry } from '@dating/shared-kit';
import { Alert } from '@dating/shared-kit/ui';
import { BareList } from '../../../shared/components/bare-list';
import { RowsSkeleton } from '../../../shared/components/rows-skeleton';
import { sharedMessages } from '../../../shared/messages';
import { useChatDeleteConversationMutation } from '../../../shared/api/delete-chat';
import { useChatListEvents } from '../hooks/use-chat-list-events';
import { listMessages } from '../messages';
import { ChatRow } from './chat-row';
import { EmptyChats } from './empty-chats';

/** The member's conversations, newest activity first (the kit's chats.php entry, which the badge reads too). */
export function ChatList({ selected }: { selected?: number }) {
  const intl = useIntl();
  const { user } = useSession();
  const chats = useKitGetChatsQuery(undefined, { skip: !user });
  const [remove] = useChatDeleteConversationMutation();
  const [failure, setFailure] = useState<ApiError>();
  useChatListEvents(selected);

  const onRemove = (chat: ChatEntry) => {
    setFailure(undefined);
    remove(chat.conversation)
      .unwrap()
      .catch((error: unknown) => setFailure(toApiError(error)));
  };

  return (
    <>
      {failure ? (
        <Alert tone="danger" onDismiss={() => setFailure(undefined)}>
          {intl.formatMessage(listMessages.removeFailed, {
            reason: translateApiError(intl, failure, 'chat.error.', sharedMessages.errorGeneric.id),
          })}
        </Alert>
      ) : null}
      {chats.isLoading ? <RowsSkeleton /> : null}
      {chats.isError ? <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert> : null}
      {chats.data && chats.data.chats.length === 0 ? <EmptyChats /> : null}
      {chats.data && chats.data.chats.length > 0 ? (
        <BareList aria-label={intl.formatMessage(listMessages.listLabel)}>
          {chats.data.chats.map((chat) => (
            <ChatRow key={chat.conversation} chat={chat} selected={chat.conversation === selected} onRemove={onRemove} />
          ))}
        </BareList>
      ) : null}
    </>
  );
}
