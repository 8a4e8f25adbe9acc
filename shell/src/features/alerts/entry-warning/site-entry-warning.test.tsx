import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LayoutName } from '@dating/shared-kit';
import { renderShell } from '../../../test/render-shell';
import { entrySettings, member, stubAlertsApi, stubMatchMedia } from '../test/alert-fixtures';
import type { EntrySettings } from '../test/alert-fixtures';
import { AnswersSettled } from '../test/answers-settled';
import { entryWarningKey } from '../../../shared/entry-warning/entry-warning-storage';
import { SiteEntryWarning } from './site-entry-warning';

vi.setConfig({ testTimeout: 20000 });

async function renderWarning(layout: LayoutName = 'default') {
  await renderShell(
    <>
      <SiteEntryWarning layout={layout} />
      <AnswersSettled routeId="index" />
    </>,
  );
  // The user and settings answers are in, so an absent dialog means "decided not to show".
  await screen.findByTestId('answers-settled');
}

const dialog = () => screen.queryByRole('dialog', { name: 'Alleen voor volwassenen' });

function visitor(settings: Partial<EntrySettings> = {}) {
  stubAlertsApi({ user: null, settings: entrySettings(settings) });
}

beforeEach(() => {
  // A first-time visitor: no confirmation in either place it is kept.
  localStorage.clear();
  document.cookie = 'entry_warning=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  stubMatchMedia([]);
});

describe('site-entry warning', () => {
  it('is shown to a logged-out visitor and cannot be closed with Escape', async () => {
    visitor();
    await renderWarning();
    expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toHaveTextContent(
      'Datingsite is een datingsite voor volwassenen',
    );
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verlaten' })).toHaveAttribute('href', 'https://www.google.com/');
  });

  it('is not shown to a logged-in member', async () => {
    stubAlertsApi({ user: member() });
    await renderWarning();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is not shown in the installed app (display-mode standalone)', async () => {
    stubMatchMedia(['(display-mode: standalone)']);
    visitor();
    await renderWarning();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is not shown again once dismissed: the confirmation is stored with a timestamp', async () => {
    visitor();
    await renderWarning();
    const button = await screen.findByRole('button', { name: 'Ik ben 18 jaar of ouder' });
    await act(async () => userEvent.click(button));
    expect(dialog()).not.toBeInTheDocument();
    expect(Number.isNaN(Date.parse(localStorage.getItem(entryWarningKey) ?? ''))).toBe(false);
    // And in the cookie the gateway reads, so the next page is painted without it.
    expect(document.cookie).toContain('entry_warning=confirmed');
    document.body.innerHTML = '';
    await renderWarning();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is not shown when the setting enable_site_entry_popup is off', async () => {
    visitor({ enable_site_entry_popup: false });
    await renderWarning();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is not shown when the visitor country is outside the optional country list', async () => {
    visitor({ site_entry_popup_countries: ['DE', 'AT'], geoip_country: 'NL' });
    await renderWarning();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is shown when the visitor country is in the country list', async () => {
    visitor({ site_entry_popup_countries: ['DE', 'NL'], geoip_country: 'NL' });
    await renderWarning();
    expect(dialog()).toBeInTheDocument();
  });

  it('is shown in every country in the default layout when there is no country list', async () => {
    visitor({ geoip_country: 'BE' });
    await renderWarning('default');
    expect(dialog()).toBeInTheDocument();
  });

  it.each<[LayoutName, string]>([
    ['chat', 'NL'],
    ['chat', 'DE'],
    ['lander', 'NL'],
    ['lander', 'DE'],
  ])('in the %s layout applies to %s', async (layout, country) => {
    visitor({ geoip_country: country });
    await renderWarning(layout);
    expect(dialog()).toBeInTheDocument();
  });

  it.each<LayoutName>(['chat', 'lander'])('in the %s layout does not apply outside NL and DE', async (layout) => {
    visitor({ geoip_country: 'BE' });
    await renderWarning(layout);
    expect(dialog()).not.toBeInTheDocument();
  });

  describe('over a page the gateway painted with the warning', () => {
    const paintWarning = () => {
      document.body.innerHTML = '<div id="prepaint"><div data-painted-entry-warning=""><p>painted</p></div></div>';
    };
    const painted = () => document.querySelector('[data-painted-entry-warning]');

    it("shows the app's own dialog and only then takes the painted one away", async () => {
      visitor();
      paintWarning();
      await renderWarning();
      expect(await screen.findByRole('dialog', { name: 'Alleen voor volwassenen' })).toBeInTheDocument();
      expect(painted()).toBeNull();
    });

    it('takes the painted one away when none is due: confirmed on an earlier visit before the cookie existed', async () => {
      visitor();
      localStorage.setItem(entryWarningKey, '2024-01-01T00:00:00.000Z');
      paintWarning();
      await renderWarning();
      expect(dialog()).not.toBeInTheDocument();
      expect(painted()).toBeNull();
      // The cookie is written now, so the gateway paints the next page without it.
      expect(document.cookie).toContain('entry_warning=confirmed');
    });

    it('shows nothing when the visitor confirmed on the painted copy before the app arrived (the cookie alone)', async () => {
      visitor();
      document.cookie = 'entry_warning=confirmed; Path=/';
      await renderWarning();
      expect(dialog()).not.toBeInTheDocument();
      expect(localStorage.getItem(entryWarningKey)).not.toBeNull();
    });
  });
});
