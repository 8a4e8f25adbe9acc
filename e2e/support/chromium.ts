/**
 * Debian's Chromium (apt-get install chromium): Playwright never downloads a browser here. The flags keep
 * Chromium from reaching for the network at start, which this machine refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
