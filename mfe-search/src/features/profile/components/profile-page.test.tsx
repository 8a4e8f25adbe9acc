import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberProfile, RouteObject } from '@dating/shared-kit';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { profileFixture, relatedFixture } from '../../../test/profile-fixture';
import { callsTo, siteSettings, stubApi, type ApiCall, type ApiReply } from '../../../test/stub-api';
import { stubViewportWidth } from '../../../test/viewport';

/** The remote's routes plus stand-ins for the routes other apps own, to see where a button leads. */
const site: RouteObject[] = [
  ...routes,
  { path: '/members/:id/chat', element: <p>chat route</p> },
  { path: '/signup', element: <p>signup route</p> },
  { path: '/premium', element: <p>premium route</p> },
];

/** Serves member.php from a profile that the like/block handlers may change, as the API would. */
function serveProfile(initial: MemberProfile, settings = siteSettings()) {
  let profile = initial;
  const answer = (call: ApiCall): ApiReply | undefined => {
    const path = call.url.pathname;
    if (path.endsWith('/member.php')) return { status: 200, body: { profile } };
    if (path.endsWith('/like.php')) {
      const liked = call.method === 'POST';
      profile = { ...profile, liked, match: liked && profile.liked_by };
      return { status: 200, body: { liked, match: profile.match } };
    }
    if (path.endsWith('/block.php')) {
      const blocked = call.method === 'POST';
      profile = { ...profile, blocked, liked: false, liked_by: false, match: false, photos: blocked ? [] : initial.photos };
      return { status: 200, body: { blocked } };
    }
    return undefined;
  };
  return stubApi(answer, settings);
}

