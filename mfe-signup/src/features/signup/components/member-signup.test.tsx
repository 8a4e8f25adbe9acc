import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, memberProfile, mockApi, ownProfile, siteSettings } from '@dating/shared-kit/test';
import { routes } from '../../../exposes/routes';
import { fillAccountForm, submitAccount } from '../test/account-form';

const anna = memberProfile(12, 'Anna', { age: 30, main_image: { match: '/media/a.jpg', thumb: '/media/a-t.jpg' } });

describe('/members/:id/signup', () => {
  it('shows the member (photo and name) above step 0 and sends the signup message with the account', async () => {
    const api = mockApi({
      'GET user.php': { body: { user: null } },
      'GET settings.php': { body: siteSettings() },
      'GET member.php': { body: { profile: anna } },
      'POST signup.php': { status: 201, body: { user: member() } },
      'GET regions.php': { body: { regions: [] } },
      'GET interests.php': { body: { interests: [] } },
    });
    await renderRoutes(routes, '/members/12/signup?gender=male&looking_for=female');
    expect(await screen.findByText('Meld je gratis aan om Anna te leren kennen.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('src', '/media/a-t.jpg');
    expect(api.callsTo('GET', 'member.php')[0]?.url.searchParams.get('id')).toBe('12');

    const user = await fillAccountForm({ name: 'Bram', email: 'bram@example.com', birth: ['1', '1', '1985'] });
    await user.type(screen.getByLabelText('Waarom meld je je aan? (optioneel)'), 'Anna lijkt me leuk');
    await submitAccount(user);
    await waitFor(() =>
      expect(api.callsTo('POST', 'signup.php')[0]?.body).toMatchObject({
        gender: 'male',
        looking_for: 'female',
        signup_message: 'Anna lijkt me leuk',
      }),
    );
    expect(await screen.findByText('Stap 2 van 5')).toBeInTheDocument();
  });

  it('leads to the member once the last step is done', async () => {
    const profile = ownProfile({ region_id: 3 });
    mockApi({
      'GET user.php': { body: { user: member({ status: 'not_confirmed' }) } },
      'GET settings.php': { body: siteSettings() },
      'GET member.php': { body: { profile: anna } },
      'GET profile.php': { body: { profile } },
      'PUT profile.php': { body: { profile } },
      'GET regions.php': { body: { regions: [{ id: 3, country: 'NL', name: 'Utrecht', slug: 'utrecht', lat: 52.09, lon: 5.12 }] } },
      'GET interests.php': { body: { interests: [] } },
    });
    // The member's profile belongs to another app; a stand-in shows the journey got there.
    const withProfile = [...routes, { path: '/members/:id', Component: () => <p>profiel van Anna</p> }];
    const { router } = await renderRoutes(withProfile, '/members/12/signup');
    const user = userEvent.setup();
    // A member with an account goes on at step 1; the rest is skipped here.
    expect(await screen.findByText('Stap 2 van 5')).toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Volgende' })));
    expect(await screen.findByText('Stap 3 van 5')).toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Overslaan' })));
    expect(await screen.findByText('Stap 4 van 5')).toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Overslaan' })));
    expect(await screen.findByText('Stap 5 van 5')).toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Overslaan' })));
    expect(await screen.findByText('profiel van Anna')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members/12');
  });
});
