import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, ownProfile, profileSummary, siteSettings, welcomeDiscount } from '@dating/shared-kit/test';
import type { ApiHandlers } from '@dating/shared-kit/test';
import type { DiscountCode, TimeBonus } from '@dating/shared-kit';
import { routes } from '../../../exposes/routes';

describe('/activate/error', () => {
  it("says 'Activeren mislukt' and mails a new link to the logged-in member", async () => {
    const api = mockApi({
      'GET user.php': { body: { user: member({ status: 'not_confirmed' }) } },
      'POST activate.php': { body: { sent: true } },
    });
    await renderRoutes(routes, '/activate/error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activeren mislukt' })).toBeInTheDocument();
    const resend = await screen.findByRole('button', { name: 'Stuur een nieuwe activatiemail' });
    await act(async () => userEvent.click(resend));
    expect(await screen.findByText('We hebben je een nieuwe activatiemail gestuurd.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'activate.php')).toHaveLength(1);
  });

  it('shows the API refusal (too many mails) translated', async () => {
    mockApi({
      'GET user.php': { body: { user: member({ status: 'not_confirmed' }) } },
      'POST activate.php': { status: 429, body: { error: 'activation_limit', message: 'x' } },
    });
    await renderRoutes(routes, '/activate/error');
    const resend = await screen.findByRole('button', { name: 'Stuur een nieuwe activatiemail' });
    await act(async () => userEvent.click(resend));
    expect(await screen.findByText('Te veel activatiemails verstuurd, probeer het morgen nog eens.')).toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    mockApi({ 'GET user.php': { body: { user: null } } });
    await renderRoutes(routes, '/activate/error');
    expect(await screen.findByText('Log in om een nieuwe activatiemail te krijgen.')).toBeInTheDocument();
  });
});

describe('/activate/done', () => {
  it('shows three cards: profile progress, Premium (46%) and all members with three avatars', async () => {
    mockApi({
      'GET user.php': { body: { user: member() } },
      'GET settings.php': { body: siteSettings() },
      'GET profile.php': { body: { profile: ownProfile({ region_id: 3, interests: ['wine'] }) } },
      'GET members.php': {
        body: {
          profiles: [1, 2, 3, 4].map((id) => profileSummary(id, `Lid ${id}`)),
          numResults: 4,
          page: 1,
          per_page: 12,
          similar: { profiles: [], numResults: 0 },
        },
      },
    });
    await renderRoutes(routes, '/activate/done');
    expect(await screen.findByText('Je profiel is voor 50 % klaar.')).toBeInTheDocument();
    const ring = screen.getByRole('progressbar', { name: 'Profiel compleet' });
    expect(ring).toHaveAttribute('aria-valuenow', '50');
    expect(ring).toHaveAttribute('aria-valuetext', 'Je profiel is voor 50 % klaar.');
    expect(ring).toHaveTextContent('50%');
    expect(screen.getByText('Premium-leden hebben 46% meer kans op een match.')).toBeInTheDocument();
    const membersCard = screen.getByRole('heading', { name: 'Alle leden' }).parentElement as HTMLElement;
    await waitFor(() => expect(within(membersCard).getAllByRole('img')).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Profiel aanvullen' })).toHaveAttribute('href', '/complete-signup');
  });

  it('shows the running time bonus with its countdown on the Premium card', async () => {
    const expires = new Date(Date.now() + 3 * 3600_000 + 120_000).toISOString();
    mockApi(doneApi({ timeBonus: { code: 'TIMEBONUS25', value_percentage: 25, expires } }));
    await renderRoutes(routes, '/activate/done');
    const premium = premiumCard();
    expect(await within(premium).findByText('Tijdbonus: −25% op je eerste pakket')).toBeInTheDocument();
    expect(within(premium).getByText(/^03:0[12]:\d\d$/)).toHaveAttribute('aria-hidden', 'true');
    expect(within(premium).getByText(/^Geldig tot /)).toBeInTheDocument();
  });

  it('shows the welcome discount when there is no time bonus', async () => {
    const api = mockApi(doneApi({ discount: welcomeCode }));
    await renderRoutes(routes, '/activate/done');
    expect(await within(premiumCard()).findByText('Welkomstkorting: −15% op je eerste pakket')).toBeInTheDocument();
    expect(api.callsTo('GET', 'discountcode.php')[0]?.url.searchParams.get('welcome')).toBe('true');
  });

  it('shows no discount on the Premium card when the member has none', async () => {
    const api = mockApi(doneApi());
    await renderRoutes(routes, '/activate/done');
    await waitFor(() => expect(api.callsTo('GET', 'discountcode.php')).toHaveLength(1));
    expect(await screen.findByText('Je profiel is voor 50 % klaar.')).toBeInTheDocument();
    expect(within(premiumCard()).queryByText(/korting/)).toBeNull();
  });
});

/** A new member who has not paid, half a profile, no members to show; the time bonus and welcome code as given (none by default). */
function doneApi({ timeBonus = null, discount = null }: { timeBonus?: TimeBonus | null; discount?: DiscountCode | null } = {}) {
  return {
    'GET timebonus.php': { body: { time_bonus: timeBonus } },
    'GET discountcode.php': { body: { discount } },
    'GET user.php': { body: { user: member({ paid_user: false }) } },
    'GET settings.php': { body: siteSettings() },
    'GET profile.php': { body: { profile: ownProfile({ region_id: 3, interests: ['wine'] }) } },
    'GET members.php': { body: { profiles: [], numResults: 0, page: 1, per_page: 12, similar: { profiles: [], numResults: 0 } } },
  } satisfies ApiHandlers;
}

const premiumCard = () => screen.getByRole('heading', { name: 'Word Premium' }).parentElement as HTMLElement;

const welcomeCode = welcomeDiscount();
