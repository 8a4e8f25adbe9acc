import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, ownProfile, profileSummary, siteSettings } from '@dating/shared-kit/test';
import type { ApiHandlers } from '@dating/shared-kit/test';
import { routes } from '../../../exposes/routes';

const matches = [profileSummary(11, 'Sanne'), profileSummary(12, 'Bram', { main_image: null })];

function matchesApi(extra: ApiHandlers = {}) {
  return mockApi({
    'GET user.php': { body: { user: member({ status: 'not_confirmed' }) } },
    'GET settings.php': { body: siteSettings() },
    'GET profile.php': { body: { profile: ownProfile({ gender: 'female', sexuality: 'hetero' }) } },
    'GET members.php': { body: { profiles: matches, numResults: 2, page: 1, per_page: 12, similar: { profiles: [], numResults: 0 } } },
    ...extra,
  });
}

describe('/signup-matches', () => {
  it('shows the members she looks for as photo cards, each one link with one heart and no underlined name link', async () => {
    const api = matchesApi();
    await renderRoutes(routes, '/signup-matches');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(api.callsTo('GET', 'members.php').at(-1)?.url.searchParams.get('gender')).toBe('male');
    // One link per card (the photo with name and age on it) and one button: the heart.
    expect(within(cards[0]!).getAllByRole('link')).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/members/11');
    expect(within(cards[0]!).getByRole('img', { name: 'Sanne, 41' })).toBeInTheDocument();
    expect(within(cards[0]!).getAllByRole('button')).toEqual([within(cards[0]!).getByRole('button', { name: 'Sanne liken' })]);
    // No photo: the initials box stands in, still named for screen readers.
    expect(within(cards[1]!).getByRole('img', { name: 'Bram, 42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar alle leden' })).toHaveAttribute('href', '/members');
  });

  it('likes with the heart, which then shows pressed, and takes the like back on a second press', async () => {
    const api = matchesApi({
      'POST like.php': { body: { liked: true, match: false } },
      'DELETE like.php': { body: { liked: false, match: false } },
    });
    await renderRoutes(routes, '/signup-matches');
    const heart = await screen.findByRole('button', { name: 'Sanne liken' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST', 'like.php')[0]?.body).toEqual({ profile_id: 11 });
    expect(screen.getByRole('button', { name: 'Bram liken' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('DELETE', 'like.php')[0]?.body).toEqual({ profile_id: 11 });
  });

  it('says so when a like fails, and the heart stays unpressed', async () => {
    matchesApi({ 'POST like.php': { status: 400, body: { error: 'invalid_profile', message: 'Onbekend profiel' } } });
    await renderRoutes(routes, '/signup-matches');
    await userEvent.click(await screen.findByRole('button', { name: 'Sanne liken' }));
    expect(await screen.findByText('Liken is niet gelukt. Probeer het opnieuw.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sanne liken' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says it is still looking when no member fits yet', async () => {
    matchesApi({
      'GET members.php': { body: { profiles: [], numResults: 0, page: 1, per_page: 12, similar: { profiles: [], numResults: 0 } } },
    });
    await renderRoutes(routes, '/signup-matches');
    expect(await screen.findByText('We zoeken nog naar leden die bij je passen.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
