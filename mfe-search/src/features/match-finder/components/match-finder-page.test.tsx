import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import type { ProfileSummary } from '@dating/shared-kit';
import { routes } from '../../../exposes/routes';
import { relatedFixture } from '../../../test/profile-fixture';
import { callsTo, stubApi } from '../../../test/stub-api';

/** Serves match-finder.php; a like removes the profile from the next answer, as the API does. */
function serveMatches(initial: ProfileSummary[], likeReply = (id: number) => ({ liked: true, match: id === 3 })) {
  let profiles = initial;
  return stubApi((call) => {
    if (call.url.pathname.endsWith('/match-finder.php')) return { status: 200, body: { profiles } };
    if (call.url.pathname.endsWith('/like.php')) {
      const id = (call.body as { profile_id: number }).profile_id;
      profiles = profiles.filter((profile) => profile.id !== id);
      return { status: 200, body: likeReply(id) };
    }
    return undefined;
  });
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('MatchFinderPage', () => {
  it('shows the matches as cards with a heart each', async () => {
    serveMatches([relatedFixture(2, 'Bea'), relatedFixture(3, 'Cleo')]);
    await renderRoutes(routes, '/match-finder');
    const list = await screen.findByRole('list', { name: 'Jouw matches' });
    // Skeleton cards hold the places until the matches arrive.
    expect(await within(list).findByRole('link', { name: 'Bea, 31' })).toHaveAttribute('href', '/members/2');
    expect(within(list).queryByTestId('member-card-skeleton')).toBeNull();
    expect(within(list).getByRole('button', { name: 'Bea liken' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Cleo liken' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('likes with source match_finder, drops the card and says so', async () => {
    const calls = serveMatches([relatedFixture(2, 'Bea'), relatedFixture(3, 'Cleo')]);
    await renderRoutes(routes, '/match-finder');
    const button = await screen.findByRole('button', { name: 'Bea liken' });
    await act(async () => userEvent.click(button));
    expect(await screen.findByText('Je vindt Bea leuk.')).toBeInTheDocument();
    const [post] = callsTo(calls, 'like.php', 'POST');
    expect(post?.body).toEqual({ profile_id: 2 });
    expect(post?.url.searchParams.get('source')).toBe('match_finder');
    await screen.findByRole('button', { name: 'Cleo liken' });
    expect(screen.queryByRole('button', { name: 'Bea liken' })).toBeNull();
  });

  it('celebrates a match and offers to send a message', async () => {
    serveMatches([relatedFixture(3, 'Cleo')]);
    await renderRoutes(routes, '/match-finder');
    const button = await screen.findByRole('button', { name: 'Cleo liken' });
    await act(async () => userEvent.click(button));
    expect(await screen.findByText('Het is een match met Cleo!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stuur Cleo een bericht' })).toHaveAttribute('href', '/members/3/chat');
  });

  it('says when there are no matches and leads to the search', async () => {
    serveMatches([]);
    await renderRoutes(routes, '/match-finder');
    expect(await screen.findByText(/We hebben nu geen nieuwe matches voor je/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
  });

  it('asks a visitor to log in or sign up', async () => {
    stubApi((call) =>
      call.url.pathname.endsWith('/match-finder.php')
        ? { status: 403, body: { error: 'authentication_required', message: 'Log in om je matches te zien.' } }
        : undefined,
    );
    await renderRoutes(routes, '/match-finder');
    expect(await screen.findByText('Log in om je matches te zien.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
  });

  it('shows a translated error when the list cannot load', async () => {
    stubApi((call) => (call.url.pathname.endsWith('/match-finder.php') ? { status: 400, body: { error: 'x', message: 'x' } } : undefined));
    await renderRoutes(routes, '/match-finder', 'en');
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
  });
});
