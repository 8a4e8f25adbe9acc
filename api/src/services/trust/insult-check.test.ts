import { describe, expect, it } from 'vitest';
import { findInsults, INSULT_LOCALES } from './insult-check.ts';
import { LOCALES } from '../../contracts/vocabulary/locales.ts';

describe('findInsults', () => {
  it('covers every locale of the site: English through obscenity, the other ten through the team’s lists', () => {
    expect([...INSULT_LOCALES].sort()).toEqual([...LOCALES].sort());
  });

  it.each([
    ['nl', 'Je bent een klootzak'],
    ['de', 'du Arschloch'],
    ['fr', 'espèce de connard'],
    ['es', 'eres un gilipollas'],
    ['it', 'sei uno stronzo'],
    ['da', 'dit røvhul'],
    ['nb', 'din drittsekk'],
    ['sv', 'din jävla idiot'],
    ['fi', 'senkin kusipää'],
    ['pl', 'ty skurwysyn'],
    ['en', 'you are a cunt'],
  ])('finds an insult in %s', (locale, text) => {
    expect(findInsults(text, locale)).not.toEqual([]);
  });

  it('survives case, repeated letters and leetspeak, and answers the words as written', () => {
    expect(findInsults('KLOOOOOTZAK!!', 'nl')).toEqual(['KLOOOOOTZAK']);
    expect(findInsults('kl00tz4k', 'nl')).toEqual(['kl00tz4k']);
    expect(findInsults('SCHLAAAMPE', 'de')).toEqual(['SCHLAAAMPE']);
    expect(findInsults('KÄRRING', 'sv')).toEqual(['KÄRRING']);
    expect(findInsults('b1tch', 'en')).toEqual(['b1tch']);
    expect(findInsults('kusipää', 'fi')).toEqual(['kusipää']);
    expect(findInsults('kuttt', 'nl')).toEqual(['kuttt']);
  });

  it('leaves innocent words alone, also those that contain a short listed word', () => {
    for (const [locale, text] of [
      ['nl', 'Hoera, ik heb een nieuwe baan in Scunthorpe!'],
      ['nl', 'Slettenhaven is een mooie plek'],
      ['nl', 'Ik kuttel niet, ik kookte'],
      ['da', 'Et skridt ad gangen'],
      ['en', 'I passed the assessment, classic!'],
      ['pl', 'Dzień dobry, jak się masz?'],
    ] as const) {
      expect(findInsults(text, locale), text).toEqual([]);
    }
  });

  it('reads no leetspeak into numbers, prices, times and hex ids', () => {
    for (const locale of ['en', 'nl', 'de', 'fi']) {
      for (const text of [
        'hallo 4a55e1f2',
        'mijn code is A55E1F2C, en die van jou?',
        'id=4a55e1f2&x=1',
        'https://example.com/p/0a55b1f2c3',
        'Ik bel je om 5:55 of om 12:30',
        'Het kost €4,55 of $4.55',
        'bel 0800-455 455',
        'ik woon op nummer 455',
        'a55 1455 5318008 80085',
        'kleur #b00b55',
      ]) {
        expect(findInsults(text, locale), `${locale}: ${text}`).toEqual([]);
      }
    }
  });

  it('still reads leetspeak inside words with letters, also beside numbers', () => {
    expect(findInsults('hallo 4a55e1f2, kl00tz4k', 'nl')).toEqual(['kl00tz4k']);
    expect(findInsults('om 12:30, sh1t', 'en')).toEqual(['sh1t']);
    expect(findInsults('€4,55 voor een $hit', 'en')).toEqual(['$hit']);
    expect(findInsults('4ss', 'en')).toEqual(['4ss']);
    expect(findInsults('d1ck', 'en')).toEqual(['d1ck']);
  });

  it('checks only English for a locale it has no list for', () => {
    expect(findInsults('klootzak', 'xx')).toEqual([]);
    expect(findInsults('bitch', 'xx')).toEqual(['bitch']);
  });
});
