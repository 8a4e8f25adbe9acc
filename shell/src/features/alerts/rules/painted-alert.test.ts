import type { CurrentUser } from '@dating/shared-kit';
import { member } from '../test/alert-fixtures';
import { currentAlert, dismissibleAlerts, type PushStatus, type SiteAlertId } from '../../../shared/site-alerts/alert-rules';
import { formatAlertState, parseAlertState } from '../../../shared/site-alerts/alert-state-cookie';
import { paintedAlert } from './painted-alert';

const users: Record<string, CurrentUser | null> = {
  visitor: null,
  'member with nothing to fix': member(),
  'member without a photo': member({}, { main_image: null }),
  'unconfirmed member': member({ status: 'not_confirmed' }, { status: 'disabled', main_image: null }),
  'member with notifications off': member({ notifications_disabled: ['news'] }, { main_image: null }),
};
const pushStates: PushStatus[] = [
  { capable: true, subscribed: false, permission: 'default' },
  { capable: true, subscribed: true, permission: 'granted' },
  { capable: true, subscribed: false, permission: 'denied' },
  { capable: false, subscribed: false, permission: 'unsupported' },
];
const dismissals: SiteAlertId[][] = [[], ['profile-photo'], ['push', 'disabled-notifications'], [...dismissibleAlerts]];
const routes = ['members', 'members-id', 'profile', 'chats', 'credits', 'notifications'];

describe('the banner painted above a member page', () => {
  it('is the one the app picks from the same inputs, once they went through the cookie', () => {
    let compared = 0;
    for (const user of Object.values(users))
      for (const push of pushStates)
        for (const dismissed of dismissals)
          for (const routeId of routes) {
            const app = currentAlert({ user, routeId, push, emailBlocked: null, dismissed: new Set(dismissed) });
            const mirrored = parseAlertState(formatAlertState({ dismissed, push }));
            expect(
              paintedAlert(user, routeId, mirrored),
              JSON.stringify({ user: user?.profile.main_image, routeId, push, dismissed }),
            ).toBe(app);
            compared += 1;
          }
    expect(compared).toBe(5 * 4 * 4 * 6);
  });

  it('paints the demo case: a member without a photo gets the photo banner on the search and a profile', () => {
    const state = { dismissed: [], push: pushStates[3] };
    expect(paintedAlert(users['member without a photo'], 'members', state)).toBe('profile-photo');
    expect(paintedAlert(users['member without a photo'], 'members-id', state)).toBe('profile-photo');
  });

  it('leaves out what the server cannot know: without the cookie no dismissible banner, only the activation reminder', () => {
    expect(paintedAlert(users['member without a photo'], 'members', undefined)).toBeUndefined();
    expect(paintedAlert(users['member with notifications off'], 'members', undefined)).toBeUndefined();
    expect(paintedAlert(users['unconfirmed member'], 'members', undefined)).toBe('activation');
  });

  it('paints no push banner while the browser has not reported its push state', () => {
    expect(paintedAlert(users['member with nothing to fix'], 'members', { dismissed: [] })).toBeUndefined();
    expect(paintedAlert(users['member with nothing to fix'], 'members', { dismissed: [], push: pushStates[0] })).toBe('push');
  });
});
