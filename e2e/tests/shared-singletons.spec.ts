import { expect, test } from '@playwright/test';

type ShareInfo = Record<string, { versions: string[]; from: string[] }>;

test('React, the router, the store and the kit are loaded once, from the shell, for every remote', async ({ page }) => {
  const scriptBodies: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scriptBodies.push({ url: response.url(), body: await response.text() });
  });
  await page.goto('/members');
  await expect(page.locator('[data-app="mfe-search"]')).toBeVisible();
  await page.getByRole('link', { name: 'Prijzen' }).click();
  await expect(page.locator('[data-app="mfe-payments"]')).toBeVisible();

  const shares = await page.evaluate(() => {
    const out: ShareInfo = {};
    const global = globalThis as unknown as {
      __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> };
    };
    for (const [instance, scopes] of Object.entries(global.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          const loaded = Object.entries(versions).filter(([, info]) => info.loaded);
          out[`${instance} ${name}`] = { versions: loaded.map(([version]) => version), from: loaded.map(([, info]) => info.from) };
        }
      }
    }
    return out;
  });
  for (const name of ['react', 'react-dom', 'styled-components', 'react-intl', '@dating/shared-kit']) {
    const entries = Object.entries(shares).filter(([key]) => key.endsWith(` ${name}`));
    expect(entries.length, name).toBeGreaterThan(0);
    for (const [key, info] of entries) expect(info, key).toEqual({ versions: [expect.any(String)], from: ['shell'] });
  }

  // No script served by a remote carries React, the router or the store itself: the remotes used the shell's
  // copies (the router and Redux Toolkit come with the shell's kit, the only module that imports them).
  const remoteScripts = scriptBodies.filter((script) => !script.url.startsWith('http://localhost:8080/'));
  expect(remoteScripts.length).toBeGreaterThan(0);
  const markers = {
    react: 'react.transitional.element',
    router: 'may be used only in the context of a <Router> component',
    redux: '@@redux/INIT',
    'RTK Query': '__rtkq/',
  };
  for (const script of remoteScripts) {
    for (const [what, marker] of Object.entries(markers)) expect(script.body.includes(marker), `${what} in ${script.url}`).toBe(false);
  }
  // ...and one of the shell's scripts carries the router and the store: the markers are the right ones.
  const shellScripts = scriptBodies.filter((script) => script.url.startsWith('http://localhost:8080/'));
  for (const [what, marker] of Object.entries(markers).filter(([what]) => what !== 'react')) {
    expect(shellScripts.filter((script) => script.body.includes(marker)).length, what).toBe(1);
  }
});
