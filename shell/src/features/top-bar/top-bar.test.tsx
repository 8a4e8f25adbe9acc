import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authenticationLost, selectLocale } from '@dating/shared-kit';
import { chatEntry, chatsSummary, profileSummary, siteSettings } from '@dating/shared-kit/test';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { theme } from '@dating/shared-kit/theme';
import { member, stubApi, type StubRoutes } from '../../test/visitor-stub-api';
import { renderTopBar } from '../../test/render-top-bar';
import { isInstalledApp } from './is-installed-app';

const loggedIn = (overrides = {}): StubRoutes => ({ 'GET user.php': { body: { user: member(overrides) } } });
const menu = () => screen.findByRole('navigation', { name: 'Hoofdmenu' });

beforeEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'locale=; max-age=0; path=/';
});

describe('top bar: back button', () => {
  it.each([
    ['members-id', '/members/:id', '/members/5'],
    ['likes-type', '/likes/:type', '/likes/received'],
    ['likes-m-id', '/likes/m/:id', '/likes/m/3'],
    ['credits', '/credits', '/credits'],
    ['credits-id-paymentmethod', '/credits/:id/:paymentmethod?', '/credits/2/ideal'],
  ])('shows a back button in the installed app on %s', async (routeId, path, url) => {
    stubApi(loggedIn());
    const { router } = await renderTopBar({ routeId, path: url === path ? path : path, installedApp: true });
    await act(async () => router.navigate(url));
    expect(await screen.findByRole('button', { name: 'Terug' })).toBeInTheDocument();
  });

  it('shows no back button in a browser tab, even on members-id', async () => {
    stubApi(loggedIn());
    await renderTopBar({ routeId: 'members-id', path: '/members/5', installedApp: false });
    await menu();
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
  });

  it('shows no back button in the installed app on other routes (members, chats-id)', async () => {
    stubApi(loggedIn());
    await renderTopBar({ routeId: 'members', path: '/members', installedApp: true });
    await menu();
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
  });

  it('the back button goes back in history', async () => {
    stubApi(loggedIn());
    const { router } = await renderTopBar({ routeId: 'members-id', path: '/members/5', installedApp: true });
    const button = await screen.findByRole('button', { name: 'Terug' });
    await act(async () => userEvent.click(button));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('the installed app is display-mode standalone or iOS navigator.standalone', () => {
    const media = (matches: boolean) => () => ({ matches });
    expect(isInstalledApp({ matchMedia: media(true), navigator: {} })).toBe(true);
    expect(isInstalledApp({ matchMedia: media(false), navigator: { standalone: true } })).toBe(true);
    expect(isInstalledApp({ matchMedia: media(false), navigator: {} })).toBe(false);
    expect(isInstalledApp({ navigator: {} })).toBe(false);
  });
});

describe('top bar: logo', () => {
  it('links to members when logged in', async () => {
    stubApi(loggedIn());
    await renderTopBar();
    await menu();
    expect(screen.getByRole('link', { name: 'Testsite, naar de startpagina' })).toHaveAttribute('href', '/members');
  });

  it('links to the index when logged out', async () => {
    stubApi();
    await renderTopBar();
    expect(await screen.findByRole('link', { name: 'Testsite, naar de startpagina' })).toHaveAttribute('href', '/');
  });
});

describe('top bar: logged-in menu', () => {
  it('has search members, messages, likes and credits/premium, in that order', async () => {
    stubApi(loggedIn());
    await renderTopBar();
    const links = within(await menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/members', '/chats', '/likes', '/premium']);
    expect(links[0]).toHaveTextContent('Leden zoeken');
  });

  it('messages show the unread badge in the unread (secondary) colour', async () => {
    const api = stubApi({
      ...loggedIn(),
      'GET chats.php': {
        body: chatsSummary([
          chatEntry(1, profileSummary(2, 'Bo'), { num_unread_messages: 2 }),
          chatEntry(2, profileSummary(3, 'Cas'), { num_unread_messages: 1 }),
        ]),
      },
    });
    await renderTopBar();
    const badge = await screen.findByTestId('unread-badge');
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('data-tone', 'secondary');
    expect(theme.colors.unread).toBe(theme.colors.secondary);
    expect(screen.getByRole('link', { name: /^Berichten.*3 ongelezen berichten$/ })).toHaveAttribute('href', '/chats');
    expect(api.callsTo('GET', 'chats.php')).toHaveLength(1);
  });

  it.each([
    [100, '99+'],
    [99, '99'],
  ])('the unread badge caps at 99+: %i unread shows %s', async (unread, shown) => {
    stubApi({
      ...loggedIn(),
      'GET chats.php': { body: chatsSummary([chatEntry(1, profileSummary(2, 'Bo'), { num_unread_messages: unread })]) },
    });
    await renderTopBar();
    expect((await screen.findByTestId('unread-badge')).textContent).toBe(shown);
  });

  it('messages have no badge without unread messages (and while the API has no chats.php)', async () => {
    stubApi(loggedIn());
    await renderTopBar();
    await menu();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('likes show the new-likes badge from likes.php new_likes', async () => {
    stubApi({ ...loggedIn(), 'GET likes.php': { body: { profiles: [], liked_by: [], new_likes: 4 } } });
    await renderTopBar();
    expect(await screen.findByTestId('likes-badge')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: /^Likes.*4 nieuwe likes$/ })).toHaveAttribute('href', '/likes');
  });

  it('likes have no badge at 0 new likes', async () => {
    stubApi(loggedIn());
    await renderTopBar();
    await menu();
    expect(screen.queryByTestId('likes-badge')).not.toBeInTheDocument();
  });
});

describe('top bar: credits or premium', () => {
  it('a paid member sees Credits linking to credits-repeat-order, not Premium', async () => {
    stubApi(loggedIn({ paid_user: true, credits: 50 }));
    await renderTopBar();
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits/repeat-order');
    expect(within(nav).queryByRole('link', { name: 'Premium' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });

  it('a paid member with 10 credits or less sees the balance badge in the warning colour above 0', async () => {
    stubApi(loggedIn({ paid_user: true, credits: 10 }));
    await renderTopBar();
    const badge = await screen.findByTestId('credits-badge');
    expect(badge).toHaveTextContent('10');
    expect(badge).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByRole('link', { name: /Credits.*10 credits over/ })).toBeInTheDocument();
  });

  it('a paid member with 0 credits sees the balance badge in the danger colour', async () => {
    stubApi(loggedIn({ paid_user: true, credits: 0 }));
    await renderTopBar();
    const badge = await screen.findByTestId('credits-badge');
    expect(badge).toHaveTextContent('0');
    expect(badge).toHaveAttribute('data-tone', 'danger');
  });

  it('a paid member with 11 credits sees no balance badge', async () => {
    stubApi(loggedIn({ paid_user: true, credits: 11 }));
    await renderTopBar();
    await menu();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });

  it('a member who has not paid sees Premium linking to /premium and no balance', async () => {
    stubApi(loggedIn({ paid_user: false, credits: 0 }));
    await renderTopBar();
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    expect(within(nav).queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });
});

describe('top bar: language dropdown', () => {
  it('is hidden when only one locale is visible', async () => {
    stubApi({ 'GET settings.php': { body: siteSettings({ geoip_country: 'NL', locales: { NL: ['nl'] }, countries: ['NL'] }) } });
    await renderTopBar();
    // The site name comes from the same settings answer: once it shows, the menu has decided.
    await screen.findByRole('link', { name: 'Testsite, naar de startpagina' });
    expect(screen.queryByRole('button', { name: /^Taal/ })).not.toBeInTheDocument();
  });

  it('is shown when more than one locale is visible, and switches the locale by keyboard', async () => {
    stubApi({ 'GET settings.php': { body: siteSettings({ geoip_country: 'BE', locales: { BE: ['nl', 'fr'] }, countries: ['BE'] }) } });
    const { store } = await renderTopBar();
    const button = await screen.findByRole('button', { name: 'NL, Taal: Nederlands' });
    await act(async () => {
      button.focus();
      await userEvent.keyboard('{ArrowDown}');
    });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Nederlands', 'Français']);
    await act(async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
    });
    expect(selectLocale(store.getState())).toBe('fr');
    expect(document.cookie).toContain('locale=fr');
  });

  it('stores the language of a logged-in member with PUT user.php', async () => {
    const api = stubApi({
      ...loggedIn(),
      'GET settings.php': { body: siteSettings({ geoip_country: 'BE', locales: { BE: ['nl', 'fr'] }, countries: ['BE'] }) },
      'PUT user.php': { body: { user: member({ language: 'fr' }) } },
    });
    await renderTopBar();
    await menu();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'NL, Taal: Nederlands' })));
    await act(async () => userEvent.click(screen.getByRole('menuitem', { name: 'Français' })));
    await vi.waitFor(() => expect(api.callsTo('PUT', 'user.php').map((call) => call.body)).toEqual([{ language: 'fr' }]));
  });
});

describe('top bar: account dropdown', () => {
  it('has My profile, Settings (notifications) and Logout, opened by keyboard', async () => {
    stubApi(loggedIn());
    await renderTopBar();
    const button = await screen.findByRole('button', { name: 'Mijn account' });
    await act(async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
    });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Mijn profiel', 'Instellingen', 'Uitloggen']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/notifications');
    expect(items[0]).toHaveFocus();
  });

  it('offers moderators the moderation console, and only them', async () => {
    stubApi(loggedIn({ moderator: true }));
    await renderTopBar();
    const button = await screen.findByRole('button', { name: 'Mijn account' });
    await act(async () => userEvent.click(button));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Mijn profiel', 'Instellingen', 'Moderatie', 'Uitloggen']);
    expect(screen.getByRole('menuitem', { name: 'Moderatie' })).toHaveAttribute('href', '/moderation');
  });

  it('Logout calls logout.php, the user refetches to null and the site goes to /', async () => {
    let session = true;
    const api = stubApi({
      'GET user.php': () => ({ body: { user: session ? member() : null } }),
      'GET logout.php': () => {
        session = false;
        return { body: { user: null } };
      },
    });
    const { router } = await renderTopBar();
    const button = await screen.findByRole('button', { name: 'Mijn account' });
    await act(async () => userEvent.click(button));
    await act(async () => userEvent.click(screen.getByRole('menuitem', { name: 'Uitloggen' })));
    expect(await screen.findByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('GET', 'logout.php')).toHaveLength(1);
    await vi.waitFor(() => expect(api.callsTo('GET', 'user.php').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
  });

  it('a failed logout keeps the member logged in and says so', async () => {
    stubApi({ ...loggedIn(), 'GET logout.php': { status: 500, body: { error: 'internal_error', message: 'x' } } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = await renderTopBar();
      const button = await screen.findByRole('button', { name: 'Mijn account' });
      await act(async () => userEvent.click(button));
      await act(async () => userEvent.click(screen.getByRole('menuitem', { name: 'Uitloggen' })));
      // GET is retried 5 times with exponential delay before it counts as failed.
      await act(async () => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByRole('alert')).toHaveTextContent('Uitloggen is mislukt, probeer het opnieuw.');
      expect(router.state.location.pathname).toBe('/members');
      expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('top bar: visitors', () => {
  it('see a Login button and no member menu or account menu', async () => {
    stubApi();
    await renderTopBar();
    expect(await screen.findByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mijn account' })).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});

describe('top bar: session ended by the server', () => {
  it('shows the member as logged out at once and asks user.php again', async () => {
    let session = true;
    const api = stubApi({ 'GET user.php': () => ({ body: { user: session ? member() : null } }) });
    const { store } = await renderTopBar();
    await menu();
    session = false;
    const before = api.callsTo('GET', 'user.php').length;
    act(() => {
      store.dispatch(authenticationLost());
    });
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('GET', 'user.php').length).toBe(before + 1));
  });

  it('stays logged in when user.php still knows the member', async () => {
    stubApi(loggedIn());
    const { store } = await renderTopBar();
    await menu();
    act(() => {
      store.dispatch(authenticationLost());
    });
    expect(await menu()).toBeInTheDocument();
  });
});

describe('top bar: accessibility', () => {
  it('a logged-in top bar with badges has no axe violations', async () => {
    stubApi({ ...loggedIn({ paid_user: true, credits: 3 }), 'GET likes.php': { body: { profiles: [], liked_by: [], new_likes: 2 } } });
    await renderTopBar();
    await screen.findByTestId('likes-badge');
    await expectNoAxeViolations(document.body);
  });
});

describe('top bar: design (DESIGN 3)', () => {
  it('shows the balance as a chip named after the number, and the account menu as an avatar named Mijn account', async () => {
    stubApi(loggedIn({ paid_user: true, credits: 12 }));
    await renderTopBar();
    await menu();
    const chip = screen.getByRole('link', { name: '12 credits over' });
    expect(chip).toHaveAttribute('href', '/credits');
    expect(chip).toHaveTextContent(/^12$/);
    const account = screen.getByRole('button', { name: 'Mijn account' });
    // The member's initials, as decoration.
    expect(account.textContent).toMatch(/^[A-Z]{1,2}$/);
  });

  it('is one row that never wraps, 56 px on phones and 64 px sticky from 768 px', async () => {
    stubApi(loggedIn());
    await renderTopBar();
    const bar = (await menu()).closest('header')!;
    const style = getComputedStyle(bar);
    expect(style.flexWrap).toBe('nowrap');
    expect(style.height).toBe('56px');
    expect(style.position).toBe('sticky');
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(min-width: 768px\)\{[^}]*height:64px/);
  });

  it('marks the current page in the menu with aria-current and fills its icon', async () => {
    stubApi(loggedIn());
    await renderTopBar({ routeId: 'likes', path: '/likes' });
    const likes = within(await menu()).getByRole('link', { name: 'Likes' });
    expect(likes).toHaveAttribute('aria-current', 'page');
    expect(likes.querySelector('svg')).toHaveAttribute('data-filled', 'true');
    expect(getComputedStyle(likes).textDecoration).not.toContain('underline');
  });
});
