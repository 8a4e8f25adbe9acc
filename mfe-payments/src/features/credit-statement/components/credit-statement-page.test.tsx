import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withAppMessages, type StatementEntry } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, type ApiHandlers } from '@dating/shared-kit/test';
import { loadPaymentsMessages } from '../../../i18n/load-messages';
import CreditStatementPage from './credit-statement-page';

const routes = [
  {
    path: '/credits/statement',
    Component: withAppMessages('payments', loadPaymentsMessages, () => <CreditStatementPage routeId="credits-statement" />),
  },
];

const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  id: 1,
  at: '2026-03-01T18:01:00.000Z',
  kind: 'message',
  credits: -5,
  balance: 95,
  conversation_id: null,
  profile: null,
  order_id: null,
  ...over,
});

function stub(handlers: ApiHandlers, user = member({ credits: 85 })) {
  return mockApi({ 'GET user.php': { body: { user } }, ...handlers });
}

describe('/credits/statement', () => {
  it('lists each credit in and out with what it paid for (linked) and the balance after it, and offers the CSV', async () => {
    stub({
      'GET credit-statement.php': {
        body: {
          entries: [
            entry({ id: 3, kind: 'gift', credits: -10, balance: 85, conversation_id: 12, profile: { id: 7, name: 'Anna' } }),
            entry({ id: 2, kind: 'super_like', credits: -5, balance: 95, profile: { id: 8, name: 'Bo' } }),
            entry({ id: 1, kind: 'purchase', credits: 100, balance: 100, order_id: 44 }),
          ],
          balance: 85,
          page: 1,
          per_page: 30,
          total: 3,
        },
      },
    });
    await renderRoutes(routes, '/credits/statement');
    const list = await screen.findByRole('list', { name: 'Bij- en afschrijvingen' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Cadeau aan Anna' })).toHaveAttribute('href', '/chats/12');
    expect(rows[0]).toHaveTextContent('−10 credits');
    expect(rows[0]).toHaveTextContent('saldo 85');
    expect(within(rows[1]!).getByRole('link', { name: 'Superlike aan Bo' })).toHaveAttribute('href', '/members/8');
    expect(within(rows[2]!).getByRole('link', { name: 'Credits gekocht Bestelling 44' })).toHaveAttribute('href', '/transactions/44');
    expect(rows[2]).toHaveTextContent('+100 credits');
    expect(screen.getByText('Saldo nu: 85 credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download als CSV' })).toHaveAttribute('href', '/api/credit-statement.php?format=csv');
    expect(screen.queryByText(/Pagina/)).not.toBeInTheDocument();
  });

  it('pages to older rows and back, asking the API for that page', async () => {
    const api = stub({
      'GET credit-statement.php': (call) => {
        const page = Number(call.url.searchParams.get('page'));
        return { body: { entries: [entry({ id: page, balance: page })], balance: 1, page, per_page: 30, total: 45 } };
      },
    });
    await renderRoutes(routes, '/credits/statement');
    expect(await screen.findByText('Pagina 1 van 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuwer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ouder' }));
    expect(await screen.findByText('Pagina 2 van 2')).toBeInTheDocument();
    expect(await screen.findByText('saldo 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouder' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('GET', 'credit-statement.php').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']));
  });

  it('says when nothing was booked yet and offers the shop, without a CSV', async () => {
    stub({ 'GET credit-statement.php': { body: { entries: [], balance: 0, page: 1, per_page: 30, total: 0 } } });
    await renderRoutes(routes, '/credits/statement');
    expect(await screen.findByText('Er zijn nog geen credits bij- of afgeschreven.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('link', { name: 'Download als CSV' })).not.toBeInTheDocument();
  });

  it('offers a retry when the statement does not load', async () => {
    stub({ 'GET credit-statement.php': { status: 404, body: { error: 'not_found', message: 'x' } } });
    await renderRoutes(routes, '/credits/statement');
    expect(await screen.findByText('Het overzicht kon niet worden geladen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    mockApi({ 'GET user.php': { body: { user: null } } });
    await renderRoutes(routes, '/credits/statement');
    expect(await screen.findByText('Log in om je creditoverzicht te zien.')).toBeInTheDocument();
  });
});
