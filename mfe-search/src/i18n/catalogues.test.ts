import type { MessageDescriptor } from 'react-intl';
import { locales } from '@dating/shared-kit';
import { searchMessages } from '../features/search/search-messages';
import { pageMessages } from '../features/search/messages';
import { profileMessages } from '../features/profile/profile-messages';
import { describeInterest, interestsLabel } from '../features/profile/attribute-messages';
import { matchFinderMessages } from '../features/match-finder/match-finder-messages';

const load = async (locale: string): Promise<Record<string, string>> => (await import(`./${locale}.json`)).default;

const sourceDescriptors = (): MessageDescriptor[] => [
  ...Object.values(searchMessages),
  ...Object.values(pageMessages),
  ...Object.values(profileMessages),
  ...Object.values(matchFinderMessages),
  interestsLabel,
];

describe('mfe-search catalogues', () => {
  it('has the Dutch source text of every message in nl.json', async () => {
    const nl = await load('nl');
    for (const descriptor of sourceDescriptors()) expect(nl[String(descriptor.id)], String(descriptor.id)).toBe(descriptor.defaultMessage);
  });

  it('names the 41 interests with their descriptors', async () => {
    const nl = await load('nl');
    const interests = Object.keys(nl).filter((key) => key.startsWith('search.interest.'));
    expect(interests).toHaveLength(41);
    for (const key of interests) {
      const slug = key.slice('search.interest.'.length);
      expect(describeInterest(slug)).toEqual({ id: key, defaultMessage: nl[key] });
    }
  });

  it.each(locales.filter((locale) => locale !== 'nl'))('%s has exactly the keys of nl, translated', async (locale) => {
    const [nl, other] = await Promise.all([load('nl'), load(locale)]);
    expect(Object.keys(other).sort()).toEqual(Object.keys(nl).sort());
    // Real translations: most sentences differ from Dutch (names and loanwords may not).
    const sentences = Object.keys(nl).filter((key) => nl[key]!.includes(' ') && key.startsWith('search.profile.'));
    const same = sentences.filter((key) => other[key] === nl[key]);
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(2);
  });
});
