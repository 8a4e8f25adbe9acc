import { screen, within } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the nine footer pages in the spec order', async () => {
    await renderShell(<SiteFooter />);
    // findBy: the catalogue is a lazy chunk, which may still be loading right after the first render.
    const nav = await screen.findByRole('navigation', { name: 'Voettekst' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/terms', '/privacy', '/cookies', '/ban', '/pricing', '/complaints', '/return-policy', '/faq', '/service']);
  });

  it('shows the US footer only in English', async () => {
    await renderShell(<SiteFooter />, { locale: 'en' });
    expect(await screen.findByTestId('us-footer')).toBeInTheDocument();
  });

  it('hides the US footer in other languages', async () => {
    await renderShell(<SiteFooter />, { locale: 'de' });
    // The footer must be there first, or the absence below would prove nothing.
    expect(await screen.findByRole('navigation', { name: 'Fußzeile' })).toBeInTheDocument();
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
  });
});