const open = async (path = '/members/1', locale: 'nl' | 'en' = 'nl') => {
  const rendered = await renderRoutes(site, path, locale);
  await screen.findByRole('heading', { level: 1, name: 'Anna' });
  return rendered;
};

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage for a visitor', () => {
  it('shows the main photo only, the details translated and the about text as text', async () => {
    serveProfile(profileFixture());
    await open();
    const photos = screen.getByRole('region', { name: "Foto's van Anna" });
    expect(within(photos).getByRole('img', { name: 'Anna, 30, foto 1 van 1' })).toHaveAttribute('src', '/media/members/1-0.jpg');
    // One photo: no bars or buttons to step through.
    expect(within(photos).queryByRole('button')).toBeNull();
    expect(screen.getByText('30 jaar · Utrecht, Nederland')).toBeInTheDocument();
    // Never parsed as HTML: the tags show as typed and no <b> element exists.
    const about = screen.getByText(/<b>Hoi<\/b>, ik ben Anna\./);
    expect(about.querySelector('b')).toBeNull();
    const details = screen.getByRole('region', { name: 'Gegevens' });
    expect(within(details).getByText('Haarkleur').nextSibling).toHaveTextContent('Rood');
    expect(within(details).getByText('Lichaamsbouw').nextSibling).toHaveTextContent('Sportief');
    expect(within(details).queryByText('Oogkleur')).toBeNull();
    expect(within(details).getByText('Wijn')).toBeInTheDocument();
    expect(within(details).getByText('Wandelen')).toBeInTheDocument();
    expect(screen.getByText('Deze gegevens heeft het lid zelf ingevuld.')).toBeInTheDocument();
  });

  it('tells how many photos are locked and leads to sign up', async () => {
    serveProfile(profileFixture());
    await open();
    const hint = screen.getByText(/Nog 4 foto's\. Meld je gratis aan om meer te zien\./);
    expect(within(hint).getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup');
  });

  it.each([
    ['Liken', { reason: 'like', profileName: 'Anna', returnTo: '/members/1' }],
    ['Bericht sturen', { reason: 'message', profileName: 'Anna', returnTo: '/members/1/chat' }],
    ['Cadeau sturen', { reason: 'message', profileName: 'Anna', returnTo: '/members/1/chat?gift=1' }],
    ['Blokkeren', { reason: 'generic', profileName: 'Anna', returnTo: '/members/1' }],
  ])('opens the site signup modal (with its login link) when %s is pressed, without calling the API', async (label, request) => {
    const calls = serveProfile(profileFixture());
    const { store } = await open();
    if (label === 'Blokkeren') {
      // Block lives in the More menu on the photo.
      await act(async () => userEvent.click(screen.getByRole('button', { name: 'Meer opties' })));
      await act(async () => userEvent.click(screen.getByRole('menuitem', { name: label })));
    } else {
      await act(async () => userEvent.click(screen.getByRole('button', { name: label })));
    }
    // The shell mounts mfe-signup's modal for this request; this remote only asks through the kit.
    expect(store.getState().signupModal.request).toEqual(request);
    expect(callsTo(calls, 'like.php', 'POST')).toHaveLength(0);
    expect(callsTo(calls, 'block.php', 'POST')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('shows related profiles linking to their pages', async () => {
    serveProfile(profileFixture());
    const { store } = await open();
    const related = screen.getByRole('list', { name: 'Vergelijkbare profielen' });
    expect(within(related).getByRole('link', { name: 'Bea, 31' })).toHaveAttribute('href', '/members/2');
    expect(within(related).getByRole('link', { name: 'Cleo, 31' })).toHaveAttribute('href', '/members/3');
    // The hearts sit beside the links; a visitor is asked to sign up, naming the member.
    await act(async () => userEvent.click(within(related).getByRole('button', { name: 'Bea liken' })));
    expect(store.getState().signupModal.request).toMatchObject({ reason: 'like', profileName: 'Bea' });
  });

  it('has no axe violations', async () => {
    serveProfile(profileFixture({ fictional: true, fictional_warning: 'x' }), siteSettings({ member_resell: true }));
    await open();
    await screen.findByTestId('cam-resell');
    await expectNoAxeViolations(document.body);
  });
});

describe('ProfilePage for members', () => {
  it('shows a free member 3 photos and leads to premium for the rest', async () => {
    stubViewportWidth(1280);
    serveProfile(profileFixture({ viewer: 'free' }));
    await open();
    expect(screen.getAllByRole('button', { name: /Foto \d van 3 vergroten/ })).toHaveLength(3);
    expect(document.querySelectorAll('li img[loading="lazy"]')).toHaveLength(3 + 2);
    expect(screen.getByText(/Nog 2 foto's voor premiumleden/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Word premium' })).toHaveAttribute('href', '/premium');
  });

  it('shows a premium member every photo in a keyboard-usable gallery', async () => {
    stubViewportWidth(1280);
    serveProfile(profileFixture({ viewer: 'premium' }));
    await open();
    expect(screen.queryByText(/premiumleden/)).toBeNull();
    await act(async () => userEvent.click(screen.getAllByRole('button', { name: 'Foto 2 van 5 vergroten' })[0]!));
    expect(screen.getByRole('dialog', { name: 'Foto 2 van 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 2 van 5 van Anna' })).toHaveAttribute('src', '/media/members/1-1.jpg');
    await act(async () => userEvent.keyboard('{ArrowRight}'));
    expect(screen.getByRole('dialog', { name: 'Foto 3 van 5' })).toBeInTheDocument();
    await act(async () => userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}'));
    expect(screen.getByRole('dialog', { name: 'Foto 5 van 5' })).toBeInTheDocument();
    await act(async () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Volgende foto' })));
    expect(screen.getByRole('dialog', { name: 'Foto 1 van 5' })).toBeInTheDocument();
    await act(async () => userEvent.keyboard('{ArrowRight}{ArrowRight}{Escape}'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The carousel shows the photo the lightbox was left on.
    expect(screen.getByRole('img', { name: 'Anna, 30, foto 3 van 5' })).toBeInTheDocument();
  });

  it('likes and unlikes through like.php and shows the new state', async () => {
    const calls = serveProfile(profileFixture({ viewer: 'free' }));
    await open();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Liken' })));
    const unlike = await screen.findByRole('button', { name: 'Like intrekken' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    const [post] = callsTo(calls, 'like.php', 'POST');
    expect(post?.body).toEqual({ profile_id: 1 });
    expect(post?.url.searchParams.get('source')).toBe('profile');
    expect(screen.getByRole('status')).toHaveTextContent('Je vindt Anna leuk.');
    await act(async () => userEvent.click(unlike));
    expect(await screen.findByRole('button', { name: 'Liken' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(calls, 'like.php', 'DELETE')[0]?.body).toEqual({ profile_id: 1 });
  });

  it('announces a member who likes me, and a match once I like back', async () => {
    serveProfile(profileFixture({ viewer: 'free', liked_by: true }));
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Anna vindt jou leuk!');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Liken' })));
    await screen.findByRole('button', { name: 'Like intrekken' });
    expect(screen.getByRole('status')).toHaveTextContent('Het is een match! Jullie vinden elkaar leuk.');
  });

  it('shows a match as liked both ways', async () => {
    serveProfile(profileFixture({ viewer: 'premium', liked: true, liked_by: true, match: true }));
    await open();
    expect(screen.getByRole('button', { name: 'Like intrekken' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Het is een match!');
  });

  it.each([
    ['Bericht sturen', '/members/1/chat', ''],
    ['Cadeau sturen', '/members/1/chat', '?gift=1'],
  ])('%s goes to the chat route', async (label, pathname, search) => {
    serveProfile(profileFixture({ viewer: 'free' }));
    const { router } = await open();
    await act(async () => userEvent.click(screen.getByRole('link', { name: label })));
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
    expect(screen.getByText('chat route')).toBeInTheDocument();
  });

  it('blocks only after confirming, then offers to unblock', async () => {
    const calls = serveProfile(profileFixture({ viewer: 'free' }));
    await open();
    const more = screen.getByRole('button', { name: 'Meer opties' });
    expect(screen.queryByRole('button', { name: 'Blokkeren' })).toBeNull();
    await act(async () => userEvent.click(more));
    await act(async () => userEvent.click(screen.getByRole('menuitem', { name: 'Blokkeren' })));
    const dialog = screen.getByRole('dialog', { name: 'Anna blokkeren?' });
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' })));
    expect(callsTo(calls, 'block.php', 'POST')).toHaveLength(0);
    expect(more).toHaveFocus();

    // By keyboard this time: the menu opens on its first item.
    await act(async () => userEvent.keyboard('{Enter}'));
    expect(screen.getByRole('menuitem', { name: 'Blokkeren' })).toHaveFocus();
    await act(async () => userEvent.keyboard('{Enter}'));
    await act(async () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Blokkeren' })));
    expect(await screen.findByText('Je hebt Anna geblokkeerd. Jullie zien elkaars profiel niet meer.')).toBeInTheDocument();
    expect(callsTo(calls, 'block.php', 'POST')[0]?.body).toEqual({ profile_id: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Liken' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deblokkeren' })).toBeInTheDocument();
  });

  it('shows a blocked member stripped, and unblocks after confirming', async () => {
    const calls = serveProfile(
      profileFixture({ viewer: 'free', blocked: true, photos: [], photos_total: 0, photos_locked: 0, about: '', related: [] }),
    );
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Je hebt Anna geblokkeerd.');
    expect(screen.queryByRole('region', { name: "Foto's van Anna" })).toBeNull();
    for (const label of ['Liken', 'Bericht sturen', 'Cadeau sturen']) expect(screen.queryByRole('button', { name: label })).toBeNull();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Deblokkeren' })));
    const dialog = screen.getByRole('dialog', { name: 'Anna deblokkeren?' });
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Deblokkeren' })));
    expect(await screen.findByRole('button', { name: 'Liken' })).toBeInTheDocument();
    expect(callsTo(calls, 'block.php', 'DELETE')[0]?.body).toEqual({ profile_id: 1 });
  });

  it('says when an action fails', async () => {
    stubApi((call) => {
      if (call.url.pathname.endsWith('/member.php')) return { status: 200, body: { profile: profileFixture({ viewer: 'free' }) } };
      if (call.url.pathname.endsWith('/like.php')) return { status: 404, body: { error: 'not_found', message: 'x' } };
      return undefined;
    });
    await open();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Liken' })));
    expect(await screen.findByText('Er is een fout opgetreden, probeer het later opnieuw.')).toBeInTheDocument();
  });

  it('offers the own profile for editing instead of actions', async () => {
    serveProfile(profileFixture({ viewer: 'self' }), siteSettings({ member_resell: true }));
    await open();
    expect(screen.getByRole('link', { name: 'Je profiel bewerken' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Liken' })).toBeNull();
    expect(screen.queryByTestId('cam-resell')).toBeNull();
  });
});

describe('ProfilePage warnings and blocks by setting', () => {
  it('shows the operator wording of the fictional warning with the fictional icon', async () => {
    serveProfile(profileFixture({ fictional: true, fictional_warning: 'Let op: dit profiel wordt door ons beheerd.' }));
    await open();
    const warning = await screen.findByText('Let op: dit profiel wordt door ons beheerd.');
    expect(warning.parentElement?.querySelector('img')).toHaveAttribute('src', '/media/icons/fictional.svg');
  });

  it('translates the fictional warning when the visitor reads another language than the site', async () => {
    serveProfile(profileFixture({ fictional: true, fictional_warning: 'Let op: dit profiel wordt door ons beheerd.' }));
    await renderRoutes(site, '/members/1', 'en');
    expect(await screen.findByText('This profile is fictional: it is run by a member of the site staff.')).toBeInTheDocument();
    expect(screen.queryByText(/Let op/)).toBeNull();
  });

  it('shows no fictional warning on a real profile, and the plural one above fictional related profiles', async () => {
    serveProfile(profileFixture({ related: [relatedFixture(2, 'Bea', true)] }));
    await open();
    expect(screen.queryByText(/dit profiel wordt door ons beheerd/)).toBeNull();
    expect(await screen.findByText('Let op: sommige profielen worden door ons beheerd.')).toBeInTheDocument();
  });

  it('offers the cam when member_resell is on', async () => {
    serveProfile(profileFixture(), siteSettings({ member_resell: true }));
    await open();
    const card = await screen.findByTestId('cam-resell');
    expect(within(card).getByRole('heading', { name: 'Anna live op de webcam' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Bekijk de cam' })).toHaveAttribute('href', '/members/1/landing');
  });

  it('has no cam block when member_resell is off', async () => {
    serveProfile(profileFixture(), siteSettings({ member_resell: false }));
    await open();
    expect(screen.queryByTestId('cam-resell')).toBeNull();
  });
});

describe('ProfilePage errors', () => {
  /** member.php answers with this error; every other call is left to stubApi's defaults. */
  const memberRefused = (status: number, error: string) =>
    stubApi((call) => (call.url.pathname.endsWith('/member.php') ? { status, body: { error, message: 'x' } } : undefined));

  it('says a profile does not exist on 404 and for a malformed id', async () => {
    memberRefused(404, 'not_found');
    await renderRoutes(site, '/members/999');
    expect(await screen.findByText('Dit profiel bestaat niet (meer).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar zoeken' })).toHaveAttribute('href', '/members');
    await renderRoutes(site, '/members/abc');
    expect(await screen.findAllByText('Dit profiel bestaat niet (meer).')).toHaveLength(2);
  });

  it('asks a visitor to sign up where profiles need login', async () => {
    memberRefused(403, 'authentication_required');
    await renderRoutes(site, '/members/1');
    expect(await screen.findByText('Log in of meld je gratis aan om profielen te bekijken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup');
  });
});
