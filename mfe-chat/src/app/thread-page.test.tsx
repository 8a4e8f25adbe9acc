import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@dating/shared-kit/test';
import type { ApiHandlers } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../exposes/routes';
import { initialRows } from '../features/thread/components/message-list';
import { chatPage, linda, memberHandlers, message } from '../test/chat-fixtures';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const daysAgo = (days: number, hour = 12) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

async function openConversation(handlers: ApiHandlers = {}) {
  const api = mockApi(memberHandlers(handlers));
  const rendered = await renderRoutes(routes, '/chats/5');
  await screen.findByRole('list', { name: 'Berichten met Linda' });
  return { api, ...rendered };
}

const field = () => screen.getByRole('textbox', { name: 'Bericht aan Linda' });

describe('a conversation', () => {
  it('shows day separators (today, yesterday, a date), own and their bubbles, and the cost line', async () => {
    const old = daysAgo(10);
    await openConversation({
      'GET chat.php': {
        body: chatPage([
          message({ id: 1, sent_at: old, text: 'Lang geleden' }),
          message({ id: 2, sent_at: daysAgo(1), text: 'Gisteren gezegd', mine: true }),
          message({ id: 3, sent_at: daysAgo(0, 9), text: 'Goedemorgen' }),
        ]),
      },
    });
    const thread = screen.getByRole('list', { name: 'Berichten met Linda' });
    const expectedDate = new Intl.DateTimeFormat('nl', { day: 'numeric', month: 'long' }).format(new Date(old));
    const separators = within(thread)
      .getAllByRole('listitem')
      .filter((item) => !item.matches('[data-testid="message"]'))
      .map((item) => item.textContent);
    expect(separators).toEqual([expectedDate, 'Gisteren', 'Vandaag']);
    expect(within(thread).getByText('Gisteren gezegd').closest('[data-testid="message"]')).toHaveTextContent('Verstuurd');
    expect(screen.getByText('1 bericht = 5 credits · saldo 12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gesprek met Linda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profiel van Linda' })).toHaveAttribute('href', '/members/2');
  });

  it('shows the verified badge beside a verified partner’s name', async () => {
    await openConversation({ 'GET chat.php': { body: chatPage([message({ id: 1 })], { profile: { ...linda, verified: true } }) } });
    expect(screen.getByText('Geverifieerd').closest('[data-verified]')).toHaveAttribute('title', 'Profiel geverifieerd met een selfie');
  });

  it('shows no verified badge for a partner who is not verified', async () => {
    await openConversation({ 'GET chat.php': { body: chatPage([message({ id: 1 })]) } });
    expect(screen.queryByText('Geverifieerd')).toBeNull();
  });

  it('shows message text as text: markup is not rendered and links are not clickable', async () => {
    await openConversation({
      'GET chat.php': { body: chatPage([message({ text: '<img src=x onerror=alert(1)><b>vet</b> https://evil.example' })]) },
    });
    const thread = screen.getByRole('list', { name: 'Berichten met Linda' });
    expect(within(thread).getByText('<img src=x onerror=alert(1)><b>vet</b> https://evil.example')).toBeInTheDocument();
    expect(thread.querySelector('b, a, img')).toBeNull();
  });

  it('sends a text with a new client_id, shows it as sending, then stored with the new balance', async () => {
    let answer: () => void = () => undefined;
    const { api } = await openConversation({
      'GET chat.php': { body: chatPage([message({ text: 'Hoi' })]) },
      'POST chat.php': (call) =>
        new Promise((resolve) => {
          const body = call.body as { client_id: string; text: string };
          answer = () =>
            resolve({ body: { message: message({ id: 500, mine: true, text: body.text, client_id: body.client_id }), credits: 7 } });
        }),
    });
    await act(async () => userEvent.type(field(), 'Hallo Linda{Enter}'));
    const [post] = api.callsTo('POST', 'chat.php');
    expect(post?.body).toMatchObject({ conversation: 5, kind: 'text', text: 'Hallo Linda' });
    expect((post?.body as { client_id: string }).client_id).toMatch(uuid);
    expect(field()).toHaveValue('');
    expect(screen.getByText('Hallo Linda').closest('[data-testid="message"]')).toHaveTextContent('Wordt verstuurd…');
    await act(async () => answer());
    await waitFor(() => expect(screen.getByText('Hallo Linda').closest('[data-testid="message"]')).toHaveTextContent('Verstuurd'));
    expect(screen.getAllByText('Hallo Linda')).toHaveLength(1);
    expect(screen.getByText('1 bericht = 5 credits · saldo 7')).toBeInTheDocument();
  });

  it('Shift+Enter makes a new line instead of sending', async () => {
    const { api } = await openConversation({ 'GET chat.php': { body: chatPage([message()]) } });
    await act(async () => userEvent.type(field(), 'Regel 1{Shift>}{Enter}{/Shift}Regel 2'));
    expect(field()).toHaveValue('Regel 1\nRegel 2');
    expect(api.callsTo('POST', 'chat.php')).toHaveLength(0);
  });

  it('offers Retry on a failed send and retries with the same client_id', async () => {
    let attempt = 0;
    const { api } = await openConversation({
      'GET chat.php': { body: chatPage([message()]) },
      'POST chat.php': (call) => {
        attempt += 1;
        const body = call.body as { client_id: string };
        return attempt === 1
          ? { status: 503, body: { error: 'service_unavailable', message: 'Even niet beschikbaar' } }
          : { body: { message: message({ id: 501, mine: true, text: 'Ben je er?', client_id: body.client_id }), credits: 7 } };
      },
    });
    await act(async () => userEvent.type(field(), 'Ben je er?{Enter}'));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(/^Niet verstuurd: /);
    await act(async () => userEvent.click(within(failed).getByRole('button', { name: 'Opnieuw proberen' })));
    await waitFor(() => expect(screen.getByText('Ben je er?').closest('[data-testid="message"]')).toHaveTextContent('Verstuurd'));
    const [first, second] = api.callsTo('POST', 'chat.php').map((call) => (call.body as { client_id: string }).client_id);
    expect(second).toBe(first);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads older messages when scrolled to the top and keeps the reader in place', async () => {
    // jsdom has no layout: every message row is 50 px high in a 500 px window.
    const scrollTops = new WeakMap<Element, number>();
    const restore = [
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.querySelectorAll('[data-testid="message"]').length * 50;
      }),
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500),
      vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
        return scrollTops.get(this) ?? 0;
      }),
      vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (this: Element, value: number) {
        scrollTops.set(this, Math.max(0, value));
      }),
    ];
    const page = (from: number) => Array.from({ length: 30 }, (_, index) => message({ id: from + index, sent_at: daysAgo(0, 10) }));
    const { api } = await openConversation({
      'GET chat.php': (call) =>
        call.url.searchParams.get('before') === '31'
          ? { body: chatPage(page(1), { has_older: false }) }
          : { body: chatPage(page(31), { has_older: true }) },
    });
    const scroller = screen.getByTestId('message-scroller');
    // Opened at the newest message.
    expect(scroller.scrollTop).toBe(1500);
    scroller.scrollTop = 0;
    await act(async () => fireEvent.scroll(scroller));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(60));
    expect(api.callsTo('GET', 'chat.php').map((call) => call.url.searchParams.get('before'))).toEqual([null, '31']);
    // 30 rows (1,500 px) came in above: the row that was at the top is still there.
    expect(scroller.scrollTop).toBe(1500);
    expect(screen.queryByRole('button', { name: 'Oudere berichten laden' })).not.toBeInTheDocument();
    for (const spy of restore) spy.mockRestore();
  });

  it('keeps the DOM small in a 1,000-message conversation: scrolling up reveals loaded rows before fetching', async () => {
    const thousand = Array.from({ length: 1_000 }, (_, index) => message({ id: index + 1, sent_at: daysAgo(0, 10) }));
    const { api } = await openConversation({ 'GET chat.php': { body: chatPage(thousand, { has_older: true }) } });
    expect(screen.getAllByTestId('message')).toHaveLength(initialRows);
    expect(screen.getByText('Bericht 1000')).toBeInTheDocument();
    await act(async () => fireEvent.scroll(screen.getByTestId('message-scroller')));
    expect(screen.getAllByTestId('message').length).toBeGreaterThan(initialRows);
    expect(screen.getAllByTestId('message').length).toBeLessThan(300);
    expect(api.callsTo('GET', 'chat.php')).toHaveLength(1);
  });

  it('reads a conversation: its row and the badge lose their unread count', async () => {
    const { store } = await openConversation({ 'GET chat.php': { body: chatPage([message()]) } });
    const chats = () =>
      (store.getState().api.queries['kitGetChats(undefined)']?.data as { total_unread_messages: number } | undefined)
        ?.total_unread_messages;
    await waitFor(() => expect(chats()).toBe(0));
    // The list beside the thread (shown from 992 px) follows at once.
    expect(document.querySelector('nav a[href="/chats/5"]')).not.toBeNull();
    expect(document.querySelector('nav [aria-label$="ongelezen berichten"]')).toBeNull();
  });
});
