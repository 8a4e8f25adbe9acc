import { screen, waitFor, within } from '@testing-library/react';
import type { DiscountCode, TimeBonus } from '@dating/shared-kit';
import { member, mockApi, siteSettings, welcomeDiscount } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { dutchOffer } from '../../../test/payments-fixtures';

const welcome = welcomeDiscount();

/** A member who has not paid yet, on the Dutch shop, with the time bonus and discount code given (none by default). */
const freeMember = ({ timeBonus = null, discount = null }: { timeBonus?: TimeBonus | null; discount?: DiscountCode | null }) =>
  mockApi({
    'GET user.php': { body: { user: member({ paid_user: false }) } },
    'GET timebonus.php': { body: { time_bonus: timeBonus } },
    'GET discountcode.php': { body: { discount } },
    'GET credits.php': { body: dutchOffer },
  });

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('/premium and /pricing', () => {
  it('/premium shows 46%, the four benefits and the bundles leading to the shop', async () => {
    mockApi({ 'GET credits.php': { body: dutchOffer } });
    await renderRoutes(routes, '/premium');
    expect(await screen.findByText('46%')).toBeInTheDocument();
    expect(screen.getByText('Bekijk alle foto’s')).toBeInTheDocument();
    expect(screen.getByText('Onbeperkt gesprekken starten')).toBeInTheDocument();
    const bundle = await screen.findByRole('link', { name: /100 credits voor/ });
    expect(plain(bundle.getAttribute('aria-label'))).toBe('100 credits voor € 29,99');
    expect(bundle).toHaveAttribute('href', '/credits/3');
  });

  it('/premium draws each bundle as a card into the shop: credits, price per credit, price, and the best value marked', async () => {
    mockApi({ 'GET credits.php': { body: dutchOffer } });
    await renderRoutes(routes, '/premium');
    const cards = await screen.findAllByRole('link', { name: /credits voor/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/credits/1', '/credits/2', '/credits/3']);
    const best = cards[2]!;
    expect(within(best).getByText('Beste koop')).toBeInTheDocument();
    expect(plain(within(best).getByText(/per credit$/).textContent)).toBe('€ 0,30 per credit');
    expect(plain(best.querySelector('s')?.textContent ?? null)).toBe('€ 39,99');
    expect(within(best).getByText('Bespaar 40%')).toBeInTheDocument();
    // Only the best value carries the badge; a bundle without saving shows none.
    expect(within(cards[0]!).queryByText('Beste koop')).toBeNull();
    expect(within(cards[0]!).queryByText(/Bespaar/)).toBeNull();
    expect(cards[0]!.querySelector('s')).toBeNull();
  });

  it('/premium shows no bundle section when the country has no bundles', async () => {
    mockApi({ 'GET credits.php': { body: { ...dutchOffer, bundles: [] } } });
    await renderRoutes(routes, '/premium');
    expect(await screen.findByText('Onbeperkt gesprekken starten')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Word Premium met je eerste pakket credits' })).toBeNull();
    expect(screen.queryByRole('link', { name: /credits voor/ })).toBeNull();
  });

  it('/premium shows the running time bonus with its countdown above the 46%', async () => {
    const expires = new Date(Date.now() + 2 * 3600_000 + 90_000).toISOString();
    freeMember({ timeBonus: { code: 'TIMEBONUS25', value_percentage: 25, expires } });
    await renderRoutes(routes, '/premium');
    const strip = await screen.findByRole('status');
    expect(within(strip).getByText('−25% korting')).toBeInTheDocument();
    expect(within(strip).getByText(/^02:0[01]:\d\d$/)).toHaveAttribute('aria-hidden', 'true');
    expect(within(strip).getByText(/^Geldig tot /)).toBeInTheDocument();
  });

  it('/premium shows the welcome discount when there is no time bonus', async () => {
    const api = freeMember({ discount: welcome });
    await renderRoutes(routes, '/premium');
    expect(await screen.findByText('−15% korting')).toBeInTheDocument();
    expect(api.callsTo('GET', 'discountcode.php')[0]?.url.searchParams.get('welcome')).toBe('true');
  });

  it('/premium shows no discount to a member with neither', async () => {
    const api = freeMember({});
    await renderRoutes(routes, '/premium');
    expect(await screen.findByRole('link', { name: /100 credits voor/ })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', 'discountcode.php')).toHaveLength(1));
    expect(screen.queryByText(/korting/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('/pricing shows the cost per action, the minimum message cost of the country, price per credit and Free vs Premium', async () => {
    const settings = {
      ...siteSettings(),
      message_credits: 5,
      photo_credits: 10,
      gift_credits: 15,
      geoip_selected_country: 'NL',
      minimum_message_costs: { NL: { costs: 99, currency: 'EUR' } },
    };
    mockApi({ 'GET settings.php': { body: settings }, 'GET credits.php': { body: dutchOffer } });
    await renderRoutes(routes, '/pricing');
    expect(await screen.findByText('Bericht: 5 credits')).toBeInTheDocument();
    expect(screen.getByText('Foto: 10 credits')).toBeInTheDocument();
    expect(screen.getByText('Cadeau: vanaf 15 credits')).toBeInTheDocument();
    expect(plain(screen.getByText(/Berichten vanaf/).textContent)).toBe('Berichten vanaf € 0,99');
    expect(plain((await screen.findByText(/^20 credits:/)).textContent)).toBe('20 credits: € 9,99 (€ 0,50 per credit)');
    const table = screen.getByRole('table', { name: 'Gratis of Premium' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Functie', 'Gratis', 'Premium']);
    const photos = within(table).getByRole('row', { name: /Bekijk alle foto’s/ });
    expect(
      within(photos)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Niet inbegrepen', 'Inbegrepen']);
    const search = within(table).getByRole('row', { name: /Zoeken en likes/ });
    expect(
      within(search)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Inbegrepen', 'Inbegrepen']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
  });
});
