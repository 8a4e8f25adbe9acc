import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteSettings } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { member, profile, stubApi } from '../../../test/stub-api';
import { batch, openSwipeGame } from './swipe-test-server';

/** A game where undoing costs `undoCredits`; swipe-undo.php gives back P1 while `credits` cover it. */
function undoServer(undoCredits: number, credits: number) {
  let balance = credits;
  return stubApi({
    '/api/user.php': { body: member },
    '/api/settings.php': { body: siteSettings() },
    '/api/swipe-game.php': { body: { ...batch(3, [1, 2, 3]), undo_credits: undoCredits } },
    'POST /api/swipe-pass.php': { body: { passed: true } },
    'POST /api/swipe-undo.php': () => {
      if (balance < undoCredits) return { status: 402, body: { error: 'insufficient_credits', message: '...', params: { needed: 1 } } };
      balance -= undoCredits;
      return { body: { undone: 'pass', profile: profile(1, 'P1'), cost: undoCredits, credits: balance, swipes_left: 3 } };
    },
  });
}

const click = (name: string) =>
  act(async () => {
    await userEvent.click(screen.getByRole('button', { name }));
  });

beforeEach(() => vi.unstubAllGlobals());

describe('undoing the last swipe', () => {
  it('brings the passed card back on top, priced on the button, with a client id', async () => {
    const api = await openSwipeGame(undoServer(5, 12));
    await click('Overslaan');
    expect(await screen.findByRole('article', { name: /P2/ })).toBeInTheDocument();
    await click('Laatste swipe terugdraaien (5 credits)');
    expect(await screen.findByRole('article', { name: /P1/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/swipe-undo.php')[0]!.body).toEqual({ client_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByTestId('swipes-left')).toHaveTextContent('Nog 3 likes vandaag');
  });

  it('is free for premium members', async () => {
    undoServer(0, 0);
    await renderRoutes(routes, '/swipe-game');
    expect(await screen.findByRole('button', { name: 'Laatste swipe terugdraaien (gratis)' })).toBeInTheDocument();
  });

  it('says what is missing when the balance does not cover it', async () => {
    await openSwipeGame(undoServer(5, 2));
    await click('Laatste swipe terugdraaien (5 credits)');
    expect(await screen.findByText(/Terugdraaien kost 5 credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
  });
});
