import { createSlice } from '@reduxjs/toolkit';
import { createAppStore, rootReducer } from './create-app-store';
import { localeChanged } from '../session/session-slice';

describe('createAppStore', () => {
  it('holds the API slice and the session with Dutch as the default locale', () => {
    const store = createAppStore();
    expect(store.getState().api).toBeDefined();
    expect(store.getState().session.locale).toBe('nl');
    store.dispatch(localeChanged('fi'));
    expect(store.getState().session.locale).toBe('fi');
  });

  it('lets a remote inject its own slice into the one store', () => {
    const store = createAppStore();
    const counter = createSlice({ name: 'testCounter', initialState: { n: 1 }, reducers: { bump: (state) => void (state.n += 1) } });
    // Injection changes the root reducer the store already uses: no second store, no replaceReducer.
    rootReducer.inject(counter);
    store.dispatch(counter.actions.bump());
    expect((store.getState() as unknown as { testCounter: { n: number } }).testCounter.n).toBe(2);
  });
});
