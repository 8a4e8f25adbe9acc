import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addMember } from './likes/test-members.ts';
import { sessionCookieFor } from '../realtime/test-sockets.ts';
import { upsertInterest } from '../repositories/interests.ts';
import { renameDefaultSite } from '../test/rename-site.ts';
import { useTestApp } from '../test/test-app.ts';

const REFERENCE_URLS = ['/api/settings.php', '/api/interests.php', '/api/regions.php?country=NL', '/api/companyinfo.php'];

describe('reference reads (settings, interests, regions, company info) built once and kept', () => {
  const { app, db } = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: { 'x-request-type': 'client', ...headers } });

  it('answers 304 to a matching If-None-Match and 200 with the body otherwise', async () => {
    for (const url of REFERENCE_URLS) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await get(url, { 'if-none-match': '"something-else"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.json()).toEqual(first.json());
    }
  });

  it('sends the kept brotli or gzip form, with its own ETag, and revalidates across encodings', async () => {
    const plain = await get('/api/settings.php');
    const br = await get('/api/settings.php', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, X-Country');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    const gz = await get('/api/settings.php', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // A browser that kept the brotli form and now asks plainly still gets its 304.
    const revalidated = await get('/api/settings.php', { 'if-none-match': String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps one answer per visitor country', async () => {
    const be = await get('/api/settings.php', { 'x-country': 'BE' });
    const de = await get('/api/settings.php', { 'x-country': 'DE' });
    expect(be.json().geoip_country).toBe('BE');
    expect(de.json().geoip_country).toBe('DE');
    expect(be.headers.etag).not.toBe(de.headers.etag);
  });

  it('serves the kept answer until the change is announced, then the new one', async () => {
    const before = await get('/api/settings.php');
    await renameDefaultSite(db(), 'Renamed Dating');
    await upsertInterest(db(), 'kite_surfing', 999);
    // Not announced yet: the kept answers (no query at all).
    expect((await get('/api/settings.php')).json().name).toBe(before.json().name);
    expect((await get('/api/interests.php')).json().interests).not.toContainEqual(expect.objectContaining({ slug: 'kite_surfing' }));

    await app().referenceChanged();
    const after = await get('/api/settings.php', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().name).toBe('Renamed Dating');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().interests).toContainEqual(expect.objectContaining({ slug: 'kite_surfing' }));
    expect((await get('/api/interests.php')).json().interests).toContainEqual(expect.objectContaining({ slug: 'kite_surfing' }));
    // Every request of the site (not only settings.php) sees the changed config.
    expect((await get('/api/user.php')).statusCode).toBe(200);
  });

  it('gives two members and a visitor the very same bytes, and nothing of a member', async () => {
    const anna = await addMember(db(), { name: 'AnnaCacheTest' });
    const bert = await addMember(db(), { name: 'BertCacheTest', gender: 'male' });
    const cookies = { anna: await sessionCookieFor(db(), anna), bert: await sessionCookieFor(db(), bert) };
    for (const url of REFERENCE_URLS) {
      // Anna first, so that a member's answer would be the one kept if anything of her went in.
      const asAnna = await get(url, { cookie: cookies.anna });
      const asBert = await get(url, { cookie: cookies.bert });
      const asVisitor = await get(url);
      expect(asBert.body, url).toBe(asAnna.body);
      expect(asVisitor.body, url).toBe(asAnna.body);
      expect(asVisitor.headers.etag, url).toBe(asAnna.headers.etag);
      expect(asAnna.body, url).not.toMatch(/AnnaCacheTest|BertCacheTest/);
      expect(asAnna.headers['set-cookie'], url).toBeUndefined();
    }
    // The member's own reads stay theirs.
    const user = await get('/api/user.php', { cookie: cookies.bert });
    expect(user.json().user.profile.name).toBe('BertCacheTest');
  });
});
