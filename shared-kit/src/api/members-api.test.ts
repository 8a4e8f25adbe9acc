import { createAppStore } from '../store/create-app-store';
import { chatsSummary, mockApi, noLikes, profileSummary } from '../test';
import { membersApi } from './members-api';
import { sharedDataApi } from './shared-data-api';

const results = (...names: string[]) => ({
  profiles: names.map((name, index) => profileSummary(index + 3, name)),
  numResults: names.length,
  page: 1,
  per_page: 24,
  similar: { profiles: [], numResults: 0 },
});

describe('blocking (block.php), one endpoint for the site', () => {
  it('refreshes the search results, the likes and the chat list that are on screen at once', async () => {
    let blocked = false;
    const api = mockApi({
      'GET members.php': () => ({ body: blocked ? results('Cas') : results('Bo', 'Cas') }),
      'GET likes.php': { body: noLikes() },
      'GET chats.php': { body: chatsSummary([]) },
      'POST block.php': () => {
        blocked = true;
        return { body: { blocked: true } };
      },
    });
    const store = createAppStore();
    const search = store.dispatch(membersApi.endpoints.kitGetMembers.initiate({ min_age: 18, max_age: 99 }));
    const likes = store.dispatch(sharedDataApi.endpoints.kitGetLikes.initiate());
    const chats = store.dispatch(sharedDataApi.endpoints.kitGetChats.initiate());
    expect((await search).data?.profiles.map((profile) => profile.name)).toEqual(['Bo', 'Cas']);
    await Promise.all([likes, chats]);

    await store.dispatch(membersApi.endpoints.kitBlock.initiate(3)).unwrap();

    await vi.waitFor(() => {
      expect(api.callsTo('GET', 'members.php')).toHaveLength(2);
      expect(api.callsTo('GET', 'likes.php')).toHaveLength(2);
      expect(api.callsTo('GET', 'chats.php')).toHaveLength(2);
    });
    await vi.waitFor(() =>
      expect(
        membersApi.endpoints.kitGetMembers
          .select({ min_age: 18, max_age: 99 })(store.getState())
          .data?.profiles.map((profile) => profile.name),
      ).toEqual(['Cas']),
    );
    for (const subscription of [search, likes, chats]) subscription.unsubscribe();
  });

  it('drops a profile nobody shows right now, so the next visit asks member.php again', async () => {
    const api = mockApi({
      'GET member.php': { status: 404, body: { error: 'not_found', message: 'Not found' } },
      'POST block.php': { body: { blocked: true } },
    });
    const store = createAppStore();
    const profile = store.dispatch(membersApi.endpoints.kitGetMember.initiate(3));
    await profile;
    profile.unsubscribe();
    await store.dispatch(membersApi.endpoints.kitBlock.initiate(3)).unwrap();
    const again = store.dispatch(membersApi.endpoints.kitGetMember.initiate(3));
    await again;
    expect(api.callsTo('GET', 'member.php')).toHaveLength(2);
    again.unsubscribe();
  });

  it('a block the API refuses changes nothing and asks nothing again', async () => {
    const api = mockApi({
      'GET members.php': { body: results('Bo') },
      'POST block.php': { status: 404, body: { error: 'not_found', message: 'Not found' } },
    });
    const store = createAppStore();
    const search = store.dispatch(membersApi.endpoints.kitGetMembers.initiate({}));
    await search;
    await expect(store.dispatch(membersApi.endpoints.kitBlock.initiate(3)).unwrap()).rejects.toMatchObject({ status: 404 });
    expect(api.callsTo('GET', 'members.php')).toHaveLength(1);
    search.unsubscribe();
  });
});
