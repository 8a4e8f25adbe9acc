import { useOutlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { withAppMessages } from '@dating/shared-kit';
import { loadChatMessages } from '../i18n/load-messages';
import { ChatPage } from '../features/conversations/components/conversations-page';
import type { ChatPageKey } from '../features/conversations/components/conversations-page';

const withMessages = (id: string, key: ChatPageKey) =>
  withAppMessages('chat', loadChatMessages, () => <ChatPage routeId={id} page={key} />);

const ConversationsPage = withMessages('chats', 'chats');

/** The conversation list; an open conversation (the nested `chats-id` route) takes its place. */
function ConversationsRoute() {
  return useOutlet() ?? <ConversationsPage />;
}

/**
 * The route family this remote owns (ids and layouts in shared-kit's route contract); the shell mounts
 * them as the family's children, nesting, loaders and handles included.
 */
export const routes: RouteObject[] = [
  {
    id: 'chats',
    path: '/chats',
    Component: ConversationsRoute,
    children: [{ id: 'chats-id', path: ':id', Component: withMessages('chats-id', 'chatsId') }],
  },
  { id: 'members-id-chat', path: '/members/:id/chat', Component: withMessages('members-id-chat', 'membersIdChat') },
];

export default routes;
