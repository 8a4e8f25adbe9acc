import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoostState } from '@dating/shared-kit';
import { member } from '@dating/shared-kit/test';
import { renderShell } from '../../../test/render-shell';
import { stubApi } from '../../../test/stub-api';
import type { Reply } from '../../../test/stub-api';
import { BoostPanel } from './boost-panel';

vi.setConfig({ testTimeout: 20000 });

const idle: BoostState = { price: 30, minutes: 30, active_until: null, last: null };
const ran = { started_at: '2026-11-27T19:00:00Z', ends_at: '2026-11-27T19:30:00Z', views: 12, likes: 3, credits: 30 };

function stub(state: BoostState, credits: number, post?: (body: unknown) => Reply) {
  let current = state;
  return stubApi({
    'GET user.php': { body: { user: member({ credits }) } },
    'GET boost.php': () => ({ body: current }),
    ...(post && {
      'POST boost.php': (_request: Request, body: unknown) => {
        const reply = post(body);
        if ((reply.status ?? 200) === 200)
          current = { ...state, active_until: '2026-11-27T21:00:00Z', last: { ...ran, views: 0, likes: 0 } };
        return reply;
      },
    }),
  });
}

describe('boost on /profile', () => {
  it('asks with the price, starts the boost with a client id, then says until when it runs', async () => {
    const calls = stub(idle, 100, () => ({ body: { active_until: '2026-11-27T21:00:00Z', cost: 30, credits: 70 } }));
    await renderShell(<BoostPanel />, { path: '/profile' });
    expect(await screen.findByText(/Sta 30 minuten bovenaan in zoeken en de swipe game van je land, voor 30 credits/)).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Boost mijn profiel' })));
    const dialog = await screen.findByRole('dialog', { name: 'Boost starten?' });
    expect(dialog).toHaveTextContent('Dit kost 30 credits; je hebt er 100.');
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Boost voor 30 credits' })));
    expect(await screen.findByText(/Je boost loopt tot/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByTestId('boost-results')).toHaveTextContent('Tot nu toe: 0 keer bekeken en 0 likes.');
  });

  it('sends a member without enough credits to the shop instead of starting', async () => {
    const calls = stub(idle, 10);
    await renderShell(<BoostPanel />, { path: '/profile' });
    const button = await screen.findByRole('button', { name: 'Boost mijn profiel' });
    await act(async () => userEvent.click(button));
    const dialog = await screen.findByRole('dialog', { name: 'Boost starten?' });
    expect(dialog).toHaveTextContent('Je hebt niet genoeg credits: een boost kost 30 credits.');
    expect(within(dialog).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(within(dialog).queryByRole('button', { name: /Boost voor/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('turns a 402 from the server into the way to the shop', async () => {
    stub(idle, 40, () => ({ status: 402, body: { error: 'insufficient_credits', message: 'x', params: { needed: 5 } } }));
    await renderShell(<BoostPanel />, { path: '/profile' });
    const button = await screen.findByRole('button', { name: 'Boost mijn profiel' });
    await act(async () => userEvent.click(button));
    const dialog = await screen.findByRole('dialog', { name: 'Boost starten?' });
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Boost voor 30 credits' })));
    expect(await within(dialog).findByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
  });

  it('shows what the last boost brought', async () => {
    stub({ ...idle, last: ran }, 100);
    await renderShell(<BoostPanel />, { path: '/profile' });
    expect(await screen.findByTestId('boost-results')).toHaveTextContent('Je laatste boost bracht 12 profielbezoeken en 3 likes.');
  });
});
