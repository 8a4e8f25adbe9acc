import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { defaultLocale } from '../i18n/locales';
import type { Locale } from '../i18n/locales';

/** Dispatched by the base query when the API says the session is gone. */
export const authenticationLost = createAction('session/authenticationLost');

export interface SessionState {
  locale: Locale;
  /** Set when the API ended the session; the shell shows the login prompt and clears member data. */
  loggedOutByServer: boolean;
}

const initialState: SessionState = { locale: defaultLocale, loggedOutByServer: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    serverLogoutAcknowledged(state) {
      state.loggedOutByServer = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authenticationLost, (state) => {
      state.loggedOutByServer = true;
    });
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectLoggedOutByServer: (state) => state.loggedOutByServer,
  },
});

export const { localeChanged, serverLogoutAcknowledged } = sessionSlice.actions;
export const { selectLocale, selectLoggedOutByServer } = sessionSlice.selectors;
