import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Settings } from '../contracts/settings.ts';
import { upsertSiteConfig } from '../repositories/site-config.ts';
import { demoSiteSettings } from '../seed/data/site.ts';
import { useTestApp } from '../test/test-app.ts';

/** Every site setting the front end reads (region data is `regions`), plus locales. */
const SPEC_FIELDS = [
  'name',
  'domain',
  'domain_language',
  'cdn_prefix',
  'index_title',
  'description',
  'niche',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'geoip_country',
  'geoip_selected_country',
  'minimum_message_costs',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'support_email',
  'support_phone',
  'push_public_key',
  'enable_site_entry_popup',
  'countries',
  'visible_profile_fields',
  'visible_profile_notes',
  'search_fields',
  'fictional_warning',
  'refund_days',
  'member_resell',
  'company_id',
  'mail_name',
  'interests',
  'regions',
  'fictional_icon',
  'locales',
];

describe('GET /api/settings.php', () => {
  const { app, db } = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: { 'x-request-type': 'client', ...headers } });

  it('returns every settings field of the default site, matching the contract', async () => {
    const response = await get('/api/settings.php');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const field of SPEC_FIELDS) expect(body, field).toHaveProperty(field);
    expect(Value.Check(Settings, body)).toBe(true);
    expect(body.domain).toBe('datingsite.nl');
    expect(body.niche).toBeGreaterThanOrEqual(1);
    expect(body.niche).toBeLessThanOrEqual(7);
    expect(body.cdn_prefix).toBe('/media/');
    expect(body.fictional_warning).toEqual({ singular: expect.any(String), plural: expect.any(String) });
    expect(body.minimum_message_costs.NL).toEqual({ costs: 99, currency: 'EUR' });
    expect(body.interests).toHaveLength(41);
    expect(body.regions.NL).toHaveLength(12);
    expect(body.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  });

  it('cleans the support phone of dashes and spaces', async () => {
    const body = (await get('/api/settings.php')).json();
    expect(body.support_phone).toBe('+31201234567');
  });

  it('lists the visible locales per country', async () => {
    const { locales } = (await get('/api/settings.php')).json();
    expect(locales.BE).toEqual(['nl', 'fr']);
    expect(locales.CH).toEqual(['de', 'fr', 'it']);
    expect(locales.NL).toEqual(['nl', 'en']);
    expect(locales.DE).toEqual(['de']);
  });

  it('falls back to the default site for an unknown domain and tolerates page query parameters', async () => {
    const response = await get('/api/settings.php?domain=unknown.example&network=abc&sub1=x&t=5');
    expect(response.statusCode).toBe(200);
    expect(response.json().domain).toBe('datingsite.nl');
  });

  it('picks the site by forced domain or Host header, and never leaks fields outside the contract', async () => {
    const settings = { ...demoSiteSettings('key'), name: 'Gay Dating', niche: 7, internal_note: 'secret' };
    await upsertSiteConfig(db(), { domain: 'gaydating.nl', isDefault: false, companyId: null, settings });
    const forced = (await get('/api/settings.php?domain=gaydating.nl')).json();
    expect(forced).toMatchObject({ name: 'Gay Dating', niche: 7, domain: 'gaydating.nl' });
    expect(forced).not.toHaveProperty('internal_note');
    const byHost = (await get('/api/settings.php', { host: 'www.gaydating.nl:443' })).json();
    expect(byHost.name).toBe('Gay Dating');
  });

  it('derives geoip_country from X-Country, selecting it only when the site serves it', async () => {
    const belgian = (await get('/api/settings.php', { 'x-country': 'be' })).json();
    expect(belgian).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE' });
    const brazilian = (await get('/api/settings.php', { 'x-country': 'BR' })).json();
    expect(brazilian).toMatchObject({ geoip_country: 'BR', geoip_selected_country: 'NL' });
    const unknown = (await get('/api/settings.php', { 'x-country': 'nonsense' })).json();
    expect(unknown).toMatchObject({ geoip_country: 'NL', geoip_selected_country: 'NL' });
  });

  it('rejects a malformed domain with validation_failed', async () => {
    const response = await get('/api/settings.php?domain=' + encodeURIComponent('bad domain/<x>'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', details: [{ path: 'querystring/domain' }] });
  });
});
