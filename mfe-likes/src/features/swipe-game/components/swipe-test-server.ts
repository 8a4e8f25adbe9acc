import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SwipeGameResponse } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { siteSettings } from '@dating/shared-kit/test';
import { routes } from '../../../exposes/routes';
import { member, profile, stubApi, type StubCall } from '../../../test/stub-api';

export const resetsAt = '2024-06-02T22:00:00.000Z';

export const batch = (swipesLeft: number, ids = [1, 2, 3]): SwipeGameResponse => ({
  profiles: ids.map((id) => profile(id, `P${id}`)),
  swipes_left: swipesLeft,
  limit: 4,
  resets_at: resetsAt,
  super_liked_by: [],
  super_like_credits: 10,
  free_super_likes_left: 0,
});

/** A server with today's quota: like.php counts down and answers 429 swipe_limit at zero. */
export function swipeServer(startLeft: number, options: { matchWith?: number; ids?: number[] } = {}) {
  let left = startLeft;
  return stubApi({
    '/api/user.php': { body: member },
    // The match modal shows my own photo under the site's photo prefix.
    '/api/settings.php': { body: siteSettings() },
    '/api/swipe-game.php': { body: batch(startLeft, options.ids) },
    'POST /api/swipe-pass.php': { body: { passed: true } },
    'POST /api/like.php': (call: StubCall) => {
      if (left === 0) {
        return { status: 429, body: { error: 'swipe_limit', message: '...', params: { limit: 4, resets_at: resetsAt } } };
      }
      left -= 1;
      const match = (call.body as { profile_id: number }).profile_id === options.matchWith;
      return { body: { liked: true, match, swipes_left: left } };
    },
  });
}

/** The likes the game sent, as [source, body] pairs. */
export const likesSent = (api: ReturnType<typeof stubApi>) =>
  api.callsTo('POST', '/api/like.php').map((call) => [call.url.searchParams.get('source'), call.body]);

/** Opens /swipe-game on the stubbed server once the first card shows; the server comes back for its calls. */
export async function openSwipeGame<Server>(server: Server): Promise<Server> {
  await renderRoutes(routes, '/swipe-game');
  await screen.findByRole('article', { name: /P1/ });
  return server;
}

/** A key press on the game, its state updates settled. */
export const press = (keys: string) =>
  act(async () => {
    await userEvent.keyboard(keys);
  });

/** A click on the game, its state updates settled. */
export const tap = (element: Element) =>
  act(async () => {
    await userEvent.click(element);
  });
