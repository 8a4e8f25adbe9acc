import { screen } from '@testing-library/react';
import { coreApi } from '@dating/shared-kit';
import type { Locale } from '@dating/shared-kit';
import { renderShell } from '../../test/render-shell';
import { stubApi } from '../../test/stub-api';
import { HomePage } from './home-page';

const settings = {
  name: 'Testsite',
  domain_language: 'nl_NL',
  index_title: 'Vind je date in Utrecht',
  description: 'De gezelligste datingsite van Utrecht.',
};

async function renderHome(locale: Locale) {
  stubApi({ 'GET settings.php': { body: settings }, 'GET user.php': { status: 401, body: { error: 'not_logged_in', message: 'x' } } });
  const { store } = await renderShell(<HomePage />, { locale });
  return store;
}

describe('HomePage', () => {
  it("shows the operator's title and description in the site's own language", async () => {
    await renderHome('nl');
    expect(await screen.findByRole('heading', { name: 'Vind je date in Utrecht' })).toBeInTheDocument();
    expect(screen.getByText('De gezelligste datingsite van Utrecht.')).toBeInTheDocument();
  });

  it('shows the translation in any other locale, not the Dutch settings texts', async () => {
    const store = await renderHome('en');
    // The settings answer arrives first, then the page must still hold the translation.
    await vi.waitFor(() => expect(coreApi.endpoints.getSettings.select()(store.getState()).isSuccess).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Meet new people' })).toBeInTheDocument();
    expect(screen.getByText('Chat, flirt and find your match.')).toBeInTheDocument();
    expect(screen.queryByText('De gezelligste datingsite van Utrecht.')).not.toBeInTheDocument();
  });
});
