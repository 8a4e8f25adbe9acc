import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { AppMessagesProvider, preloadAppMessages } from './app-messages-provider';
import type { Locale } from './locales';

describe('AppMessagesProvider', () => {
  it('loads only the active locale and keeps the parent messages', async () => {
    const load = vi.fn(async (locale: Locale) => ({ 'test.own': `own-${locale}` }));
    // Suspense inside act only settles when the act scope is awaited (React 19).
    await act(async () => {
      render(
        <IntlProvider locale="de" messages={{ 'test.parent': 'parent' }}>
          <AppMessagesProvider scope="test-a" load={load}>
            <FormattedMessage id="test.own" /> <FormattedMessage id="test.parent" />
          </AppMessagesProvider>
        </IntlProvider>,
      );
    });
    expect(await screen.findByText('own-de parent')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('de');
  });

  it('a catalogue preloaded before the first render is the one the provider shows, asked for once', async () => {
    let arrive: (messages: Record<string, string>) => void = () => undefined;
    const load = vi.fn((_locale: Locale) => new Promise<Record<string, string>>((resolve) => (arrive = resolve)));
    preloadAppMessages('test-b', load, 'fr');
    // Asked for at once, before any provider rendered: nested providers' catalogues travel together.
    expect(load).toHaveBeenCalledWith('fr');
    await act(async () => {
      arrive({ 'test.own': 'vorgeladen' });
      render(
        <IntlProvider locale="fr" messages={{}}>
          <AppMessagesProvider scope="test-b" load={load}>
            <FormattedMessage id="test.own" />
          </AppMessagesProvider>
        </IntlProvider>,
      );
    });
    expect(await screen.findByText('vorgeladen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('every app catalogue of the kit exists for all 11 locales with the same keys', async () => {
    const { locales } = await import('./locales');
    const { loadKitMessages } = await import('./kit-messages');
    const { loadMessages } = await import('./locales');
    const nl = Object.keys(await loadMessages(loadKitMessages, 'nl')).sort();
    expect(nl.length).toBeGreaterThan(0);
    for (const locale of locales) {
      expect(Object.keys(await loadMessages(loadKitMessages, locale)).sort()).toEqual(nl);
    }
  });
});
