import type { SiteSettings } from '@dating/shared-kit';
import { visibleLocales } from './visible-locales';

describe('visibleLocales', () => {
  const settings: Pick<SiteSettings, 'geoip_country' | 'locales'> = { geoip_country: 'BE', locales: { BE: ['nl', 'fr'], NL: ['nl'] } };

  it('shows the languages mapped to the visitor country', () => {
    expect(visibleLocales(settings, 'nl')).toEqual(['nl', 'fr']);
  });

  it('always keeps the active locale', () => {
    expect(visibleLocales({ ...settings, geoip_country: 'NL' }, 'de')).toEqual(['de', 'nl']);
  });

  it('shows every locale for a country without a mapping', () => {
    expect(visibleLocales({ ...settings, geoip_country: 'US' }, 'en')).toHaveLength(11);
  });
});
