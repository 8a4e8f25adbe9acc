import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { slugify } from '../lib/slugify.ts';
import { insertCompanyInfo } from '../repositories/company-info.ts';
import { upsertCountry } from '../repositories/countries.ts';
import { upsertInterest } from '../repositories/interests.ts';
import { upsertRegion } from '../repositories/regions.ts';
import { upsertDemoDiscountCode } from '../repositories/discount-codes.ts';
import { upsertBundle, upsertPaymentMethod } from '../repositories/bundles.ts';
import { findSiteConfig, upsertSiteConfig } from '../repositories/site-config.ts';
import { COUNTRIES } from './data/countries.ts';
import { DEMO_DISCOUNT_CODES } from './data/discount-codes.ts';
import { bundlesFor, methodsFor } from './data/bundles.ts';
import { INTEREST_SLUGS } from './data/interests.ts';
import { REGIONS } from './data/regions.ts';
import { DEMO_COMPANY, DEMO_DOMAIN, demoSiteSettings } from './data/site.ts';

/**
 * Countries, regions, interests, company and site config. Upserts, so running it twice changes nothing;
 * an existing site row is left alone so an operator's edits and the push keys survive a re-seed.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, country] of COUNTRIES.entries()) {
      await upsertCountry(tx, { ...country, sortOrder: index });
      for (const [name, lat, lon] of REGIONS[country.code] ?? []) {
        await upsertRegion(tx, { country: country.code, name, slug: slugify(name), lat, lon });
      }
      for (const [sortOrder, bundle] of bundlesFor(country.currency).entries()) {
        await upsertBundle(tx, { country: country.code, currency: country.currency, ...bundle, sortOrder });
      }
      for (const [sortOrder, method] of methodsFor(country.code, country.currency).entries()) {
        await upsertPaymentMethod(tx, country.code, method, sortOrder);
      }
    }
    for (const [index, slug] of INTEREST_SLUGS.entries()) await upsertInterest(tx, slug, index);
    for (const code of DEMO_DISCOUNT_CODES) await upsertDemoDiscountCode(tx, code);

    if (await findSiteConfig(tx, DEMO_DOMAIN)) return;
    const companyId = await insertCompanyInfo(tx, DEMO_COMPANY);
    const keys = createVapidKeys();
    await upsertSiteConfig(tx, {
      domain: DEMO_DOMAIN,
      isDefault: true,
      companyId,
      settings: demoSiteSettings(keys.publicKey),
      secrets: { push_private_key: keys.privateKey },
    });
  });
}

/** A Web Push (VAPID) key pair in the base64url form browsers and web-push expect. */
function createVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? '', 'base64url'), Buffer.from(pub.y ?? '', 'base64url')]);
  return { publicKey: raw.toString('base64url'), privateKey: priv.d ?? '' };
}
