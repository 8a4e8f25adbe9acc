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
    // A fake microphone that needs no permission prompt: the voice-message journeys record with MediaRecorder.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};
