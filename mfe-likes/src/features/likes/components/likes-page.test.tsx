import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikesResponse } from '@dating/shared-kit';
import { paintServerCopy } from '@dating/shared-kit/test';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { heldAnswer, member, profile, stubApi } from '../../../test/stub-api';

const at = '2024-06-01T12:00:00.000Z';
const likes = (): LikesResponse => ({
  profiles: [
    { id: 2, match: true, liked_at: at, profile: profile(2, 'Bea') },
    { id: 3, match: false, liked_at: at, profile: profile(3, 'Cleo', { main_image: null }) },
  ],
  liked_by: [
    { id: 4, like_new: true, match: false, liked_at: at, profile: profile(4, 'Dora', { fictional: true }) },
    { id: 5, like_new: true, match: false, liked_at: at, profile: profile(5, 'Eva') },
    { id: 2, like_new: false, match: true, liked_at: at, profile: profile(2, 'Bea') },
  ],
  new_likes: 2,
});

beforeEach(() => vi.unstubAllGlobals());

describe('LikesPage', () => {
  it('shows the received likes by default, with a segmented control of the three views and their counts', async () => {
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes() } });
    await renderRoutes(routes, '/likes');
    const views = await screen.findByRole('navigation', { name: 'Likes' });
    const received = within(views).getByRole('link', { name: 'Ontvangen 3' });
    expect(received).toHaveAttribute('aria-current', 'page');
    expect(received).toHaveAttribute('href', '/likes/received');
    expect(within(views).getByRole('link', { name: 'Gegeven 2' })).not.toHaveAttribute('aria-current');
    expect(within(views).getByRole('link', { name: 'Matches 1' })).toHaveAttribute('href', '/likes/matches');

    const list = screen.getByRole('list', { name: 'Leden die jou leuk vinden' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // The kit's member card: the photo is one link to the profile, name and age on it, badges, a heart.
    expect(within(cards[0]!).getByRole('link', { name: /^Dora, 34/ })).toHaveAttribute('href', '/members/4');
    expect(within(cards[0]!).getByRole('img', { name: 'Dora, 34' })).toHaveAttribute('src', '/media/members/4-t.jpg');
    expect(within(cards[0]!).getByText('Nieuw')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Fictief profiel')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Utrecht')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Dora liken' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(cards[0]!).queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    // A match is liked both ways: a filled heart, the Match badge and the way into the chat.
    expect(within(cards[2]!).getByRole('button', { name: 'Bea liken' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cards[2]!).getByText('Match')).toBeInTheDocument();
    const chat = within(cards[2]!).getByRole('link', { name: 'Chat met Bea' });
    expect(chat).toHaveAttribute('href', '/members/2/chat');
    expect(chat).toHaveTextContent('Chat');
    await expectNoAxeViolations(document.body);
    // axe over a page of cards takes a few seconds on a busy machine.
  }, 15_000);

  it("gives way to the server's painted copy once its own list shows and its first picture has loaded", async () => {
    paintServerCopy('/media/members/4-t.jpg');
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes() } });
    await renderRoutes(routes, '/likes');
    const list = await screen.findByRole('list', { name: 'Leden die jou leuk vinden' });
    expect(document.getElementById('prepaint')).not.toBeNull();
    fireEvent.load(within(list).getByRole('img', { name: 'Dora, 34' }));
    expect(document.getElementById('prepaint')).toBeNull();
  });

  it('opens the view of /likes/:type', async () => {
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes() } });
    await renderRoutes(routes, '/likes/matches');
    expect(await screen.findByRole('link', { name: 'Matches 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('list', { name: 'Jullie vinden elkaar leuk' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('treats an unknown type as received', async () => {
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes() } });
    await renderRoutes(routes, '/likes/whatever');
    expect(await screen.findByRole('link', { name: 'Ontvangen 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the URL with the view and keeps the focus on the chosen segment, also when the page remounts', async () => {
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: likes() } });
    const { router } = await renderRoutes(routes, '/likes');
    const target = await screen.findByRole('link', { name: 'Gegeven 2' });
    await act(async () => {
      await userEvent.click(target);
    });
    expect(router.state.location.pathname).toBe('/likes/given');
    expect(await screen.findByRole('list', { name: 'Leden die jij leuk vindt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Gegeven 2' })).toHaveFocus());
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Matches 1' }));
    });
    expect(router.state.location.pathname).toBe('/likes/matches');
    expect(screen.getByRole('link', { name: 'Matches 1' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Matches 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('reserves the control and a row of cards with skeletons while the likes load', async () => {
    const likesAnswer = heldAnswer(likes());
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': likesAnswer.handler });
    await renderRoutes(routes, '/likes');
    const loading = await screen.findByTestId('likes-loading');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(5);
    likesAnswer.release();
    await screen.findByRole('navigation', { name: 'Likes' });
    expect(screen.queryByTestId('likes-loading')).not.toBeInTheDocument();
  });

  it('likes back with source likes and reloads the likes', async () => {
    let liked = false;
    const api = stubApi({
      '/api/user.php': { body: member },
      '/api/likes.php': () => {
        const body = likes();
        if (liked) body.liked_by[0] = { ...body.liked_by[0]!, match: true, like_new: false };
        return { body };
      },
      'POST /api/like.php': () => {
        liked = true;
        return { body: { liked: true, match: true } };
      },
    });
    await renderRoutes(routes, '/likes');
    const target = await screen.findByRole('button', { name: 'Dora liken' });
    await act(async () => {
      await userEvent.click(target);
    });
    const [call] = api.callsTo('POST', '/api/like.php');
    expect(call?.url.searchParams.get('source')).toBe('likes');
    expect(call?.body).toEqual({ profile_id: 4 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dora liken' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('link', { name: 'Chat met Dora' })).toHaveAttribute('href', '/members/4/chat');
    expect(api.callsTo('GET', '/api/likes.php').length).toBeGreaterThanOrEqual(2);
  });

  it('unlikes from the given tab', async () => {
    const api = stubApi({
      '/api/user.php': { body: member },
      '/api/likes.php': { body: likes() },
      'DELETE /api/like.php': { body: { liked: false, match: false } },
    });
    await renderRoutes(routes, '/likes/given');
    const target = await screen.findByRole('button', { name: 'Cleo liken' });
    expect(target).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      await userEvent.click(target);
    });
    expect(api.callsTo('DELETE', '/api/like.php').map((call) => call.body)).toEqual([{ profile_id: 3 }]);
  });

  it('shows the error text of a failed like back', async () => {
    stubApi({
      '/api/user.php': { body: member },
      '/api/likes.php': { body: likes() },
      'POST /api/like.php': { status: 404, body: { error: 'profile_not_found', message: 'Dit profiel bestaat niet (meer).' } },
    });
    await renderRoutes(routes, '/likes', 'en');
    const target = await screen.findByRole('button', { name: 'Like Dora' });
    await act(async () => {
      await userEvent.click(target);
    });
    expect(await screen.findByText('This profile does not exist (any more).')).toBeInTheDocument();
  });

  it('shows an empty state per view: a title, one line and one button to the member search', async () => {
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: { profiles: [], liked_by: [], new_likes: 0 } } });
    await renderRoutes(routes, '/likes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nog geen likes' })).toBeInTheDocument();
    expect(screen.getByText('Nog niemand heeft je geliket. Met een goede profielfoto val je meer op.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Matches 0' }));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nog geen matches' })).toBeInTheDocument();
    expect(screen.getByText('Like iemand terug om een match te maken.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Leden zoeken' })).toHaveLength(1);
    await expectNoAxeViolations(document.body);
  });
});
