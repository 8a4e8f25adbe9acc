/**
 * The browser storage of a returning visitor who confirmed the 18+ entry warning on `origin`: every journey starts
 * so (playwright.config.ts), and so do the extra browser contexts journeys open; the warning's own journey starts empty.
 */
export function returningVisitor(origin = 'http://localhost:8080') {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'shell.entryWarning.dismissed', value: '2024-01-01T00:00:00.000Z' }] }],
  };
}
