import { createAppStore } from '../store/create-app-store';
import { chatEntry, chatsSummary, member, mockApi, profileSummary } from '../test';
import type { ChatMessage } from './contracts';
import { coreApi } from './core-api';
import { chatRead, chatRemoved, creditsChanged, messageAdded } from './shared-data-actions';
import { sharedDataApi } from './shared-data-api';

const bo = chatEntry(1, profileSummary(3, 'Bo'), { num_unread_messages: 2 });
const cas = chatEntry(2, profileSummary(4, 'Cas'), { num_unread_messages: 1 });

function message(conversation: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 90,
    conversation,
    sender: 4,
    mine: false,
    kind: 'text',
    text: 'Zin in koffie?',
    image: null,
    gift: null,
    sent_at: '2026-01-02T09:00:00.000Z',
    read_at: null,
    client_id: null,
    ...overrides,
  };
}

/** A store whose chats.php entry holds Bo's and Cas's conversations (Bo on top), as the list shows them. */
async function storeWithChats() {
  const api = mockApi({ 'GET chats.php': { body: chatsSummary([bo, cas]) }, 'GET user.php': { body: { user: member({ credits: 25 }) } } });
  const store = createAppStore();
  await store.dispatch(sharedDataApi.endpoints.kitGetChats.initiate());
  const chats = () => sharedDataApi.endpoints.kitGetChats.select()(store.getState()).data;
  return { api, store, chats };
}

describe('the kit actions on the chat list', () => {
  it('messageAdded moves the row to the top with the new preview and counts it unread when its conversation is not open', async () => {
    const { store, chats } = await storeWithChats();
    store.dispatch(messageAdded(message(2), undefined));
    expect(chats()?.chats.map((chat) => chat.conversation)).toEqual([2, 1]);
    expect(chats()?.chats[0]).toMatchObject({ num_unread_messages: 2, last_message: { preview: 'Zin in koffie?', mine: false } });
  });

  it("messageAdded drops the row's reaction line: the new message is the newest thing now", async () => {
    const api = mockApi({
      'GET chats.php': {
        body: chatsSummary([
          chatEntry(2, profileSummary(4, 'Cas'), {
            last_reaction: { emoji: '❤️', mine: false, kind: 'text', preview: 'Hoi', reacted_at: '2026-01-02T08:00:00.000Z' },
          }),
        ]),
      },
    });
    const store = createAppStore();
    await store.dispatch(sharedDataApi.endpoints.kitGetChats.initiate());
    store.dispatch(messageAdded(message(2), undefined));
    const row = sharedDataApi.endpoints.kitGetChats.select()(store.getState()).data?.chats[0];
    expect(row?.last_message?.preview).toBe('Zin in koffie?');
    expect(row).not.toHaveProperty('last_reaction');
    expect(api.callsTo('GET', 'chats.php')).toHaveLength(1);
  });

  it('messageAdded counts nothing unread for the open conversation or for an own message', async () => {
    const { store, chats } = await storeWithChats();
    store.dispatch(messageAdded(message(2), 2));
    store.dispatch(messageAdded(message(1, { mine: true, sender: 7 }), 2));
    expect(chats()?.chats.map((chat) => [chat.conversation, chat.num_unread_messages])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('messageAdded asks chats.php again for a conversation the list does not hold yet', async () => {
    const { api, store } = await storeWithChats();
    store.dispatch(messageAdded(message(99), undefined));
    await vi.waitFor(() => expect(api.callsTo('GET', 'chats.php')).toHaveLength(2));
  });

  it('chatRead zeroes the row and takes its count off the badge total; an unknown conversation changes nothing', async () => {
    const { store, chats } = await storeWithChats();
    store.dispatch(chatRead(1));
    store.dispatch(chatRead(42));
    expect(chats()?.chats.find((chat) => chat.conversation === 1)?.num_unread_messages).toBe(0);
    expect(chats()?.total_unread_messages).toBe(1);
  });

  it('chatRemoved drops the row and its unread from the total', async () => {
    const { store, chats } = await storeWithChats();
    store.dispatch(chatRemoved(1));
    expect(chats()).toMatchObject({ chats: [{ conversation: 2 }], total_unread_messages: 1 });
  });
});

describe('creditsChanged', () => {
  it('writes a known balance into user.php at once, without asking again', async () => {
    const { api, store } = await storeWithChats();
    await store.dispatch(coreApi.endpoints.getCurrentUser.initiate());
    store.dispatch(creditsChanged(12));
    expect(coreApi.endpoints.getCurrentUser.select()(store.getState()).data?.user?.credits).toBe(12);
    expect(api.callsTo('GET', 'user.php')).toHaveLength(1);
  });

  it('without a balance asks user.php again', async () => {
    const { api, store } = await storeWithChats();
    const subscription = store.dispatch(coreApi.endpoints.getCurrentUser.initiate());
    await subscription;
    store.dispatch(creditsChanged());
    await vi.waitFor(() => expect(api.callsTo('GET', 'user.php')).toHaveLength(2));
    subscription.unsubscribe();
  });
});
