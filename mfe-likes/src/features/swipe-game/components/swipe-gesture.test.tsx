import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { drag, firePointer, stageWidth, withLaidOutStage } from '../../../test/pointer-drag';
import { member, stubApi } from '../../../test/stub-api';
import { batch, likesSent, openSwipeGame, resetsAt, swipeServer, tap } from './swipe-test-server';

const topCard = () => screen.getByRole('article');
const transformOf = (element: HTMLElement) => element.style.transform;

const startGame = (left = 4) => openSwipeGame(swipeServer(left));

/** A drag from right to left past the threshold passes the card: the next one shows and one pass is sent. */
async function expectPassedByDrag(card: HTMLElement, api: ReturnType<typeof stubApi>) {
  drag(card, [
    { x: 300, t: 2000 },
    { x: 0, t: 2400 },
  ]);
  expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/swipe-pass.php')).toHaveLength(1);
}

function reducedMotion(on: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

withLaidOutStage();

describe('swiping the top card', () => {
  it('follows the pointer with a turn and a growing LIKE stamp, and likes past 30% of the stage', async () => {
    const api = await startGame();
    const card = topCard();
    firePointer(card, 'pointerdown', { x: 100, y: 300, t: 1000 });
    firePointer(card, 'pointermove', { x: 160, y: 310, t: 1200 });
    expect(transformOf(card)).toBe('translate3d(60px, 10px, 0) rotate(2.25deg)');
    const stamp = screen.getByTestId('swipe-stamp');
    expect(stamp).toHaveTextContent('LIKE');
    expect(stamp.style.opacity).toBe('0.5');
    firePointer(card, 'pointermove', { x: 230, y: 310, t: 1400 });
    expect(screen.getByTestId('swipe-stamp').style.opacity).toBe('1');
    firePointer(card, 'pointerup', { x: 230, y: 310, t: 1600 });
    // It flies out to the right, then the like is sent, as the Like button sends it.
    expect(card.getAttribute('data-phase')).toBe('leaving');
    expect(parseFloat(card.style.transform.slice('translate3d('.length))).toBeGreaterThan(stageWidth);
    expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
    expect(likesSent(api)).toEqual([['swipe', { profile_id: 1 }]]);
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Nog 3 likes vandaag');
    expect(screen.getByTestId('swipe-announcement')).toHaveTextContent('Je hebt P1 geliket.');
  });

  it('skips past 30% to the left with a NOPE stamp, by touch as by mouse', async () => {
    const api = await startGame();
    const card = topCard();
    firePointer(card, 'pointerdown', { x: 300, y: 300, t: 1000 }, 'touch');
    firePointer(card, 'pointermove', { x: 170, y: 290, t: 1300 }, 'touch');
    expect(screen.getByTestId('swipe-stamp')).toHaveTextContent('NEE');
    expect(transformOf(card)).toContain('rotate(-4.875deg)');
    firePointer(card, 'pointerup', { x: 170, y: 290, t: 1500 }, 'touch');
    expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/swipe-pass.php').map((call) => call.body)).toEqual([{ profile_id: 1 }]);
    expect(likesSent(api)).toEqual([]);
    expect(screen.getByTestId('swipe-announcement')).toHaveTextContent('P1 overgeslagen.');
  });

  it('commits a short flick faster than 0.5 px/ms', async () => {
    const api = await startGame();
    drag(topCard(), [
      { x: 100, t: 1000 },
      { x: 120, t: 1016 },
      { x: 150, t: 1040 },
    ]);
    expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
    expect(likesSent(api)).toEqual([['swipe', { profile_id: 1 }]]);
  });

  it('springs back from a slow drag below the threshold and sends nothing', async () => {
    const api = await startGame();
    const card = topCard();
    drag(card, [
      { x: 100, t: 1000 },
      { x: 150, t: 1300 },
      { x: 200, t: 1600 },
      { x: 210, t: 1900 },
    ]);
    expect(transformOf(card)).toBe('translate3d(0px, 0px, 0) rotate(0deg)');
    expect(card.getAttribute('data-phase')).toBe('idle');
    expect(screen.queryByTestId('swipe-stamp')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: /P1/ })).toBe(card);
    expect(likesSent(api)).toEqual([]);
    expect(api.callsTo('POST', '/api/swipe-pass.php')).toEqual([]);
  });

  it('never commits a vertical drag, however far or fast, nor a drag the browser cancelled for scrolling', async () => {
    const api = await startGame();
    const card = topCard();
    drag(card, [
      { x: 100, y: 100, t: 1000 },
      { x: 150, y: 300, t: 1020 },
      { x: 240, y: 500, t: 1040 },
    ]);
    expect(card.getAttribute('data-phase')).toBe('idle');
    firePointer(card, 'pointerdown', { x: 100, y: 100, t: 2000 }, 'touch');
    firePointer(card, 'pointermove', { x: 180, y: 110, t: 2100 }, 'touch');
    firePointer(card, 'pointercancel', { x: 180, y: 110, t: 2110 }, 'touch');
    expect(transformOf(card)).toBe('translate3d(0px, 0px, 0) rotate(0deg)');
    // A pointer up after the cancel belongs to no drag.
    firePointer(card, 'pointerup', { x: 380, y: 110, t: 2200 }, 'touch');
    expect(card.getAttribute('data-phase')).toBe('idle');
    expect(likesSent(api)).toEqual([]);
    expect(api.callsTo('POST', '/api/swipe-pass.php')).toEqual([]);
  });

  it('sends the same like and pass calls as the buttons', async () => {
    const api = await startGame();
    await tap(screen.getByRole('button', { name: 'Like' }));
    await screen.findByRole('article', { name: /P2/ });
    drag(topCard(), [
      { x: 0, t: 1000 },
      { x: 200, t: 1400 },
    ]);
    await screen.findByRole('article', { name: /P3/ });
    expect(likesSent(api)).toEqual([
      ['swipe', { profile_id: 1 }],
      ['swipe', { profile_id: 2 }],
    ]);
    await tap(screen.getByRole('button', { name: 'Overslaan' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/swipe-pass.php')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/swipe-pass.php')[0]?.body).toEqual({ profile_id: 3 });
  });

  it('springs a like back at the daily limit; a swipe to the left still skips', async () => {
    const api = await startGame(0);
    const card = topCard();
    drag(card, [
      { x: 0, t: 1000 },
      { x: 300, t: 1400 },
    ]);
    expect(card.getAttribute('data-phase')).toBe('idle');
    expect(likesSent(api)).toEqual([]);
    await expectPassedByDrag(card, api);
  });

  it('lets a like the server refuses spring back: the card stays, the limit shows, and it can still be skipped', async () => {
    // Another tab used the last like: the batch still says 2 left, like.php says no.
    const api = stubApi({
      '/api/user.php': { body: member },
      '/api/swipe-game.php': { body: batch(2) },
      'POST /api/swipe-pass.php': { body: { passed: true } },
      'POST /api/like.php': { status: 429, body: { error: 'swipe_limit', message: '...', params: { limit: 4, resets_at: resetsAt } } },
    });
    await renderRoutes(routes, '/swipe-game');
    const card = await screen.findByRole('article', { name: /P1/ });
    drag(card, [
      { x: 0, t: 1000 },
      { x: 200, t: 1400 },
    ]);
    expect(card.getAttribute('data-phase')).toBe('leaving');
    await waitFor(() => expect(card.getAttribute('data-phase')).toBe('idle'));
    expect(transformOf(card)).toBe('translate3d(0px, 0px, 0) rotate(0deg)');
    expect(likesSent(api)).toHaveLength(1);
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Geen likes meer vandaag');
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    await expectPassedByDrag(card, api);
  });

  it('under reduced motion: no turn while dragging and no fly-out, the answer goes at once', async () => {
    reducedMotion(true);
    const api = await startGame();
    const card = topCard();
    firePointer(card, 'pointerdown', { x: 0, t: 1000 });
    firePointer(card, 'pointermove', { x: 200, t: 1400 });
    expect(transformOf(card)).toBe('translate3d(200px, 0px, 0) rotate(0deg)');
    firePointer(card, 'pointerup', { x: 200, t: 1400 });
    await waitFor(() => expect(likesSent(api)).toEqual([['swipe', { profile_id: 1 }]]));
  });

  it('ignores a second press while the card is flying out', async () => {
    const api = await startGame();
    const like = screen.getByRole('button', { name: 'Like' });
    await act(async () => {
      await userEvent.click(like);
      await userEvent.keyboard('{ArrowRight}');
    });
    await screen.findByRole('article', { name: /P2/ });
    expect(likesSent(api)).toEqual([['swipe', { profile_id: 1 }]]);
  });
});
