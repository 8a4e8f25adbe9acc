import { baseApi, createAppStore } from '@dating/shared-kit';
import { selectUnreadMessages } from './select-unread-messages';

// What the chat remote will add; declared here the way a remote would, to prove the contract.
const chatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chatGetChats: build.query<{ chats: Array<{ conversation: number; num_unread_messages: number }> }, void>({ query: () => 'chats.php' }),
  }),
});

beforeEach(() => vi.unstubAllGlobals());

describe('selectUnreadMessages', () => {
  it('is 0 until the chat remote provides chats', () => {
    expect(selectUnreadMessages(createAppStore().getState())).toBe(0);
  });

  it('sums num_unread_messages of the cached chats.php answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ chats: [{ conversation: 1, num_unread_messages: 2 }, { conversation: 2, num_unread_messages: 98 }, { conversation: 3, num_unread_messages: -1 }] }),
      ),
    );
    const store = createAppStore();
    await store.dispatch(chatsApi.endpoints.chatGetChats.initiate());
    expect(selectUnreadMessages(store.getState())).toBe(100);
  });

  it('ignores an answer without a chats list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ nope: true })));
    const store = createAppStore();
    await store.dispatch(chatsApi.endpoints.chatGetChats.initiate());
    expect(selectUnreadMessages(store.getState())).toBe(0);
  });
});
