import { screen, within } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the nine footer pages in the spec order', async () => {
    await renderShell(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Voettekst' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/terms', '/privacy', '/cookies', '/ban', '/pricing', '/complaints', '/return-policy', '/faq', '/service',
    ]);
  });

  it('shows the US footer only in English', async () => {
    await renderShell(<SiteFooter />, { locale: 'en' });
    expect(screen.getByTestId('us-footer')).toBeInTheDocument();
  });

  it('hides the US footer in other languages', async () => {
    await renderShell(<SiteFooter />, { locale: 'de' });
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
  });
});
