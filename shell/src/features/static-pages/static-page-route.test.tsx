import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, Route, Routes } from '@dating/shared-kit/test-utils';
import { renderShell } from '../../test/render-shell';
import { StaticPageRoute, StaticTokenPage } from './static-page-route';
import { companyInfo, mockApi, siteSettings } from '@dating/shared-kit/test';
import type { ApiBody, ApiReply } from '@dating/shared-kit/test';

const settings = siteSettings({
  name: 'Datingsite',
  refund_days: 14,
  support_email: 'support@datingsite.nl',
  support_phone: '+31 20-123 45 67',
});
const company = companyInfo({
  name: 'Datingsite B.V.',
  address: 'Keizersgracht 123',
  city: 'Amsterdam',
  kvk: '12345678',
  support_phone: '+31201234567',
  added: '2024-03-01T09:00:00.000Z',
  tradenames: [],
  vat_numbers: {},
});

function stubApi(companyReply: ApiReply<ApiBody<'GET companyinfo.php'>> = { status: 200, body: company }) {
  mockApi({ 'GET settings.php': { body: settings }, 'GET companyinfo.php': companyReply });
}

describe('StaticPageRoute', () => {
  it('shows the terms with headings, the company details, the refund period and the version date', async () => {
    stubApi();
    await renderShell(<StaticPageRoute routeId="pages-terms" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeInTheDocument();
    expect(await screen.findByText(/ingeschreven bij de Kamer van Koophandel onder nummer 12345678/)).toBeInTheDocument();
    expect(screen.getByText(/Datingsite B\.V\., gevestigd aan Keizersgracht 123 in Amsterdam/)).toBeInTheDocument();
    expect(screen.getByText(/binnen 14 dagen na de betaling/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fictieve profielen' })).toBeInTheDocument();
    const version = screen.getByTestId('terms-version');
    expect(version).toHaveTextContent('Versie van 1 maart 2024');
    expect(within(version).getByText('1 maart 2024')).toHaveAttribute('datetime', '2024-03-01T09:00:00.000Z');
  });

  it('dates the terms 1 December 2023 when the company was added before', async () => {
    stubApi({ status: 200, body: { ...company, added: '2021-06-01T00:00:00.000Z' } });
    await renderShell(<StaticPageRoute routeId="pages-terms" />, { locale: 'en' });
    expect(await screen.findByTestId('terms-version')).toHaveTextContent('Version of December 1, 2023');
  });

  it('still shows the page when the company info cannot be loaded', async () => {
    stubApi({ status: 404, body: { error: 'not_found', message: 'Niet gevonden' } });
    await renderShell(<StaticPageRoute routeId="pages-privacy" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Je rechten' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText(/onbekend/).length).toBeGreaterThan(0);
  });

  it('links the service page’s e-mail address and the cleaned phone number', async () => {
    stubApi();
    const { container } = await renderShell(<StaticPageRoute routeId="pages-service" />).then(() => ({ container: document.body }));
    expect(await screen.findByRole('link', { name: 'support@datingsite.nl' })).toHaveAttribute('href', 'mailto:support@datingsite.nl');
    expect(screen.getByRole('link', { name: '+31201234567' })).toHaveAttribute('href', 'tel:+31201234567');
    await expectNoAxeViolations(container);
  });

  // Keyboard opening is the browser's own <details> behaviour (jsdom has none); the e2e journey presses Enter.
  it('shows the FAQ as disclosure widgets, closed until a question is opened', async () => {
    stubApi();
    await renderShell(<StaticPageRoute routeId="pages-faq" />, { locale: 'en' });
    const question = await screen.findByText('Are all profiles real?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByText(/Some profiles are fictional/)).toBeVisible();
  });
});

describe('StaticTokenPage', () => {
  const tokenRoutes = (
    <Routes>
      <Route path="/:token" element={<StaticTokenPage notFound={<p>not found</p>} />} />
    </Routes>
  );

  it('shows the static page a known token names', async () => {
    stubApi();
    await renderShell(tokenRoutes, { path: '/retourbeleid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retourbeleid' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown token', async () => {
    stubApi();
    await renderShell(tokenRoutes, { path: '/whatever' });
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
