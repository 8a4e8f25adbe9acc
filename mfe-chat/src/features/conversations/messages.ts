import { defineMessages } from 'react-intl';


/** Titles and introductions of this remote's pages; Dutch is the source catalogue. */
export const pageMessages = defineMessages({
  chatsTitle: { id: 'chat.chats.title', defaultMessage: "Berichten" },
  chatsIntro: { id: 'chat.chats.intro', defaultMessage: "Al je gesprekken op één plek." },
  chatsIdTitle: { id: 'chat.chatsId.title', defaultMessage: "Gesprek" },
  chatsIdIntro: { id: 'chat.chatsId.intro', defaultMessage: "Stuur een bericht, foto of cadeau." },
  membersIdChatTitle: { id: 'chat.membersIdChat.title', defaultMessage: "Chat" },
  membersIdChatIntro: { id: 'chat.membersIdChat.intro', defaultMessage: "Begin een gesprek met dit lid." },
});
