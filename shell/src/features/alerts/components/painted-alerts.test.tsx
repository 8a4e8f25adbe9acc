import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coreApi } from '@dating/shared-kit';
import { renderShell } from '../../../test/render-shell';
import type { PushStatus } from '../../../shared/site-alerts/alert-rules';
import { alertStateCookieName, readAlertStateCookie } from '../../../shared/site-alerts/alert-state-cookie';
import { dismissalsKey } from '../rules/dismissals';
import { forgetPinnedAlert } from '../rules/painted-alert-pin';
import { member, stubAlertsApi, stubMatchMedia } from '../test/alert-fixtures';
import { AnswersSettled } from '../test/answers-settled';
import { PaintedAlerts } from './painted-alerts';
import { SiteAlerts } from './site-alerts';

vi.setConfig({ testTimeout: 20000 });

const pushOff: PushStatus = { capable: false, subscribed: false, permission: 'unsupported' };
const pushPossible: PushStatus = { capable: true, subscribed: false, permission: 'default' };
const pushSubscribed: PushStatus = { capable: true, subscribed: true, permission: 'granted' };
const photoText = /Je hebt nog geen profielfoto/;
const pushText = /Zet pushmeldingen aan/;

/** The gateway's painted page as the browser receives it: `#prepaint` with the banner region it painted. */
function paintedPage(alert: string, pathname = '/members') {
  const prepaint = document.createElement('div');
  prepaint.id = 'prepaint';
  prepaint.innerHTML = `<div data-layout="default"><section data-prepaint-alert="${alert}" data-prepaint-alert-path="${pathname}"></section><main></main></div>`;
  document.body.prepend(prepaint);
}

async function renderApp(push: PushStatus, path = '/members') {
  const rendered = await renderShell(
    <>
      <SiteAlerts routeId="members" push={push} />
      <AnswersSettled routeId="members" />
    </>,
    { path },
  );
  await screen.findByTestId('answers-settled');
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${alertStateCookieName}=; Path=/; Max-Age=0`;
  document.getElementById('prepaint')?.remove();
  forgetPinnedAlert();
  stubMatchMedia([]);
});

describe('the painted banner and the app banner', () => {
  it.each<[string, ReturnType<typeof member>, PushStatus]>([
    ['photo', member({}, { main_image: null }), pushOff],
    ['push', member(), pushPossible],
    ['notifications off', member({ notifications_disabled: ['news'] }), pushOff],
  ])('render the same markup for the %s banner from the same inputs', async (_case, user, push) => {
    stubAlertsApi({ user });
    await renderShell(
      <>
        <div data-testid="app">
          <SiteAlerts routeId="members" push={push} />
        </div>
        <div data-testid="painted">
          <PaintedAlerts routeId="members" state={{ dismissed: [], push }} />
        </div>
        <AnswersSettled routeId="members" />
      </>,
      { path: '/members' },
    );
    await screen.findByTestId('answers-settled');
    const app = screen.getByTestId('app').querySelector('section');
    const painted = screen.getByTestId('painted').querySelector('section');
    expect(app?.getAttribute('data-alert')).toBeTruthy();
    expect(painted?.getAttribute('data-prepaint-alert')).toBe(app?.getAttribute('data-alert'));
    expect(painted?.getAttribute('aria-label')).toBe(app?.getAttribute('aria-label'));
    expect(painted?.innerHTML).toBe(app?.innerHTML);
  });
});

describe('on the page the server painted, the app keeps the painted decision', () => {
  it('shows no banner where none was painted (no cookie yet), and its own once the member goes to another page', async () => {
    paintedPage('');
    stubAlertsApi({ user: member({}, { main_image: null }) });
    const { router } = await renderApp(pushPossible);
    expect(screen.queryByText(photoText)).not.toBeInTheDocument();
    // The cookie is written now, for the next painted page.
    expect(readAlertStateCookie(document.cookie)).toEqual({ dismissed: [] });
    await act(async () => router.navigate('/members/12'));
    expect(await screen.findByText(photoText)).toBeInTheDocument();
    // And for good: back on the painted page, the app's own decision.
    await act(async () => router.navigate('/members'));
    expect(screen.getByText(photoText)).toBeInTheDocument();
  });

  it('shows the painted banner while its own inputs say otherwise (the push check is not back yet)', async () => {
    paintedPage('push');
    stubAlertsApi({ user: member() });
    await renderApp(pushSubscribed);
    expect(screen.getByText(pushText)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meldingen' })).toHaveAttribute('data-alert', 'push');
  });

  it('lets a dismissed painted banner go, records the dismissal in the cookie, and shows its own next one', async () => {
    paintedPage('push');
    stubAlertsApi({ user: member({}, { main_image: null }) });
    await renderApp(pushPossible);
    expect(screen.getByText(pushText)).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' })));
    expect(screen.queryByText(pushText)).not.toBeInTheDocument();
    expect(await screen.findByText(photoText)).toBeInTheDocument();
    expect(readAlertStateCookie(document.cookie)?.dismissed).toEqual(['push']);
    expect(Object.keys(JSON.parse(localStorage.getItem(dismissalsKey) ?? '{}'))).toEqual(['push']);
  });

  it('shows nothing once the member has logged out', async () => {
    paintedPage('profile-photo');
    stubAlertsApi({ user: member({}, { main_image: null }) });
    const { store } = await renderApp(pushPossible);
    expect(screen.getByText(photoText)).toBeInTheDocument();
    await act(async () => store.dispatch(coreApi.util.upsertQueryData('getCurrentUser', undefined, { user: null })));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('keeps nothing from a page painted for another path', async () => {
    paintedPage('', '/members/5');
    stubAlertsApi({ user: member({}, { main_image: null }) });
    await renderApp(pushPossible);
    expect(screen.getByText(photoText)).toBeInTheDocument();
  });
});

describe('the cookie the gateway paints from', () => {
  it("is brought up to date with this device's dismissals when the banners first render", async () => {
    localStorage.setItem(dismissalsKey, JSON.stringify({ push: '2026-11-20T10:00:00Z', 'profile-photo': '2026-11-21T10:00:00Z' }));
    stubAlertsApi({ user: member() });
    await renderApp(pushPossible);
    expect(readAlertStateCookie(document.cookie)).toEqual({ dismissed: ['profile-photo', 'push'] });
  });
});
