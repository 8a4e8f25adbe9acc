import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../test/render-shell';
import type { PushStatus } from '../../../shared/site-alerts/alert-rules';
import { dismissalsKey } from '../rules/dismissals';
import { member, stubAlertsApi, stubMatchMedia } from '../test/alert-fixtures';
import { AnswersSettled } from '../test/answers-settled';
import { SiteAlerts } from './site-alerts';

vi.setConfig({ testTimeout: 20000 });

const pushOff: PushStatus = { capable: false, subscribed: false, permission: 'unsupported' };
const pushPossible: PushStatus = { capable: true, subscribed: false, permission: 'default' };

const activationText = /Je account is nog niet geactiveerd/;
const photoText = /Je hebt nog geen profielfoto/;
const pushText = /Zet pushmeldingen aan/;
const disabledText = /Je ontvangt niet alle meldingen/;

const unconfirmed = () => member({ status: 'not_confirmed' }, { status: 'disabled' });
const withoutPhoto = () => member({}, { main_image: null });

async function renderAlerts(routeId: string, push: PushStatus = pushOff, path = '/') {
  await renderShell(
    <>
      <SiteAlerts routeId={routeId} push={push} />
      <AnswersSettled routeId={routeId} />
    </>,
    { path },
  );
  // The user (and e-mail state) answers are in before asserting what is (not) there.
  await screen.findByTestId('answers-settled');
}

beforeEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  stubMatchMedia([]);
});

