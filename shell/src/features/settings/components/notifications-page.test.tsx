import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import type { NotificationSettings } from '@dating/shared-kit';
import { renderShell } from '../../../test/render-shell';
import { stubApi } from '../../../test/stub-api';
import type { Reply } from '../../../test/stub-api';
import { NotificationsPage } from './notifications-page';

vi.setConfig({ testTimeout: 20000 });

const settingsOf = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  notifications_disabled: ['promotions'],
  invisible: false,
  email_blocked: null,
  push_subscribed: false,
  ...overrides,
});

function stubSettings(
  initial: NotificationSettings,
  extra: Record<string, Reply | ((request: Request, body: unknown) => Reply | Promise<Reply>)> = {},
) {
  let current = initial;
  return stubApi({
    'GET notifications.php': () => ({ body: current }),
    'PUT notifications.php': (_request, body) => {
      const change = body as Partial<NotificationSettings> & { email_enabled_again?: true };
      current = {
        ...current,
        ...(change.notifications_disabled ? { notifications_disabled: change.notifications_disabled } : {}),
        ...(change.invisible !== undefined ? { invisible: change.invisible } : {}),
        ...(change.email_enabled_again ? { email_blocked: null } : {}),
      };
      return { body: current };
    },
    'GET settings.php': {
      body: {
        name: 'Datingsite',
        push_public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      },
    },
    'GET user.php': { body: { user: null } },
    'GET companyinfo.php': { body: { delete_discount: 50 } },
    ...extra,
  });
}

const render = (routeId = 'notifications') => renderShell(<NotificationsPage routeId={routeId} />, { path: '/notifications' });

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('notifications page', () => {
  it('lists the 9 notification kinds, ticked unless disabled, and is accessible', async () => {
    stubSettings(settingsOf());
    await render();
    const group = await screen.findByRole('group', { name: 'E-mail- en pushmeldingen' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(9);
    expect(within(group).getByRole('checkbox', { name: 'Bezoekers van je profiel' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Nieuwe berichten' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Aanbiedingen en acties' })).not.toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it('saves a kind turned off with PUT notifications.php and confirms it', async () => {
    const calls = stubSettings(settingsOf());
    await render();
    const button = await screen.findByRole('checkbox', { name: 'Likes' });
    await act(async () => userEvent.click(button));
    expect(await screen.findByText('Je instellingen zijn opgeslagen.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ notifications_disabled: ['like', 'promotions'] });
    expect(screen.getByRole('checkbox', { name: 'Likes' })).not.toBeChecked();
  });

  it('turns invisible mode on with an explanation', async () => {
    const calls = stubSettings(settingsOf());
    await render();
    const toggle = await screen.findByRole('switch', { name: 'Onzichtbare modus' });
    expect(toggle).toHaveAccessibleDescription(/verschijn je niet in de zoekresultaten/);
    await act(async () => userEvent.click(toggle));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Onzichtbare modus' })).toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ invisible: true });
  });

  it('keeps a newer toggle when the answer to an earlier change arrives after it', async () => {
    let releaseFirst: (reply: Reply) => void = () => undefined;
    let puts = 0;
    stubSettings(settingsOf(), {
      'PUT notifications.php': () => {
        puts += 1;
        if (puts === 1) return new Promise<Reply>((resolve) => (releaseFirst = resolve));
        return { body: settingsOf({ notifications_disabled: ['like', 'promotions'], invisible: true }) };
      },
    });
    const { store } = await render();
    const button = await screen.findByRole('checkbox', { name: 'Likes' });
    await act(async () => userEvent.click(button));
    await act(async () => userEvent.click(screen.getByRole('switch', { name: 'Onzichtbare modus' })));
    await waitFor(() => expect(puts).toBe(2));
    // The first change's answer still says visible: it was true when that change was saved.
    await act(async () => releaseFirst({ body: settingsOf({ notifications_disabled: ['like', 'promotions'] }) }));
    // Settled: no call in flight any more (the answers and any refetch they caused are in).
    const inFlight = () => {
      const { queries, mutations } = store.getState().api;
      return [...Object.values(queries), ...Object.values(mutations)].filter((entry) => entry?.status === 'pending').length;
    };
    await waitFor(() => expect(inFlight()).toBe(0));
    expect(await screen.findByRole('switch', { name: 'Onzichtbare modus' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Likes' })).not.toBeChecked();
  });

  it('shows why mail is blocked and lets the member receive mail again', async () => {
    const calls = stubSettings(settingsOf({ email_blocked: 'unsubscribe' }));
    await render();
    expect(await screen.findByText('Je hebt je afgemeld voor onze e-mails.')).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'E-mails weer ontvangen' })));
    await waitFor(() => expect(screen.queryByText('Je hebt je afgemeld voor onze e-mails.')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ email_enabled_again: true });
  });

  it('asks a visitor to log in', async () => {
    stubApi({ 'GET notifications.php': { status: 403, body: { error: 'authentication_required', message: 'Log in om verder te gaan.' } } });
    await render('settings');
    expect(await screen.findByText('Log in om je meldingen en instellingen te wijzigen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=%2Fnotifications');
  });

  it('says so when the browser cannot do push', async () => {
    stubSettings(settingsOf());
    await render();
    const toggle = await screen.findByRole('switch', { name: 'Pushmeldingen op dit apparaat' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Deze browser ondersteunt geen pushmeldingen.');
  });
});

describe('notifications page when saving fails', () => {
  it('puts a switched kind back and says so', async () => {
    // A 4xx: the base query retries 5xx answers with growing delays, which would only slow this test down.
    stubSettings(settingsOf(), { 'PUT notifications.php': { status: 409, body: { error: 'conflict' } } });
    await render();
    const box = await screen.findByRole('checkbox', { name: 'Nieuwe berichten' });
    await act(async () => userEvent.click(box));
    expect(await screen.findByText('Er is een fout opgetreden, probeer het later opnieuw.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nieuwe berichten' })).toBeChecked();
  });

  it('says the site cannot be reached when that is the reason', async () => {
    // The gateway's code for a stopped API, with a 4xx status so the base query does not retry in this test.
    stubSettings(settingsOf(), { 'PUT notifications.php': { status: 409, body: { error: 'upstream_unavailable', message: 'x' } } });
    await render();
    const box = await screen.findByRole('checkbox', { name: 'Nieuwe berichten' });
    await act(async () => userEvent.click(box));
    expect(await screen.findByText(/De site is even niet bereikbaar/)).toBeInTheDocument();
  });
});
