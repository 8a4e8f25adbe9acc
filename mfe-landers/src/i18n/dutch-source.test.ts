import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLocale } from '@dating/shared-kit';
import nl from './nl.json';
import { loadLandersMessages } from './load-messages';

interface Descriptor {
  id: string;
  defaultMessage: string;
}

const isDescriptor = (value: unknown): value is Descriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Descriptor).id === 'string' &&
  typeof (value as Descriptor).defaultMessage === 'string';

/** The Dutch texts of every module of this remote that declares texts (`*messages.ts`, `kinds/*-defaults.ts`). */
async function textsInCode(): Promise<Record<string, string>> {
  const features = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'features');
  const files = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((file) => /(messages|-defaults)\.ts$/.test(file));
  const texts: Record<string, string> = {};
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ path.join(features, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (typeof exported !== 'object' || exported === null) continue;
      for (const value of Object.values(exported)) if (isDescriptor(value)) texts[value.id] = value.defaultMessage;
    }
  }
  return texts;
}

describe('Dutch, the source language', () => {
  it('has every text in the code exactly as in nl.json, so a Dutch visitor needs no catalogue', async () => {
    const texts = await textsInCode();
    expect(Object.keys(texts).length).toBeGreaterThan(50);
    expect(texts).toEqual(nl);
  });

  it('is served from the code, while other locales fetch their catalogue', async () => {
    expect(defaultLocale).toBe('nl');
    await expect(loadLandersMessages('nl')).resolves.toEqual({});
    const german = (await loadLandersMessages('de')) as { default?: Record<string, string> };
    expect(german.default?.['landers.cta.signup']).toBeTruthy();
  });
});
