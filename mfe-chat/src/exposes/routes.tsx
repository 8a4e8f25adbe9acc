import type { RouteObject } from 'react-router-dom';
import { withAppMessages } from '@dating/shared-kit';
import { loadChatMessages } from '../i18n/load-messages';
import { ChatPage } from '../features/conversations/components/conversations-page';
import type { ChatPageKey } from '../features/conversations/components/conversations-page';

function page(id: string, path: string, key: ChatPageKey): RouteObject {
  return { id, path, Component: withAppMessages('chat', loadChatMessages, () => <ChatPage routeId={id} page={key} />) };
}

/** The route family this remote owns (ids of spec section 2); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  page('chats', '/chats', 'chats'),
  page('chats-id', '/chats/:id', 'chatsId'),
  page('members-id-chat', '/members/:id/chat', 'membersIdChat'),
];

export default routes;
