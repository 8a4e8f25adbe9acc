import { loadStoredFilters } from './search-state';

const storage = (value: string | null) => ({ getItem: () => value });

describe('loadStoredFilters', () => {
  it('restores valid stored filters', () => {
    expect(loadStoredFilters(storage(JSON.stringify({ gender: 'male', country: 'BE', countryregion: '12', min_age: 25, max_age: 40 })))).toEqual({
      gender: 'male',
      country: 'BE',
      countryregion: '12',
      min_age: 25,
      max_age: 40,
    });
  });

  it('drops tampered or broken values instead of sending them to the API', () => {
    expect(loadStoredFilters(storage(JSON.stringify({ gender: 'x', country: 'nl; drop', min_age: 5, max_age: 500 })))).toEqual({});
    expect(loadStoredFilters(storage('{not json'))).toEqual({});
    expect(loadStoredFilters(storage(null))).toEqual({});
  });
});
