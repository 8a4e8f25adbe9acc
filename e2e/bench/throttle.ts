import type { Page } from '@playwright/test';

/**
 * A mid-range phone on 4G, as the speed goals are stated: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up,
 * CPU four times slower. Applied through the DevTools protocol to one page before it navigates; every
 * request of that page (gateway, remotes, API) pays it.
 */
export const PHONE_4G = { latencyMs: 150, downKbit: 1600, upKbit: 750, cpuSlowdown: 4 } as const;

export async function throttle(page: Page, profile: typeof PHONE_4G = PHONE_4G): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    // Bytes per second.
    downloadThroughput: (profile.downKbit * 1000) / 8,
    uploadThroughput: (profile.upKbit * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}
