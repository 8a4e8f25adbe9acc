import { expect, test } from '@playwright/test';
import { repointRemotes } from '../support/registry';
import { RemoteStaticServer } from '../support/static-server';

test('with the chat remote down the rest of the site works and the chat slot offers a retry', async ({ page }) => {
  const chat = new RemoteStaticServer('mfe-chat', 3102);
  await chat.start();
  const restore = repointRemotes((registry) => {
    registry.remotes['mfe-chat'] = chat.manifestUrl;
  });
  try {
    await page.goto('/chats');
    await expect(page.locator('[data-app="mfe-chat"]')).toBeVisible();

    await chat.stop();
    await page.goto('/chats');
    const slot = page.locator('[data-remote-slot="mfe-chat"][data-remote-state="unavailable"]');
    await expect(slot.getByText('Tijdelijk niet beschikbaar')).toBeVisible();
    // The shell around the slot is intact.
    await expect(page.getByRole('button', { name: 'Inloggen' }).or(page.getByRole('link', { name: 'Inloggen' }))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();

    // Other remotes still load in the same page.
    await page.getByRole('link', { name: 'Prijzen' }).click();
    await expect(page.locator('[data-app="mfe-payments"]')).toBeVisible();
    await page.goBack();
    await expect(slot).toBeVisible();

    // Back up: retry brings the chat in without reloading the site.
    await chat.start();
    await slot.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.locator('[data-app="mfe-chat"]')).toBeVisible();
  } finally {
    restore();
    await chat.stop();
  }
});
