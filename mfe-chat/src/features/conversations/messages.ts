import type { MessageDescriptor } from 'react-intl';

/** Titles and introductions of this remote's pages; Dutch is the source catalogue. */
export const pageMessages = {
  chatsTitle: { id: 'chat.chats.title', defaultMessage: 'Berichten' },
  chatsIntro: { id: 'chat.chats.intro', defaultMessage: 'Al je gesprekken op één plek.' },
  chatsIdTitle: { id: 'chat.chatsId.title', defaultMessage: 'Gesprek' },
  membersIdChatTitle: { id: 'chat.membersIdChat.title', defaultMessage: 'Chat' },
} satisfies Record<string, MessageDescriptor>;

/** The conversation list. */
export const listMessages = {
  listLabel: { id: 'chat.list.label', defaultMessage: 'Gesprekken' },
  unread: {
    id: 'chat.list.unread',
    defaultMessage: '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}',
  },
  remove: { id: 'chat.list.remove', defaultMessage: 'Gesprek met {name} verwijderen' },
  removeFailed: { id: 'chat.list.removeFailed', defaultMessage: 'Het gesprek kon niet worden verwijderd: {reason}' },
  emptyTitle: { id: 'chat.list.emptyTitle', defaultMessage: 'Nog geen berichten' },
  emptyBody: { id: 'chat.list.emptyBody', defaultMessage: 'Zoek leden die je leuk vindt en stuur ze een bericht.' },
  emptyAction: { id: 'chat.list.emptyAction', defaultMessage: 'Leden zoeken' },
  yesterday: { id: 'chat.list.yesterday', defaultMessage: 'Gisteren' },
} satisfies Record<string, MessageDescriptor>;
