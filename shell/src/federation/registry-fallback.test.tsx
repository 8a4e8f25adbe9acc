import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@dating/shared-kit/test';
import { renderShell } from '../test/render-shell';
import { RegistryFallbackNotice } from '../boot/registry-fallback-notice';
import { builtInRegistry, LAST_GOOD_REGISTRY_KEY, LAST_GOOD_REGISTRY_MAX_AGE_MS, loadRemotesRegistry } from './registry-fallback';
import { setRegistrySource } from './registry-status';

const live = { remotes: { 'mfe-chat': 'https://cdn.example/chat-v2/mf-manifest.json' } };

function serveRegistry(answer: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setRegistrySource('live'));
});

describe('loadRemotesRegistry', () => {
  it('uses the live registry and keeps it as the last good one', async () => {
    serveRegistry(() => Response.json(live));
    await expect(loadRemotesRegistry('/remotes.json', 1_000)).resolves.toEqual({ registry: live, source: 'live' });
    expect(JSON.parse(localStorage.getItem(LAST_GOOD_REGISTRY_KEY) ?? '{}')).toEqual({ savedAt: 1_000, registry: live });
  });

  it.each([
    ['answers 500', () => new Response('oops', { status: 500 })],
    ['is not JSON', () => new Response('{"remotes": ', { status: 200 })],
    ['has the wrong shape', () => Response.json({ apps: [] })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the last good registry when remotes.json %s', async (_name, answer) => {
    serveRegistry(() => Response.json(live));
    await loadRemotesRegistry('/remotes.json', 1_000);
    serveRegistry(answer);
    const loaded = await loadRemotesRegistry('/remotes.json', 2_000);
    expect(loaded).toMatchObject({ registry: live, source: 'last-good' });
    expect(loaded.failure).toBeTruthy();
  });

  it('falls back to the built-in registry without a last good one, or when that is too old', async () => {
    serveRegistry(() => new Response('', { status: 503 }));
    await expect(loadRemotesRegistry('/remotes.json', 1_000)).resolves.toMatchObject({ registry: builtInRegistry, source: 'built-in' });

    serveRegistry(() => Response.json(live));
    await loadRemotesRegistry('/remotes.json', 1_000);
    serveRegistry(() => new Response('', { status: 503 }));
    const later = 1_000 + LAST_GOOD_REGISTRY_MAX_AGE_MS + 1;
    await expect(loadRemotesRegistry('/remotes.json', later)).resolves.toMatchObject({ source: 'built-in' });
  });

  it('uses the registry written into the page without fetching it, and keeps it as the last good one', async () => {
    const fetched = vi.fn(async () => Response.json({ remotes: {} }));
    vi.stubGlobal('fetch', fetched);
    await expect(loadRemotesRegistry('/remotes.json', 1_000, live)).resolves.toEqual({ registry: live, source: 'live' });
    expect(fetched).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(LAST_GOOD_REGISTRY_KEY) ?? '{}')).toEqual({ savedAt: 1_000, registry: live });
  });

  it('fetches remotes.json as before when the page has no registry of the right shape', async () => {
    serveRegistry(() => Response.json(live));
    await expect(loadRemotesRegistry('/remotes.json', 1_000, { apps: [] })).resolves.toEqual({ registry: live, source: 'live' });
    serveRegistry(() => new Response('', { status: 503 }));
    await expect(loadRemotesRegistry('/remotes.json', 2_000, undefined)).resolves.toMatchObject({ registry: live, source: 'last-good' });
  });

  it('has every remote of the site in the built-in registry', () => {
    expect(Object.keys(builtInRegistry.remotes).sort()).toEqual([
      'mfe-chat',
      'mfe-landers',
      'mfe-likes',
      'mfe-payments',
      'mfe-search',
      'mfe-signup',
    ]);
  });
});

describe('RegistryFallbackNotice', () => {
  it('says nothing while the live registry is used', async () => {
    mockApi({});
    await renderShell(<RegistryFallbackNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the list of parts could not be loaded and which copy is used, and can be closed', async () => {
    mockApi({});
    act(() => setRegistrySource('last-good'));
    await renderShell(<RegistryFallbackNotice />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Niet alle onderdelen van de site konden worden bijgewerkt');
    expect(notice).toHaveTextContent('We gebruiken de laatst bekende versie');
    await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the built-in copy, translated', async () => {
    mockApi({});
    act(() => setRegistrySource('built-in'));
    await renderShell(<RegistryFallbackNotice />, { locale: 'de' });
    expect(await screen.findByRole('status')).toHaveTextContent('Wir verwenden die Standardversion');
  });
});
