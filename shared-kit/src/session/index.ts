// The kit's session concern: who is logged in, their credits, the locale and server logouts.
export { useSession, useCreditBalance } from './use-session';
export type { Session } from './use-session';
export {
  sessionSlice,
  authenticationLost,
  localeChanged,
  serverLogoutAcknowledged,
  selectLocale,
  selectLoggedOutByServer,
} from './session-slice';
