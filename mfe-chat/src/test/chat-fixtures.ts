import { chatEntry, chatsSummary, member, profileSummary, siteSettings } from '@dating/shared-kit/test';
import type { ApiHandlers, ChatMessage, ChatResponse, Gift } from '@dating/shared-kit/test';

export { chatEntry, chatsSummary };

/** The other member of the conversations in these tests. */
export const linda = profileSummary(2, 'Linda');

let nextId = 100;

/** A stored text message (from Linda unless `mine`). */
export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const id = overrides.id ?? nextId++;
  return {
    id,
    conversation: 5,
    sender: overrides.mine ? 7 : linda.id,
    mine: false,
    kind: 'text',
    text: `Bericht ${id}`,
    image: null,
    gift: null,
    sent_at: new Date().toISOString(),
    read_at: null,
    client_id: null,
    ...overrides,
  };
}

/** GET chat.php for conversation 5 with Linda. */
export function chatPage(messages: ChatMessage[], overrides: Partial<ChatResponse> = {}): ChatResponse {
  return { conversation: 5, profile: linda, messages, has_older: false, can_reply: true, ...overrides };
}

export const rose: Gift = { id: 3, name: 'Roos', image: '/media/gifts/rose.svg', credits: 10 };

/** A logged-in member with 12 credits on a site where a message costs 5, in conversation 5 with Linda. */
export function memberHandlers(overrides: ApiHandlers = {}): ApiHandlers {
  return {
    'GET user.php': { body: { user: member({ credits: 12 }) } },
    'GET settings.php': { body: siteSettings({ message_credits: 5, photo_credits: 10 }) },
    'GET chats.php': { body: chatsSummary([chatEntry(5, linda, { num_unread_messages: 2 })]) },
    'GET icebreakers.php': { body: { icebreakers: ['Hoi! Hoe gaat het?', 'Wat doe je graag?', 'Mooie foto!', 'Koffie of thee?'] } },
    'GET gifts.php': { body: { gifts: [rose, { id: 4, name: 'Hart', image: '/media/gifts/heart.svg', credits: 25 }] } },
    ...overrides,
  };
}
