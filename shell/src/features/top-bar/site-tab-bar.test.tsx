import { act, screen, within } from '@testing-library/react';
import { chatEntry, chatsSummary, profileSummary } from '@dating/shared-kit/test';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { member, stubApi, type StubRoutes } from '../../test/visitor-stub-api';
import { renderTopBar } from '../../test/render-top-bar';

const loggedIn = (overrides = {}): StubRoutes => ({ 'GET user.php': { body: { user: member(overrides) } } });
const tabs = () => screen.findByRole('navigation', { name: 'Hoofdmenu' });
const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('phone tab bar: members', () => {
  it('has Search, Likes, Messages, Premium (not paid) and Account, with short labels', async () => {
    stubApi(loggedIn({ paid_user: false }));
    await renderTopBar({ tabBar: true });
    const nav = await tabs();
    expect(hrefs(nav)).toEqual(['/members', '/likes', '/chats', '/premium', '/profile']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Zoeken', 'Likes', 'Berichten', 'Premium', 'Profiel']);
    expect(within(nav).getByRole('link', { name: 'Zoeken' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(document.body);
  });

  it('shows the unread count on Messages and new likes on Likes, spoken in full', async () => {
    stubApi({
      ...loggedIn(),
      'GET chats.php': { body: chatsSummary([chatEntry(1, profileSummary(2, 'Bo'), { num_unread_messages: 120 })]) },
      'GET likes.php': { body: { profiles: [], liked_by: [], new_likes: 4 } },
    });
    await renderTopBar({ tabBar: true, routeId: 'likes-type', path: '/likes/received' });
    const nav = await tabs();
    const messages = await within(nav).findByRole('link', { name: 'Berichten 120 ongelezen berichten' });
    expect(messages.textContent).toContain('99+');
    const likes = await within(nav).findByRole('link', { name: 'Likes 4 nieuwe likes' });
    expect(likes).toHaveAttribute('aria-current', 'page');
  });

  it('a paid member gets Credits (repeat order) with the balance when it is 10 or less, 0 included', async () => {
    stubApi(loggedIn({ paid_user: true, credits: 0 }));
    await renderTopBar({ tabBar: true, routeId: 'credits', path: '/credits' });
    const nav = await tabs();
    const credits = within(nav).getByRole('link', { name: 'Credits 0 credits over' });
    expect(credits).toHaveAttribute('href', '/credits/repeat-order');
    expect(credits).toHaveAttribute('aria-current', 'page');
  });

  it('a paid member with 11 credits sees no balance on the tab', async () => {
    stubApi(loggedIn({ paid_user: true, credits: 11 }));
    await renderTopBar({ tabBar: true });
    expect(within(await tabs()).getByRole('link', { name: 'Credits' })).toBeInTheDocument();
  });

  it.each([
    ['chats-id', '/chats/:id', '/chats/3'],
    ['signup', '/signup', '/signup'],
    ['complete-signup', '/complete-signup', '/complete-signup'],
  ])('is hidden in a conversation and during sign-up (%s)', async (routeId, path, url) => {
    stubApi(loggedIn());
    const { router } = await renderTopBar({ tabBar: true, routeId, path });
    await act(async () => router.navigate(url));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(url));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Not vacuous: the same member on another page does get the bar.
    await act(async () => router.navigate('/start'));
    expect(await tabs()).toBeInTheDocument();
    await act(async () => router.navigate(url));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('phone tab bar: visitors', () => {
  it('offers search, sign up and log in', async () => {
    stubApi();
    await renderTopBar({ tabBar: true, routeId: 'login', path: '/login' });
    const nav = await tabs();
    expect(hrefs(nav)).toEqual(['/members', '/signup', '/login']);
    expect(within(nav).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('aria-current', 'page');
  });
});
