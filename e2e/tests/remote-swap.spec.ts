import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { repointRemotes } from '../support/registry';
import { RemoteStaticServer } from '../support/static-server';

// mfe-landers/dist-variant is a second build of the landers remote with BUILD_LABEL=landers-variant-b
// (made by the test command before the journeys run).
const variantLabel = 'landers-variant-b';

async function landerBuild(page: Page, path: string): Promise<{ build: string | null; shellScripts: string[] }> {
  const shellScripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith('http://localhost:8080/') && response.url().endsWith('.js')) shellScripts.push(response.url());
  });
  await page.goto(path);
  const frame = page.locator('[data-app="mfe-landers"]');
  await expect(frame).toBeVisible();
  return { build: await frame.getAttribute('data-build'), shellScripts };
}

test('repointing remotes.json swaps the landers remote without rebuilding the shell', async ({ browser }) => {
  const variant = new RemoteStaticServer('mfe-landers', 3106, 'dist-variant');
  await variant.start();
  try {
    const before = await landerBuild(await browser.newPage(), '/landers/video/summer');
    expect(before.build).toBe('mfe-landers@prod');

    const restore = repointRemotes((registry) => {
      registry.remotes['mfe-landers'] = variant.manifestUrl;
    });
    try {
      const after = await landerBuild(await browser.newPage(), '/landers/video/summer');
      expect(after.build).toBe(variantLabel);
      // The very same shell files were served: nothing of the shell was rebuilt or redeployed.
      expect(after.shellScripts.sort()).toEqual(before.shellScripts.sort());
    } finally {
      restore();
    }
  } finally {
    await variant.stop();
  }
});

test('a traffic source can get its own lander build from the registry', async ({ browser }) => {
  const variant = new RemoteStaticServer('mfe-landers', 3106, 'dist-variant');
  await variant.start();
  const restore = repointRemotes((registry) => {
    registry.remotes['mfe-landers'] = { entry: 'http://127.0.0.1:3006/mf-manifest.json', variants: { tiktok: variant.manifestUrl } };
  });
  try {
    const swapped = await browser.newPage();
    expect((await landerBuild(swapped, '/landers/gallery?network=tiktok')).build).toBe(variantLabel);
    // The second build differs visibly: its lander body sits on the night colour.
    await expect(swapped.locator('[data-lander="gallery"]')).toHaveAttribute('data-variant', 'b');
    await expect(swapped.locator('[data-lander="gallery"]')).toHaveCSS('background-color', 'rgb(20, 17, 11)');
    const others = await browser.newPage();
    expect((await landerBuild(others, '/landers/gallery')).build).toBe('mfe-landers@prod');
    await expect(others.locator('[data-lander="gallery"]')).toHaveAttribute('data-variant', 'a');
    await expect(others.locator('[data-lander="gallery"]')).not.toHaveCSS('background-color', 'rgb(20, 17, 11)');
  } finally {
    restore();
    await variant.stop();
  }
});
