import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { GiftsResponse, IcebreakersResponse } from '../../contracts/chat.ts';
import { LOCALES } from '../../contracts/common.ts';
import { giftView } from '../../services/chat/gift-view.ts';
import { ICEBREAKERS, icebreakersFor } from '../../services/chat/icebreakers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callAs, resolveTestMember } from '../likes/test-members.ts';
import { chatMember } from './test-chat.ts';

describe('GET gifts.php and icebreakers.php', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });

  it('lists the gift catalogue with names in the asked locale, pictures and prices (gift_credits by default)', async () => {
    const me = await chatMember(db());
    const dutch = (await callAs(app(), me)('GET', '/api/gifts.php')).json();
    expect(Value.Check(GiftsResponse, dutch)).toBe(true);
    expect(dutch.gifts.map((gift: { name: string }) => gift.name)).toEqual([
      'Roos',
      'Hartje',
      'Bonbons',
      'Kopje koffie',
      'Knuffelbeer',
      'Champagne',
    ]);
    expect(dutch.gifts[0]).toMatchObject({ image: '/media/gifts/rose.png', credits: 20 });
    expect(dutch.gifts[5]).toMatchObject({ credits: 50 });
    for (const locale of LOCALES) {
      const gifts = (await callAs(app(), me)('GET', `/api/gifts.php?locale=${locale}`)).json().gifts as { name: string }[];
      expect(
        gifts.every((gift) => gift.name.length > 0),
        locale,
      ).toBe(true);
    }
    const german = (await callAs(app(), me)('GET', '/api/gifts.php?locale=de')).json();
    expect(german.gifts[1].name).toBe('Herz');
    // An unknown language falls back to Dutch.
    expect((await callAs(app(), me)('GET', '/api/gifts.php?locale=xx')).json().gifts[0].name).toBe('Roos');
  });

  it('follows the member language when no locale is asked', async () => {
    const me = await chatMember(db());
    await db().query(`update members set language = 'fr' where id = $1`, [me]);
    expect((await callAs(app(), me)('GET', '/api/gifts.php')).json().gifts[1].name).toBe('Cœur');
    expect((await callAs(app(), me)('GET', '/api/icebreakers.php')).json().icebreakers).toEqual(ICEBREAKERS.fr);
  });

  it('offers icebreakers in all 11 languages, Dutch for others', async () => {
    const me = await chatMember(db());
    for (const locale of LOCALES) {
      const body = (await callAs(app(), me)('GET', `/api/icebreakers.php?locale=${locale}`)).json();
      expect(Value.Check(IcebreakersResponse, body)).toBe(true);
      expect(body.icebreakers, locale).toEqual(ICEBREAKERS[locale]);
      expect(body.icebreakers.length).toBeGreaterThanOrEqual(5);
    }
    expect((await callAs(app(), me)('GET', '/api/icebreakers.php?locale=zz')).json().icebreakers).toEqual(ICEBREAKERS.nl);
  });

  it('treats locales that name Object.prototype keys as unknown (Dutch)', () => {
    const rose = { id: 1, slug: 'rose', names: { nl: 'Roos', en: 'Rose' }, image: 'gifts/rose.png', credits: null };
    for (const locale of ['constructor', '__proto__', 'toString']) {
      expect(giftView(rose, locale, '/media/', 20).name, locale).toBe('Roos');
      expect(icebreakersFor(locale), locale).toEqual(ICEBREAKERS.nl);
    }
  });

  it('asks visitors to log in', async () => {
    for (const url of [
      '/api/gifts.php',
      '/api/icebreakers.php',
      '/api/chats.php',
      '/api/chat.php?conversation=1',
      '/api/chat-image.php?id=1',
    ]) {
      const response = await callAs(app(), null)('GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toBe('authentication_required');
    }
  });
});
