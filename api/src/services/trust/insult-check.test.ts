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

  it('checks only English for a locale it has no list for', () => {
    expect(findInsults('klootzak', 'xx')).toEqual([]);
    expect(findInsults('bitch', 'xx')).toEqual(['bitch']);
  });
});
