import { act, screen, within } from '@testing-library/react';
import { coreApi, type ShowcaseMember } from '@dating/shared-kit';
import type { Locale } from '@dating/shared-kit';
import { member } from '@dating/shared-kit/test';
import { renderShell } from '../../test/render-shell';
import { stubApi } from '../../test/stub-api';
import { HomePage } from './home-page';

const settings = {
  name: 'Testsite',
  domain_language: 'nl_NL',
  index_title: 'Vind je date in Utrecht',
  description: 'De gezelligste datingsite van Utrecht.',
};

const faces: ShowcaseMember[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Lid${index + 1}`,
  age: 25 + index,
  region: 'Utrecht',
  photo: { match: `/media/members/${index + 1}.jpg`, thumb: `/media/members/${index + 1}-t.jpg` },
}));

const visitor = { status: 401, body: { error: 'not_logged_in', message: 'x' } };

async function renderHome(locale: Locale, path = '/', user: { status?: number; body: unknown } = visitor) {
  stubApi({
    'GET settings.php': { body: settings },
    'GET user.php': user,
    'GET showcase.php': { body: { members: faces } },
  });
  return renderShell(<HomePage />, { locale, path });
}

describe('HomePage', () => {
  it("shows the operator's title and description in the site's own language", async () => {
    await renderHome('nl');
    expect(await screen.findByRole('heading', { name: 'Vind je date in Utrecht' })).toBeInTheDocument();
    expect(screen.getAllByText('De gezelligste datingsite van Utrecht.')).not.toHaveLength(0);
  });

  it('shows the translation in any other locale, not the Dutch settings texts', async () => {
    const { store } = await renderHome('en');
    // The settings answer arrives first, then the page must still hold the translation.
    await vi.waitFor(() => expect(coreApi.endpoints.getSettings.select()(store.getState()).isSuccess).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Meet new people' })).toBeInTheDocument();
    expect(screen.getAllByText('Chat, flirt and find your match.')).not.toHaveLength(0);
    expect(screen.queryByText('De gezelligste datingsite van Utrecht.')).not.toBeInTheDocument();
  });

  it('gives a visitor the way in: sign up (keeping the tracking), browse, and step 0 tiles', async () => {
    await renderHome('nl', '/?network=nw&sub1=s&other=x');
    await screen.findByRole('heading', { name: 'Vind je date in Utrecht' });
    const actions = screen.getByRole('navigation', { name: 'Aan de slag' });
    expect(within(actions).getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup?network=nw&sub1=s');
    expect(within(actions).getByRole('link', { name: 'Leden bekijken' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'Ik ben een vrouw en zoek een man' })).toHaveAttribute(
      'href',
      '/signup?network=nw&sub1=s&gender=female&looking_for=male',
    );
    expect(screen.getByRole('img', { name: 'Een van de leden van onze site' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows how it works, eight real members, the trust row and the FAQ', async () => {
    await renderHome('nl');
    expect(await screen.findByRole('heading', { name: 'Zo werkt het' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Nieuwe leden' });
    expect(await within(members).findAllByRole('img')).toHaveLength(8);
    expect(within(members).getByRole('img', { name: 'Lid5, 29' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Alleen voor volwassenen (18+)')).toBeInTheDocument();
    expect(screen.getByText('Is aanmelden gratis?')).toBeInTheDocument();
  });

  it('sends a logged-in member to the member search', async () => {
    const { router } = await renderHome('nl', '/', { body: { user: member() } });
    await act(async () => {
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/members'));
    });
    expect(screen.queryByRole('link', { name: 'Gratis aanmelden' })).not.toBeInTheDocument();
  });
});
