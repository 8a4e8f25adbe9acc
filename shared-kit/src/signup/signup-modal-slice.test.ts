import { createAppStore } from '../store/create-app-store';
import { selectSignupModalRequest, signupModalClosed, signupModalOpened } from './signup-modal-slice';

describe('signupModal slice', () => {
  it('holds one request in the site store until it is closed', () => {
    const store = createAppStore();
    expect(selectSignupModalRequest(store.getState())).toBeNull();
    store.dispatch(signupModalOpened({ reason: 'message', profileName: 'Linda', returnTo: '/members/7/chat' }));
    expect(selectSignupModalRequest(store.getState())).toEqual({ reason: 'message', profileName: 'Linda', returnTo: '/members/7/chat' });
    // A second ask replaces the first: one modal at a time, naming the latest trigger.
    store.dispatch(signupModalOpened({ reason: 'like', profileName: 'Bea', returnTo: '/members' }));
    expect(selectSignupModalRequest(store.getState())?.profileName).toBe('Bea');
    store.dispatch(signupModalClosed());
    expect(selectSignupModalRequest(store.getState())).toBeNull();
  });
});
