import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditsResponse } from '../../contracts/payments.ts';
import type { StoredSiteSettings } from '../../contracts/settings.ts';
import { upsertSiteConfig } from '../../repositories/site-config.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CLIENT, uniqueEmail } from '../account/test-support.ts';
import { resolveTestMember } from '../likes/test-members.ts';
import { balanceAndLedger, chatMember } from '../chat/test-chat.ts';
import { addBuyer, paymentsClient } from './test-payments.ts';

describe('prices follow the member, not the request', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { signup: 1000 } });
  const pay = paymentsClient(app);
  let defaultSite = 0;
  let dearSite = 0;

  beforeAll(async () => {
    const { rows } = await db().query<{ id: number; settings: StoredSiteSettings }>(
      `select id, settings from site_config where is_default`,
    );
    defaultSite = rows[0]!.id;
    // A second site with dearer messages, photos and gifts.
    dearSite = await upsertSiteConfig(db(), {
      domain: 'dear.example',
      isDefault: false,
      companyId: null,
      settings: { ...rows[0]!.settings, message_credits: 9, photo_credits: 20, gift_credits: 30 },
    });
  });

  const send = (memberId: number, to: number, host: string) =>
    app().inject({
      method: 'POST',
      url: '/api/chat.php',
      headers: { ...CLIENT, host, 'x-test-member': String(memberId) },
      payload: { profile: to, kind: 'text', text: 'Hoi', client_id: randomUUID() },
    });

  it('charges the message price of the site the member signed up on, whichever domain the request comes to', async () => {
    const fromDefault = await chatMember(db(), { gender: 'male', credits: 50 });
    const fromDear = await chatMember(db(), { gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    await db().query(`update members set signup_site_id = $2 where id = $1`, [fromDefault, defaultSite]);
    await db().query(`update members set signup_site_id = $2 where id = $1`, [fromDear, dearSite]);

    // The default site's member on the dear domain still pays the default price (5), and the other way round.
    const cheap = await send(fromDefault, anna, 'dear.example');
    expect(cheap.statusCode, cheap.body).toBe(200);
    expect(cheap.json().credits).toBe(45);
    const dear = await send(fromDear, anna, 'datingsite.nl');
    expect(dear.statusCode, dear.body).toBe(200);
    expect(dear.json().credits).toBe(41);
    expect(await balanceAndLedger(db(), fromDear)).toEqual({ credits: 41, ledger: 41 });
    // Gift prices shown follow the member too.
    const giftPrices = async (memberId: number) =>
      (await app().inject({ url: '/api/gifts.php', headers: { ...CLIENT, host: 'datingsite.nl', 'x-test-member': String(memberId) } }))
        .json()
        .gifts.map((gift: { credits: number }) => gift.credits) as number[];
    const own = await giftPrices(fromDefault);
    const theirs = await giftPrices(fromDear);
    // Gifts without a price of their own cost the site's gift_credits: 30 for the dear site's member.
    const differing = own.flatMap((price, index) => (price === theirs[index] ? [] : [theirs[index]]));
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.every((price) => price === 30)).toBe(true);
  });

  it('keeps the price country of the sign-up when the member changes the profile country', async () => {
    const me = await addBuyer(db(), 'Noor', 'NL');
    await db().query(`update members set country = 'DE' where id = $1`, [me]);
    const catalogue = (await pay.credits(me)).json() as CreditsResponse;
    const nlBundles = ((await pay.credits(null, '?country=NL')).json() as CreditsResponse).bundles.map((bundle) => bundle.id);
    expect(catalogue.bundles.map((bundle) => bundle.id)).toEqual(nlBundles);
    const deBundle = ((await pay.credits(null, '?country=DE')).json() as CreditsResponse).bundles[0]!.id;
    expect((await pay.call(me, 'POST', '/api/order.php', { bundle_id: deBundle, method: 'ideal' })).json().error).toBe('bundle_not_found');
    expect((await pay.call(me, 'POST', '/api/order.php', { bundle_id: nlBundles[0]!, method: 'ideal' })).statusCode).toBe(201);
  });

  it('records the site and the price country at sign-up', async () => {
    const email = uniqueEmail('origin');
    const signup = await app().inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { ...CLIENT, host: 'dear.example' },
      payload: { email, name: 'Origine', password: 'geheim123', password_confirm: 'geheim123', date_of_birth: '1990-01-01' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const { rows } = await db().query<{ signup_site_id: number; price_country: string; country: string }>(
      `select signup_site_id, price_country, country from members where email = $1`,
      [email],
    );
    expect(rows[0]).toMatchObject({ signup_site_id: dearSite });
    expect(rows[0]!.price_country).toBe(rows[0]!.country);
  });
});
