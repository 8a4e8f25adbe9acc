import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisitorsResponse } from '@dating/shared-kit';
import { noLikes } from '@dating/shared-kit/test';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { member, profile, stubApi } from '../../../test/stub-api';

const frame = { page: 1, per_page: 24, window_days: 30 };
const freeAnswer: VisitorsResponse = { ...frame, total: 3, premium: false, visitors: [], blurred: 3 };
const premiumAnswer = (page = 1): VisitorsResponse => ({
  ...frame,
  page,
  total: 25,
  premium: true,
  blurred: 0,
  visitors:
    page === 1
      ? [
          { visited_at: '2026-11-20T10:00:00.000Z', profile: profile(7, 'Anna') },
          { visited_at: '2026-11-19T10:00:00.000Z', profile: profile(8, 'Carla', { main_image: null }) },
        ]
      : [{ visited_at: '2026-11-01T10:00:00.000Z', profile: profile(9, 'Dewi') }],
});

beforeEach(() => vi.unstubAllGlobals());

describe('the visitors tab', () => {
  it('is the fourth view of /likes and loads visitors.php only when it opens', async () => {
    const api = stubApi({
      '/api/user.php': { body: member },
      '/api/likes.php': { body: noLikes() },
      '/api/visitors.php': { body: freeAnswer },
    });
    await renderRoutes(routes, '/likes');
    const views = await screen.findByRole('navigation', { name: 'Likes' });
    const tab = within(views).getByRole('link', { name: 'Bezoekers' });
    expect(tab).toHaveAttribute('href', '/likes/visitors');
    expect(api.callsTo('GET', '/api/visitors.php')).toEqual([]);
    await act(async () => userEvent.click(tab));
    expect(await screen.findByText('3 leden hebben de afgelopen 30 dagen je profiel bekeken.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/visitors.php')).toHaveLength(1);
  });

  it('shows a free member how many, blurred tiles without names or links, and the way to premium', async () => {
    stubApi({ '/api/user.php': { body: member }, '/api/likes.php': { body: noLikes() }, '/api/visitors.php': { body: freeAnswer } });
    await renderRoutes(routes, '/likes/visitors');
    expect(await screen.findByText('3 leden hebben de afgelopen 30 dagen je profiel bekeken.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vervaagde foto’s van je bezoekers' })).toBeInTheDocument();
    expect(screen.getAllByTestId('visitor-blurred')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Anna|\/members\// })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wie heeft je bekeken?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Word premium' })).toHaveAttribute('href', '/premium');
    expect(document.title).toContain('Bezoekers');
    await expectNoAxeViolations(document.body);
  }, 15_000);

  it('shows a premium member who, linking to their profiles, and pages on request', async () => {
    const api = stubApi({
      '/api/user.php': { body: { user: { ...member.user!, paid_user: true } } },
      '/api/likes.php': { body: noLikes() },
      '/api/visitors.php': (call) => ({ body: premiumAnswer(Number(call.url.searchParams.get('page'))) }),
    });
    await renderRoutes(routes, '/likes/visitors');
    const list = await screen.findByRole('list', { name: 'Leden die je profiel bekeken' });
    expect(screen.getByText('25 leden hebben de afgelopen 30 dagen je profiel bekeken.')).toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: /^Anna, 37/ })).toHaveAttribute('href', '/members/7');
    expect(within(cards[0]!).getByRole('img', { name: 'Anna, 37' })).toHaveAttribute('src', '/media/members/7-t.jpg');
    expect(within(cards[0]!).getByText(/^Bekeek je op 20 november/)).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: /^Carla, 38/ })).toHaveAttribute('href', '/members/8');
    expect(screen.queryByTestId('visitor-blurred')).not.toBeInTheDocument();

    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Meer bezoekers' })));
    expect(await within(list).findByRole('link', { name: /^Dewi, 39/ })).toHaveAttribute('href', '/members/9');
    expect(api.callsTo('GET', '/api/visitors.php').map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
    // 25 visitors, 24 a page: two pages hold them all.
    expect(screen.queryByRole('button', { name: 'Meer bezoekers' })).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  }, 15_000);

  it('says so when nobody viewed the profile yet', async () => {
    stubApi({
      '/api/user.php': { body: member },
      '/api/likes.php': { body: noLikes() },
      '/api/visitors.php': { body: { ...freeAnswer, total: 0, blurred: 0 } },
    });
    await renderRoutes(routes, '/likes/visitors');
    expect(await screen.findByRole('heading', { name: 'Nog geen bezoekers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
  });

  it('shows the generic error when visitors.php refuses (too many requests: not retried)', async () => {
    stubApi({
      '/api/user.php': { body: member },
      '/api/likes.php': { body: noLikes() },
      '/api/visitors.php': { status: 429, body: { error: 'too_many_requests', message: 'Te veel verzoeken' } },
    });
    await renderRoutes(routes, '/likes/visitors');
    expect(await screen.findByText('Er is een fout opgetreden, probeer het later opnieuw.')).toBeInTheDocument();
  });
});
