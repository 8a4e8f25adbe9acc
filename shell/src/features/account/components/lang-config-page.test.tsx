import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectLocale } from '@dating/shared-kit';
import { siteSettings } from '@dating/shared-kit/test';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { member, stubApi } from '../../../test/visitor-stub-api';
import { renderPage } from '../test-support/render-page';
import { LangConfigPage } from './lang-config-page';

const belgium = siteSettings({ geoip_country: 'BE', locales: { BE: ['nl', 'fr'] }, countries: ['BE'] });

beforeEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'locale=; max-age=0; path=/';
});

describe('LangConfigPage', () => {
  it('lists the locales visible in the visitor country as radio buttons', async () => {
    stubApi({ 'GET settings.php': { body: belgium } });
    await renderPage(<LangConfigPage />, '/lang-config');
    expect(await screen.findByRole('group', { name: 'Taal van de site' })).toBeInTheDocument();
    // Until settings.php answered every locale is offered; the country's list follows.
    await vi.waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['nl', 'fr']);
    expect(screen.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it('a visitor switches the locale and gets the cookie, without an API call', async () => {
    const api = stubApi({ 'GET settings.php': { body: belgium } });
    const { store } = await renderPage(<LangConfigPage />, '/lang-config');
    const button = await screen.findByRole('radio', { name: 'Français' });
    await act(async () => userEvent.click(button));
    expect(selectLocale(store.getState())).toBe('fr');
    expect(document.cookie).toContain('locale=fr');
    expect(await screen.findByRole('status')).toHaveTextContent('La langue a été changée en Français.');
    expect(api.callsTo('PUT', 'user.php')).toHaveLength(0);
  });

  it('a logged-in member also stores the language with PUT user.php', async () => {
    const api = stubApi({
      'GET settings.php': { body: belgium },
      'GET user.php': { body: { user: member() } },
      'PUT user.php': { body: { user: member({ language: 'fr' }) } },
    });
    const { store } = await renderPage(<LangConfigPage />, '/lang-config');
    await vi.waitFor(() => expect(store.getState().api.queries['getCurrentUser(undefined)']?.status).toBe('fulfilled'));
    const button = await screen.findByRole('radio', { name: 'Français' });
    await act(async () => userEvent.click(button));
    await vi.waitFor(() => expect(api.callsTo('PUT', 'user.php').map((call) => call.body)).toEqual([{ language: 'fr' }]));
  });
});
