import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikesResponse } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { member, profile, stubApi } from '../../../test/stub-api';

const likes = (likeNew: boolean): LikesResponse => ({
  profiles: [],
  liked_by: [{ id: 7, like_new: likeNew, match: false, liked_at: '2024-06-01T12:00:00.000Z', profile: profile(7, 'Gina') }],
  new_likes: likeNew ? 1 : 0,
});

beforeEach(() => vi.unstubAllGlobals());

describe('LikerPage (/likes/m/:id)', () => {
  it('shows the liker, clears their new-like flag once and offers a like back', async () => {
    let seen = false;
    const api = stubApi({
      '/api/user.php': { body: member },
      '/api/likes.php': () => ({ body: likes(!seen) }),
      'POST /api/likes-seen.php': () => {
        seen = true;
        return { body: { like_new: false } };
      },
      'POST /api/like.php': { body: { liked: true, match: true } },
    });
    await renderRoutes(routes, '/likes/m/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gina vindt jou leuk!' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/likes-seen.php').map((call) => call.body)).toEqual([{ profile_id: 7 }]));
    // The reloaded likes no longer mark Gina as new, and nothing asks twice.
    await waitFor(() => expect(screen.queryByText('Nieuw')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/likes-seen.php')).toHaveLength(1);

    const likeBack = screen.getByRole('button', { name: 'Gina liken' });
    await act(async () => {
      await userEvent.click(likeBack);
    });
    expect(api.callsTo('POST', '/api/like.php')[0]?.url.searchParams.get('source')).toBe('likes');
    expect(screen.getByRole('link', { name: 'Alle likes' })).toHaveAttribute('href', '/likes/received');
  });

  it('does not call likes-seen for a like already seen', async () => {
    const api = stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes(false) } });
    await renderRoutes(routes, '/likes/m/7');
    expect(await screen.findByRole('link', { name: /^Gina, 37/ })).toHaveAttribute('href', '/members/7');
    expect(api.callsTo('POST', '/api/likes-seen.php')).toHaveLength(0);
  });

  it('says so when the like no longer exists (unliked, blocked or an unknown id)', async () => {
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes(false) } });
    await renderRoutes(routes, '/likes/m/99');
    expect(await screen.findByText('Deze like bestaat niet meer.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Like' })).toBeInTheDocument();
  });
});
