interface StandaloneWindow {
  matchMedia?: (query: string) => { matches: boolean };
  navigator: { standalone?: boolean };
}

/**
 * True when the site runs as the installed app: display-mode standalone, or iOS Safari's home-screen
 * flag. Browsers have their own back button; the installed app has none, hence ours.
 */
export function isInstalledApp(win: StandaloneWindow = window as unknown as StandaloneWindow): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || win.navigator.standalone === true;
}
