/**
 * The browser storage of a returning visitor who confirmed the 18+ entry warning on `origin`, kept in localStorage
 * and in the cookie the gateway paints by: every journey starts so (playwright.config.ts), and so do the extra
 * browser contexts journeys open; the warning's own journeys start empty.
 */
export function returningVisitor(origin = 'http://localhost:8080') {
  const confirmed = {
    name: 'entry_warning',
    value: 'confirmed',
    domain: new URL(origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return {
    cookies: [confirmed],
    origins: [{ origin, localStorage: [{ name: 'shell.entryWarning.dismissed', value: '2024-01-01T00:00:00.000Z' }] }],
  };
}
