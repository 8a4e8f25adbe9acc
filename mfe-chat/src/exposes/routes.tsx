import type { ComponentType } from 'react';
import type { RouteObject } from '@dating/shared-kit';
import { withAppMessages, useOutlet } from '@dating/shared-kit';
import { loadChatMessages } from '../i18n/load-messages';
import { ConversationsPage } from '../features/conversations/components/conversations-page';
import { MemberChatPage } from '../app/member-chat-page';
import { ThreadPage } from '../app/thread-page';

const withMessages = (Page: ComponentType) => withAppMessages('chat', loadChatMessages, Page);

const ListPage = withMessages(ConversationsPage);

/** The conversation list; an open conversation (the nested `chats-id` route) takes its place. */
function ConversationsRoute() {
  return useOutlet() ?? <ListPage />;
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
    children: [{ id: 'chats-id', path: ':id', Component: withMessages(ThreadPage) }],
  },
  { id: 'members-id-chat', path: '/members/:id/chat', Component: withMessages(MemberChatPage) },
];

export default routes;
