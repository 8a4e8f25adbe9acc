import { expect, test, type Page } from '@playwright/test';
import { breakRegistry, repointRemotes } from '../support/registry';
import { RemoteStaticServer } from '../support/static-server';

/** The remotes registry (remotes.json) failing: the shell composes from a fallback and says so. */

const lander = '/landers/video/summer';
const registryNotice = (page: Page) => page.locator('[data-registry-source]').getByRole('status');

test('a malformed remotes.json on a first visit: the built-in registry composes the site and the shell says so', async ({ page }) => {
  const restore = breakRegistry('{"remotes": {"mfe-landers": ');
  try {
    const response = await page.goto(lander);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-app="mfe-landers"]')).toBeVisible();
    await expect(page.locator('[data-registry-source="built-in"]')).toBeVisible();
    await expect(registryNotice(page)).toContainText('Niet alle onderdelen van de site konden worden bijgewerkt');
    await expect(registryNotice(page)).toContainText('We gebruiken de standaardversie');
    // It can be closed; the page goes on.
    await registryNotice(page).getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(registryNotice(page)).toHaveCount(0);
    await expect(page.locator('[data-app="mfe-landers"]')).toBeVisible();
  } finally {
    restore();
  }
});

test('remotes.json gone after a visit: the last good registry this browser kept is used, with a notice', async ({ page }) => {
  // The last good registry differs from the built-in one: it points the landers at a second build.
  const variant = new RemoteStaticServer('mfe-landers', 3106, 'dist-variant');
  await variant.start();
  const restoreRegistry = repointRemotes((registry) => {
    registry.remotes['mfe-landers'] = variant.manifestUrl;
  });
  try {
    await page.goto(lander);
    await expect(page.locator('[data-app="mfe-landers"]')).toHaveAttribute('data-build', 'landers-variant-b');
    await expect(registryNotice(page)).toHaveCount(0);

    const restoreFile = breakRegistry(null);
    try {
      expect((await page.request.get('/remotes.json')).status()).toBeGreaterThanOrEqual(500);
      await page.reload();
      await expect(page.locator('[data-app="mfe-landers"]')).toHaveAttribute('data-build', 'landers-variant-b');
      await expect(page.locator('[data-registry-source="last-good"]')).toBeVisible();
      await expect(registryNotice(page)).toContainText('We gebruiken de laatst bekende versie');
    } finally {
      restoreFile();
    }
  } finally {
    restoreRegistry();
    await variant.stop();
  }
});