describe('activation reminder', () => {
  it('is shown to a member whose status is not_confirmed and whose profile status is disabled', async () => {
    stubAlertsApi({ user: unconfirmed() });
    await renderAlerts('members');
    expect(await screen.findByText(activationText)).toBeInTheDocument();
    // A compact strip, not a live region: standing page content, announced by nobody.
    expect(screen.getByRole('region', { name: 'Meldingen' })).toHaveTextContent('Bevestig je e-mailadres');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not shown when only the user status is not_confirmed but the profile is not disabled', async () => {
    stubAlertsApi({ user: member({ status: 'not_confirmed' }) });
    await renderAlerts('members');
    expect(screen.queryByText(activationText)).not.toBeInTheDocument();
  });

  it('is not shown to an active member', async () => {
    stubAlertsApi({ user: member() });
    await renderAlerts('members');
    expect(screen.queryByText(activationText)).not.toBeInTheDocument();
  });

  it.each(['signup', 'settings', 'notifications'])('is hidden on the %s route', async (routeId) => {
    stubAlertsApi({ user: unconfirmed() });
    await renderAlerts(routeId);
    expect(screen.queryByText(activationText)).not.toBeInTheDocument();
  });

  it('opens as a modal on a smartphone when the query api_signup_complete is present', async () => {
    stubMatchMedia(['(max-width: 575px)']);
    stubAlertsApi({ user: unconfirmed() });
    await renderAlerts('members', pushOff, '/members?api_signup_complete=1');
    const dialog = await screen.findByRole('dialog', { name: 'Bevestig je e-mailadres' });
    expect(within(dialog).getByText(activationText)).toBeInTheDocument();
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Later' })));
    // Closing the modal leaves the reminder as a banner.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(activationText)).toBeInTheDocument();
  });

  it('stays a banner on a smartphone without api_signup_complete', async () => {
    stubMatchMedia(['(max-width: 575px)']);
    stubAlertsApi({ user: unconfirmed() });
    await renderAlerts('members', pushOff, '/members');
    expect(await screen.findByText(activationText)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays a banner on a wide screen even with api_signup_complete', async () => {
    stubAlertsApi({ user: unconfirmed() });
    await renderAlerts('members', pushOff, '/members?api_signup_complete=1');
    expect(await screen.findByText(activationText)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resends the activation mail with POST /api/activate.php and confirms it', async () => {
    const requests = stubAlertsApi({ user: unconfirmed() });
    await renderAlerts('members');
    const button = await screen.findByRole('button', { name: 'Stuur de e-mail opnieuw' });
    await act(async () => userEvent.click(button));
    expect(await screen.findByText('We hebben de activatiemail opnieuw verstuurd.')).toBeInTheDocument();
    const resend = requests.find((request) => request.url.pathname.endsWith('/api/activate.php'));
    expect(resend?.method).toBe('POST');
  });

  it('cannot be dismissed', async () => {
    stubAlertsApi({ user: unconfirmed() });
    await renderAlerts('members');
    await screen.findByText(activationText);
    expect(screen.queryByRole('button', { name: 'Melding sluiten' })).not.toBeInTheDocument();
  });
});

describe('profile-photo alert', () => {
  it('is shown to a logged-in member without a main image, linking to the profile', async () => {
    stubAlertsApi({ user: withoutPhoto() });
    await renderAlerts('members');
    expect(await screen.findByText(photoText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foto toevoegen' })).toHaveAttribute('href', '/profile');
  });

  it('is not shown to a member who has a main image', async () => {
    stubAlertsApi({ user: member() });
    await renderAlerts('members');
    expect(screen.queryByText(photoText)).not.toBeInTheDocument();
  });

  it('is not shown to a visitor', async () => {
    stubAlertsApi({ user: null });
    await renderAlerts('members', pushPossible);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(photoText)).not.toBeInTheDocument();
    expect(screen.queryByText(pushText)).not.toBeInTheDocument();
  });

  it.each(['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'])(
    'is hidden on the %s route',
    async (routeId) => {
      stubAlertsApi({ user: withoutPhoto() });
      await renderAlerts(routeId);
      expect(screen.queryByText(photoText)).not.toBeInTheDocument();
    },
  );

  it('is dismissible: the dismissal is stored with a timestamp and the alert is not shown again', async () => {
    stubAlertsApi({ user: withoutPhoto() });
    await renderAlerts('members');
    await screen.findByText(photoText);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' })));
    expect(screen.queryByText(photoText)).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(dismissalsKey) ?? '{}') as Record<string, string>;
    expect(Number.isNaN(Date.parse(stored['profile-photo'] ?? ''))).toBe(false);

    document.body.innerHTML = '';
    await renderAlerts('members');
    expect(screen.queryByText(photoText)).not.toBeInTheDocument();
  });
});

describe('push alert', () => {
  it('is shown when push is possible: supported, not subscribed and not denied', async () => {
    stubAlertsApi({ user: member() });
    await renderAlerts('members', pushPossible);
    expect(await screen.findByText(pushText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meldingen aanzetten' })).toHaveAttribute('href', '/notifications');
  });

  it.each<[string, PushStatus]>([
    ['push is not supported', pushOff],
    ['the member is already subscribed', { capable: true, subscribed: true, permission: 'granted' }],
    ['the permission was denied', { capable: true, subscribed: false, permission: 'denied' }],
  ])('is not shown when %s', async (_case, push) => {
    stubAlertsApi({ user: member() });
    await renderAlerts('members', push);
    expect(screen.queryByText(pushText)).not.toBeInTheDocument();
  });

  it.each(['signup', 'notifications', 'activate-done', 'directdebit', 'premium'])('is hidden on the %s route', async (routeId) => {
    stubAlertsApi({ user: member() });
    await renderAlerts(routeId, pushPossible);
    expect(screen.queryByText(pushText)).not.toBeInTheDocument();
  });

  it('is dismissible and stays away after a dismissal', async () => {
    stubAlertsApi({ user: member() });
    await renderAlerts('members', pushPossible);
    await screen.findByText(pushText);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' })));
    expect(screen.queryByText(pushText)).not.toBeInTheDocument();
    document.body.innerHTML = '';
    await renderAlerts('chats', pushPossible);
    expect(screen.queryByText(pushText)).not.toBeInTheDocument();
  });
});

describe('disabled-notifications alert', () => {
  it('is shown when the member disabled notification kinds', async () => {
    stubAlertsApi({ user: member({ notifications_disabled: ['promotions'] }) });
    await renderAlerts('members');
    expect(await screen.findByText(disabledText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instellingen bekijken' })).toHaveAttribute('href', '/notifications');
  });

  it('is shown when mail to the member is blocked (complaint, bounce or unsubscribe)', async () => {
    stubAlertsApi({ user: member(), emailBlocked: 'bounce' });
    await renderAlerts('members');
    expect(await screen.findByText(disabledText)).toBeInTheDocument();
  });

  it('is not shown when every notification is on and mail is allowed', async () => {
    const requests = stubAlertsApi({ user: member() });
    await renderAlerts('members');
    // renderAlerts waited for the e-mail state answer itself.
    expect(requests.some((request) => request.url.pathname.endsWith('/notifications.php'))).toBe(true);
    expect(screen.queryByText(disabledText)).not.toBeInTheDocument();
  });

  it.each(['settings', 'notifications'])('is hidden on the %s route', async (routeId) => {
    const requests = stubAlertsApi({ user: member({ notifications_disabled: ['news'] }), emailBlocked: 'complaint' });
    await renderAlerts(routeId);
    expect(screen.queryByText(disabledText)).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname.endsWith('/notifications.php'))).toBe(false);
  });

  it('is dismissible and stays away after a dismissal', async () => {
    stubAlertsApi({ user: member({ notifications_disabled: ['news'] }) });
    await renderAlerts('members');
    await screen.findByText(disabledText);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' })));
    expect(screen.queryByText(disabledText)).not.toBeInTheDocument();
    expect(Object.keys(JSON.parse(localStorage.getItem(dismissalsKey) ?? '{}'))).toEqual(['disabled-notifications']);
  });
});

describe('one banner at a time (DESIGN 3)', () => {
  const everything = () => member({ status: 'not_confirmed', notifications_disabled: ['news'] }, { status: 'disabled', main_image: null });

  it('shows only the first that applies: activation, notifications off, photo, push', async () => {
    stubAlertsApi({ user: everything() });
    await renderAlerts('members', pushPossible);
    expect(await screen.findByText(activationText)).toBeInTheDocument();
    for (const text of [disabledText, photoText, pushText]) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('lets the next one through after a dismissal, in order', async () => {
    stubAlertsApi({ user: member({ notifications_disabled: ['news'] }, { main_image: null }) });
    await renderAlerts('members', pushPossible);
    await screen.findByText(disabledText);
    expect(screen.queryByText(photoText)).not.toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' })));
    expect(await screen.findByText(photoText)).toBeInTheDocument();
    expect(screen.queryByText(pushText)).not.toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' })));
    expect(await screen.findByText(pushText)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Melding sluiten' })).toHaveLength(1);
  });

  it.each([
    'chats',
    'chats-id',
    'members-id-chat',
    'complete-signup',
    'credits',
    'credits-repeat-order',
    'credits-id-paymentmethod',
    'transactions-id',
  ])('shows none on the chat, sign-up or payment route %s', async (routeId) => {
    stubAlertsApi({ user: everything() });
    await renderAlerts(routeId, pushPossible);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
