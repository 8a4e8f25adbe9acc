import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, useKitGetChatsQuery, useKitGetMemberQuery, useSession, Navigate, useNavigate, useParams } from '@dating/shared-kit';
import { Alert, LoginPrompt, LoginPromptModal } from '@dating/shared-kit/ui';
import { RowsSkeleton } from '../shared/components/rows-skeleton';
import { ChatSplit, ThreadFrame } from '../shared/components/chat-split';
import { sharedMessages } from '../shared/messages';
import { ChatList } from '../features/conversations/components/chat-list';
import { listMessages, pageMessages } from '../features/conversations/messages';
import { threadMessages } from '../features/thread/messages';
import { ThreadView } from '../features/thread/components/thread-view';

/** A member to write to: the existing conversation with them, else a new thread that starts on the first send. */
function StartOrOpen({ memberId }: { memberId: number }) {
  const intl = useIntl();
  const chats = useKitGetChatsQuery();
  const existing = chats.data?.chats.find((chat) => chat.profile.id === memberId);
  const member = useKitGetMemberQuery(memberId, { skip: !chats.data || !!existing });
  if (existing) return <Navigate to={`/chats/${existing.conversation}`} replace />;
  if (chats.isLoading || member.isLoading) return <RowsSkeleton rows={4} />;
  if (!member.data) return <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert>;
  return <ThreadView partner={member.data.profile} messages={[]} hasOlder={false} />;
}

/** Route members-id-chat: open (or start) the conversation with a member; a visitor is asked to log in. */
export function MemberChatPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const memberId = Number(id);
  const { user, isLoading } = useSession();
  const [promptOpen, setPromptOpen] = useState(true);
  const member = useKitGetMemberQuery(memberId, { skip: !user || !Number.isInteger(memberId) });
  const title = member.data
    ? intl.formatMessage(threadMessages.title, { name: member.data.profile.name })
    : intl.formatMessage(pageMessages.membersIdChatTitle);
  return (
    <ThreadFrame>
      <PageFrame app="mfe-chat" routeId="members-id-chat" build={__BUILD_LABEL__} title={title}>
        {isLoading ? <RowsSkeleton rows={4} /> : null}
        {!isLoading && !user ? (
          <>
            <LoginPrompt message={intl.formatMessage(sharedMessages.loginRequired)} />
            <LoginPromptModal
              open={promptOpen}
              message={intl.formatMessage(sharedMessages.loginRequired)}
              onClose={() => {
                setPromptOpen(false);
                void navigate(-1);
              }}
            />
          </>
        ) : null}
        {user && Number.isInteger(memberId) ? (
          <ChatSplit list={<ChatList />} listLabel={intl.formatMessage(listMessages.listLabel)}>
            <StartOrOpen memberId={memberId} />
          </ChatSplit>
        ) : null}
      </PageFrame>
    </ThreadFrame>
  );
}
