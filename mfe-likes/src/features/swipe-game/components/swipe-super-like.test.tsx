import { screen, waitFor } from '@testing-library/react';
import { siteSettings } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { firePointer, withLaidOutStage } from '../../../test/pointer-drag';
import { member, stubApi, type StubCall } from '../../../test/stub-api';
import { batch, openSwipeGame, tap } from './swipe-test-server';

/** A game whose P2 super liked me; like.php answers super likes from a balance of `credits` at 10 each. */
function superServer(credits: number, freeLeft = 0) {
  let balance = credits;
  let free = freeLeft;
  return stubApi({
    '/api/user.php': { body: member },
    '/api/settings.php': { body: siteSettings() },
    '/api/swipe-game.php': {
      body: { ...batch(4, [1, 2, 3]), super_liked_by: [2], super_like_credits: 10, free_super_likes_left: freeLeft },
    },
    'POST /api/swipe-pass.php': { body: { passed: true } },
    'POST /api/like.php': (call: StubCall) => {
      const body = call.body as { super?: boolean };
      if (!body.super) return { body: { liked: true, match: false, swipes_left: 3 } };
      if (free > 0) {
        free -= 1;
        return { body: { liked: true, match: false, super: true, credits: balance, cost: 0, free_super_likes_left: free } };
      }
      if (balance < 10) return { status: 402, body: { error: 'insufficient_credits', message: '...', params: { needed: 10 - balance } } };
      balance -= 10;
      return { body: { liked: true, match: false, super: true, credits: balance, cost: 10, free_super_likes_left: 0 } };
    },
  });
}

const superLikes = (api: ReturnType<typeof stubApi>) =>
  api.callsTo('POST', '/api/like.php').filter((call) => (call.body as { super?: boolean }).super);

withLaidOutStage();

describe('super likes in the swipe game', () => {
  it('sends a super like with the star (priced on its label), with a client id, and uses no like of the day', async () => {
    const api = await openSwipeGame(superServer(25));
    await tap(screen.getByRole('button', { name: 'Superlike (10 credits)' }));
    expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
    const [sent] = superLikes(api);
    expect(sent!.url.searchParams.get('source')).toBe('swipe');
    expect(sent!.body).toEqual({ profile_id: 1, super: true, client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Nog 4 likes vandaag');
    expect(screen.getByTestId('swipe-announcement')).toHaveTextContent('Je hebt P1 een superlike gegeven.');
  });

  it('highlights the card of a member who super liked me', async () => {
    await openSwipeGame(superServer(0));
    expect(screen.queryByTestId('super-liked-me')).not.toBeInTheDocument();
    await tap(screen.getByRole('button', { name: 'Overslaan' }));
    await screen.findByRole('article', { name: /P2/ });
    expect(await screen.findByTestId('super-liked-me')).toHaveTextContent('P2 gaf je een superlike');
  });

  it('sends a super like when the card is dragged up past 30% of the stage, with a SUPER stamp', async () => {
    const api = superServer(0, 1);
    await renderRoutes(routes, '/swipe-game');
    expect(await screen.findByRole('button', { name: 'Superlike (gratis)' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    firePointer(card, 'pointerdown', { x: 200, y: 400, t: 1000 });
    firePointer(card, 'pointermove', { x: 205, y: 340, t: 1100 });
    expect(screen.getByTestId('swipe-stamp')).toHaveTextContent('SUPERLIKE');
    firePointer(card, 'pointerup', { x: 205, y: 260, t: 1200 });
    await waitFor(() => expect(superLikes(api)).toHaveLength(1));
    expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
    // The free one is used: the next one is priced.
    expect(screen.getByRole('button', { name: 'Superlike (10 credits)' })).toBeInTheDocument();
  });

  it('keeps the card and offers credits when the balance does not cover a super like', async () => {
    await openSwipeGame(superServer(5));
    await tap(screen.getByRole('button', { name: 'Superlike (10 credits)' }));
    expect(await screen.findByText(/Een superlike kost 10 credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('article', { name: /P1/ })).toBeInTheDocument();
  });
});
