import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repointRemotes } from '../support/registry';
import { repoRoot } from '../support/site-env';
import { RemoteStaticServer } from '../support/static-server';

type Manifest = { shared: { name: string; version: string; requiredVersion: string | null }[] };

/** A copy of the chat remote's build whose manifest says it was built against shared-kit 2 (a newer remote). */
function chatBuiltForNextKitMajor(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mfe-chat-kit2-'));
  cpSync(path.join(repoRoot, 'mfe-chat', 'dist'), dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  for (const shared of manifest.shared) {
    if (shared.name === '@dating/shared-kit' || shared.name.startsWith('@dating/shared-kit/'))
      Object.assign(shared, { version: '2.0.0', requiredVersion: '^2.0.0' });
  }
  writeFileSync(file, JSON.stringify(manifest));
  // The build's brotli and gzip copies still hold the old manifest, and the static server prefers them: a
  // real build for the next kit would have compressed its own manifest, so these copies must go.
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return dir;
}

test('an old shell shows the fallback for a remote built against the next shared-kit major, and the rest of the site works', async ({
  page,
}) => {
  const dir = chatBuiltForNextKitMajor();
  const chat = new RemoteStaticServer('mfe-chat', 3112, dir);
  await chat.start();
  const restore = repointRemotes((registry) => {
    registry.remotes['mfe-chat'] = chat.manifestUrl;
  });
  const chatScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:3112/') && request.url().endsWith('.js')) chatScripts.push(request.url());
  });
  try {
    await page.goto('/chats');
    const slot = page.locator('[data-remote-slot="mfe-chat"][data-remote-state="unavailable"]');
    await expect(slot.getByText('Tijdelijk niet beschikbaar')).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    // Refused from its manifest: none of the remote's code ran against the wrong kit.
    expect(chatScripts).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();

    await page.getByRole('link', { name: 'Prijzen' }).click();
    await expect(page.locator('[data-app="mfe-payments"]')).toBeVisible();
  } finally {
    restore();
    await chat.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
