import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, routeContractProblems } from '@dating/shared-kit/test-utils';
import { routes } from './routes';
import { stubLanderApi } from '../test/showcase-fixtures';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

/** Each lander, its default headline and the name of its one call to action. */
const landers = [
  ['alonetonight', 'Alleen vanavond?', 'Gratis aanmelden'],
  ['collagelanding', 'Echte mensen, echte verhalen', 'Gratis aanmelden'],
  ['gallery', 'Wie spreekt jou aan?', 'Gratis aanmelden'],
  ['iconslanding', 'Waar word jij blij van?', 'Toon mijn matches'],
  ['maplanding', 'Singles bij jou in de buurt', 'Gratis aanmelden'],
  ['socialnetwork', 'Nieuwe mensen, elke dag', 'Word lid om te chatten'],
  ['transitionsvideolanding', 'Zie wie er op je wacht', 'Gratis aanmelden'],
  ['video', 'Kijk wie je kunt ontmoeten', 'Gratis aanmelden'],
  ['tinderswipe', 'Vind je haar leuk?', 'Gratis aanmelden'],
] as const;

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('mfe-landers routes', () => {
  it('matches the route contract in shared-kit, id for id', () => {
    expect(routeContractProblems('mfe-landers', routes)).toEqual([]);
  });

  it.each(landers)('%s renders its hero first, real members and its call to action', async (kind, title, cta) => {
    const api = stubLanderApi();
    await renderAt(`/landers/${kind}`);
    await heading(title);
    const hero = document.querySelector('img[data-hero]');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '640');
    expect(hero).toHaveAttribute('height', '800');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: cta })).toHaveAttribute('href', expect.stringMatching(/^\/signup/));
    expect(document.querySelector(`[data-lander="${kind}"]`)).toHaveAttribute('data-preset', 'default');
    // Members arrive from showcase.php, lazily, into their reserved boxes.
    if (kind !== 'tinderswipe' && kind !== 'transitionsvideolanding') {
      const photo = await screen.findAllByRole('img', { name: /^Lid\d+, \d+$/ });
      expect(photo[0]).toHaveAttribute('loading', 'lazy');
    }
    await waitFor(() => expect(api.callsTo('GET', 'showcase.php')).not.toHaveLength(0));
  });

  it.each(landers)('%s keeps the landing URL tracking parameters on its call to action', async (kind, title, cta) => {
    stubLanderApi();
    await renderAt(`/landers/${kind}?network=tiktok&sub1=abc&utm_source=ad&unrelated=1`);
    await heading(title);
    const href = screen.getByRole('link', { name: cta }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://site.test');
    expect(url.pathname).toBe('/signup');
    expect(url.searchParams.get('network')).toBe('tiktok');
    expect(url.searchParams.get('sub1')).toBe('abc');
    expect(url.searchParams.get('utm_source')).toBe('ad');
    expect(url.searchParams.has('unrelated')).toBe(false);
  });

  it('picks the preset of a city slug: headline and the members of that country', async () => {
    const api = stubLanderApi();
    await renderAt('/landers/alonetonight/berlin');
    await heading('Singles in Berlin');
    expect(document.querySelector('[data-lander="alonetonight"]')).toHaveAttribute('data-preset', 'berlin');
    const call = api.callsTo('GET', 'showcase.php')[0];
    expect(call?.url.searchParams.get('country')).toBe('DE');
    expect(call?.url.searchParams.get('gender')).toBe('female');
  });

  it('picks the audience of a gender slug and prefills sign-up step 0 with it', async () => {
    const api = stubLanderApi();
    await renderAt('/landers/video/men?ref=7');
    await heading('Mannen die jou willen ontmoeten');
    expect(api.callsTo('GET', 'showcase.php')[0]?.url.searchParams.get('gender')).toBe('male');
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup?ref=7&gender=female&looking_for=male');
    expect(document.querySelector('img[data-hero]')).toHaveAttribute('data-hero', 'man-a');
  });

  it('picks an age range and an interest from the slug', async () => {
    stubLanderApi();
    await renderAt('/landers/gallery/30-45');
    await heading('Singles van 30 tot 45 jaar');
    // Only members of those ages show while enough of them exist.
    const ages = (await screen.findAllByRole('img', { name: /^Lid\d+, \d+$/ })).map((img) =>
      Number(img.getAttribute('alt')?.split(', ')[1]),
    );
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(30);
  });

  it('shows the interest of an interest slug, translated, and pressed on iconslanding', async () => {
    stubLanderApi();
    await renderAt('/landers/iconslanding/music', 'en');
    await heading('Singles who love music');
    expect(screen.getByRole('button', { name: 'music' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['no-such-slug', 'Amsterdam%20Noord', '99-18'])('answers the unknown slug %s with the default preset', async (slug) => {
    stubLanderApi();
    await renderAt(`/landers/maplanding/${slug}`);
    await heading('Singles bij jou in de buurt');
    expect(document.querySelector('[data-lander="maplanding"]')).toHaveAttribute('data-preset', 'default');
  });

  it('answers a lander kind this build does not know with the gallery, never "not found"', async () => {
    stubLanderApi();
    await renderAt('/landers/no-such-kind/whatever');
    await heading('Wie spreekt jou aan?');
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toBeInTheDocument();
  });

  it('renders the active locale', async () => {
    stubLanderApi();
    await renderAt('/landers/video/summer', 'en');
    await heading('See who you can meet');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeInTheDocument();
  });

  it('keeps the page when showcase.php fails: hero and call to action stay, boxes stay reserved', async () => {
    stubLanderApi(0, { 'GET showcase.php': { status: 429, body: { error: 'too_many_requests', message: 'Te veel' } } });
    await renderAt('/landers/gallery');
    await heading('Wie spreekt jou aan?');
    expect(document.querySelector('img[data-hero]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toBeInTheDocument();
  });
});

describe('lander interactions', () => {
  it('gallery: tapping a member says what signing up unlocks', async () => {
    stubLanderApi();
    await renderAt('/landers/gallery');
    const [first] = await screen.findAllByRole('button', { name: /Meld je aan om Lid\d+ te zien/ });
    await act(async () => userEvent.click(first!));
    expect(screen.getByRole('status')).toHaveTextContent(/Meld je aan om Lid1 te zien/);
  });

  it('tinderswipe: three choices, then the sign-up card', async () => {
    stubLanderApi();
    await renderAt('/landers/tinderswipe');
    await heading('Vind je haar leuk?');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Leuk' })));
    expect(await screen.findByRole('img', { name: 'Lid1, 22' })).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Volgende' })));
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Leuk' })));
    expect(screen.getByRole('status')).toHaveTextContent('Meld je gratis aan om verder te kijken en te chatten.');
    expect(screen.queryByRole('button', { name: 'Leuk' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toBeInTheDocument();
  });

  it('video: shows a poster and plays nothing until the play button is pressed', async () => {
    stubLanderApi();
    await renderAt('/landers/video');
    await heading('Kijk wie je kunt ontmoeten');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Diavoorstelling pauzeren' })).not.toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Rondleiding afspelen' })));
    expect(screen.getByRole('button', { name: 'Diavoorstelling pauzeren' })).toBeInTheDocument();
  });

  it('collagelanding and socialnetwork reserve their photo boxes before the members arrive', async () => {
    stubLanderApi();
    await renderAt('/landers/socialnetwork');
    await heading('Nieuwe mensen, elke dag');
    const main = document.querySelector('[data-lander="socialnetwork"]')!;
    expect(within(main as HTMLElement).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
  });
});
