import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { heldAnswer, member, stubApi } from '../../../test/stub-api';
import { batch, openSwipeGame, press, resetsAt, swipeServer, tap } from './swipe-test-server';

const card = () => screen.getByRole('article');

beforeEach(() => vi.unstubAllGlobals());

describe('SwipeGamePage', () => {
  it('shows one card at a time with the likes left today', async () => {
    swipeServer(4);
    await renderRoutes(routes, '/swipe-game');
    expect(await screen.findByRole('article', { name: 'P1, 31 jaar' })).toBeInTheDocument();
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Nog 4 likes vandaag');
    expect(within(card()).getByRole('img', { name: 'Foto van P1' })).toHaveAttribute('src', '/media/members/1.jpg');
    expect(within(card()).getByRole('heading', { level: 2, name: 'P1' })).toBeInTheDocument();
    // The next two wait behind it, as pictures only.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(document.querySelectorAll('img[src^="/media/members/"]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Overslaan' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Profiel van P1 bekijken' })).toHaveAttribute('href', '/members/1');
    expect(
      screen.getByText('Sleep de kaart of gebruik de pijltjes: rechts liken, links overslaan, omhoog het profiel.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('likes with the button and ArrowRight (source swipe) and passes with ArrowLeft', async () => {
    const api = await openSwipeGame(swipeServer(4));
    const like = screen.getByRole('button', { name: 'Like' });
    await tap(like);
    expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Nog 3 likes vandaag');
    await press('{ArrowRight}');
    expect(await screen.findByRole('article', { name: /P3/ })).toBeInTheDocument();
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Nog 2 likes vandaag');
    await press('{ArrowLeft}');
    await waitFor(() => expect(api.callsTo('POST', '/api/swipe-pass.php').map((call) => call.body)).toEqual([{ profile_id: 3 }]));
    const likes = api.callsTo('POST', '/api/like.php');
    expect(likes.map((call) => [call.url.searchParams.get('source'), call.body])).toEqual([
      ['swipe', { profile_id: 1 }],
      ['swipe', { profile_id: 2 }],
    ]);
    // A pass costs no like; the stack was used up, so the count shows again once the next batch is in.
    expect(await screen.findByTestId('swipes-left')).toHaveTextContent('Nog 2 likes vandaag');
    // The server brought back the same three cards: nobody is left, and the game does not ask again and again.
    expect(screen.getByRole('heading', { name: 'Je hebt iedereen gezien' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/swipe-game.php')).toHaveLength(2);
  });

  it('stops at the daily limit: a clear message with the reset time, like disabled, passing still possible', async () => {
    const api = await openSwipeGame(swipeServer(1));
    const like = screen.getByRole('button', { name: 'Like' });
    await tap(like);
    expect(await screen.findByText(/Je hebt je 4 likes van vandaag gebruikt\. Vanaf .+ kun je weer liken\./)).toBeInTheDocument();
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Geen likes meer vandaag');
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    await press('{ArrowRight}');
    expect(api.callsTo('POST', '/api/like.php')).toHaveLength(1);
    await tap(screen.getByRole('button', { name: 'Overslaan' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/swipe-pass.php')).toHaveLength(1));
  });

  it('shows the limit message when the server says the limit is reached (another tab used it up)', async () => {
    const api = stubApi({
      '/api/user.php': { body: member },
      '/api/swipe-game.php': { body: batch(2) },
      'POST /api/like.php': { status: 429, body: { error: 'swipe_limit', message: '...', params: { limit: 4, resets_at: resetsAt } } },
    });
    await renderRoutes(routes, '/swipe-game', 'en');
    await screen.findByRole('article', { name: 'P1, 31 years' });
    const like = screen.getByRole('button', { name: 'Like' });
    await tap(like);
    expect(await screen.findByText(/You have used your 4 likes for today\. You can like again from .+\./)).toBeInTheDocument();
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('No likes left today');
    // The card stays: it was not liked.
    expect(screen.getByRole('article', { name: 'P1, 31 years' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/like.php')).toHaveLength(1);
  });

  it('opens the match modal on a match, with a link into the chat, and arrow keys stay out of the modal', async () => {
    const api = await openSwipeGame(swipeServer(4, { matchWith: 1 }));
    const like = screen.getByRole('button', { name: 'Like' });
    await tap(like);
    const dialog = await screen.findByRole('dialog', { name: 'Het is een match!' });
    expect(within(dialog).getByText('Jij en P1 vinden elkaar leuk.')).toBeInTheDocument();
    // Two round photos tilted towards each other: mine (initials, I have no photo) and theirs.
    const photos = within(dialog).getAllByTestId('match-photo');
    expect(photos.map((photo) => photo.style.transform)).toEqual(['rotate(-6deg)', 'rotate(6deg)']);
    expect(photos[0]).toHaveTextContent('M');
    expect(photos[1]?.querySelector('img')).toHaveAttribute('src', '/media/members/1-t.jpg');
    expect(within(dialog).getByRole('link', { name: 'Stuur een bericht' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    expect(within(dialog).getByRole('link', { name: 'Stuur een bericht' })).toHaveAttribute('href', '/members/1/chat');
    await press('{ArrowRight}');
    expect(api.callsTo('POST', '/api/like.php')).toHaveLength(1);
    await tap(within(dialog).getByRole('button', { name: 'Verder swipen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: /P2/ })).toBeInTheDocument();
  });

  it('asks for the next batch when the stack is used up, and says when there is nobody left', async () => {
    let round = 0;
    const api = stubApi({
      '/api/user.php': { body: member },
      '/api/swipe-game.php': () => ({ body: batch(4, round++ === 0 ? [1] : []) }),
      'POST /api/swipe-pass.php': { body: { passed: true } },
    });
    await renderRoutes(routes, '/swipe-game');
    await screen.findByRole('article', { name: /P1/ });
    const pass = screen.getByRole('button', { name: 'Overslaan' });
    await tap(pass);
    expect(await screen.findByRole('heading', { name: 'Je hebt iedereen gezien' })).toBeInTheDocument();
    expect(screen.getByText('Er zijn nu geen nieuwe profielen. Kom later terug!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    expect(api.callsTo('GET', '/api/swipe-game.php')).toHaveLength(2);
  });

  it('opens the profile of the top card with ArrowUp, answering nothing', async () => {
    const api = swipeServer(4);
    const { router } = await renderRoutes([...routes, { path: '/members/:id', element: <p>Profiel</p> }], '/swipe-game');
    await screen.findByRole('article', { name: /P1/ });
    await press('{ArrowUp}');
    expect(await screen.findByText('Profiel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members/1');
    expect(api.callsTo('POST', '/api/like.php')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/swipe-pass.php')).toHaveLength(0);
  });

  it('reserves the card box with a skeleton while the cards load', async () => {
    const cards = heldAnswer(batch(4));
    stubApi({ '/api/user.php': { body: member }, '/api/swipe-game.php': cards.handler });
    await renderRoutes(routes, '/swipe-game');
    expect(await screen.findByTestId('swipe-loading')).toBeInTheDocument();
    cards.release();
    await screen.findByRole('article', { name: /P1/ });
    expect(screen.queryByTestId('swipe-loading')).not.toBeInTheDocument();
  });
});
