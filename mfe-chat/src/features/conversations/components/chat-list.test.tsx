import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, paintServerCopy } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { chatEntry, chatsSummary, linda, memberHandlers } from '../../../test/chat-fixtures';
import { profileSummary } from '@dating/shared-kit/test';

const bo = profileSummary(3, 'Bo');
const twoChats = () =>
  chatsSummary([
    chatEntry(5, linda, {
      num_unread_messages: 2,
      last_message: { kind: 'image', preview: '', sent_at: new Date().toISOString(), mine: false },
    }),
    chatEntry(6, bo, { last_message: { kind: 'text', preview: 'Tot morgen', sent_at: '2025-01-03T10:00:00.000Z', mine: true } }),
  ]);

describe('the conversation list', () => {
  it('shows rows with name, preview (a photo as a word), unread count and a link to the conversation', async () => {
    mockApi(memberHandlers({ 'GET chats.php': { body: twoChats() } }));
    await renderRoutes(routes, '/chats');
    const list = await screen.findByRole('list', { name: 'Gesprekken' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/chats/5');
    expect(within(first!).getByText('Foto')).toBeInTheDocument();
    expect(within(first!).getByLabelText('2 ongelezen berichten')).toHaveTextContent('2');
    expect(within(second!).getByText('Jij: Tot morgen')).toBeInTheDocument();
    expect(within(second!).queryByLabelText(/ongelezen/)).not.toBeInTheDocument();
  });

  it("gives way to the server's painted copy once its own rows show and the first avatar has loaded", async () => {
    paintServerCopy('/media/members/2-t.jpg');
    mockApi(memberHandlers({ 'GET chats.php': { body: twoChats() } }));
    await renderRoutes(routes, '/chats');
    const list = await screen.findByRole('list', { name: 'Gesprekken' });
    expect(document.getElementById('prepaint')).not.toBeNull();
    fireEvent.load(list.querySelector('img')!);
    expect(document.getElementById('prepaint')).toBeNull();
  });

  it('removes a row at once, then asks the server', async () => {
    let answer: () => void = () => undefined;
    const api = mockApi(
      memberHandlers({
        'GET chats.php': { body: twoChats() },
        'DELETE chat.php': () => new Promise((resolve) => (answer = () => resolve({ body: { deleted: 1 } }))),
      }),
    );
    await renderRoutes(routes, '/chats');
    const button = await screen.findByRole('button', { name: 'Gesprek met Bo verwijderen' });
    await act(async () => userEvent.click(button));
    // Gone before the server answered.
    expect(screen.queryByText('Bo')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('DELETE', 'chat.php')).toHaveLength(1));
    expect(api.callsTo('DELETE', 'chat.php')[0]?.body).toEqual({ conversation: 6 });
    await act(async () => answer());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Linda')).toBeInTheDocument();
  });

  it('on a failed delete shows the error and reloads the list, which brings the row back', async () => {
    const api = mockApi(
      memberHandlers({
        'GET chats.php': { body: twoChats() },
        'DELETE chat.php': { status: 404, body: { error: 'conversation_not_found', message: 'Dit gesprek bestaat niet.' } },
      }),
    );
    await renderRoutes(routes, '/chats');
    const button = await screen.findByRole('button', { name: 'Gesprek met Bo verwijderen' });
    await act(async () => userEvent.click(button));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Het gesprek kon niet worden verwijderd: ./);
    await waitFor(() => expect(api.callsTo('GET', 'chats.php')).toHaveLength(2));
    expect(await screen.findByText('Bo')).toBeInTheDocument();
  });

  it('offers the member search when there are no conversations', async () => {
    mockApi(memberHandlers({ 'GET chats.php': { body: chatsSummary([]) } }));
    await renderRoutes(routes, '/chats');
    expect(await screen.findByRole('heading', { name: 'Nog geen berichten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
  });

  it('asks a visitor to log in', async () => {
    mockApi({ 'GET user.php': { body: { user: null } } });
    await renderRoutes(routes, '/chats');
    expect(await screen.findByText('Log in of meld je gratis aan om berichten te lezen en te sturen.')).toBeInTheDocument();
  });
});
