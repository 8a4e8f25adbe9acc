import { FIRST_MEMBER_SEARCH } from '@dating/shared-kit/page-calls';
import { initialSearchState, loadStoredFilters, searchArgs, searchSlice } from './search-state';

const storage = (value: string | null) => ({ getItem: () => value });

describe('loadStoredFilters', () => {
  it('restores valid stored filters', () => {
    expect(
      loadStoredFilters(storage(JSON.stringify({ gender: 'male', country: 'BE', countryregion: '12', min_age: 25, max_age: 40 }))),
    ).toEqual({
      gender: 'male',
      country: 'BE',
      countryregion: '12',
      min_age: 25,
      max_age: 40,
    });
  });

  it('restores "verified only" only as a boolean', () => {
    expect(loadStoredFilters(storage(JSON.stringify({ verified: true })))).toEqual({ verified: true });
    expect(loadStoredFilters(storage(JSON.stringify({ verified: '1' })))).toEqual({});
  });

  it('drops tampered or broken values instead of sending them to the API', () => {
    expect(loadStoredFilters(storage(JSON.stringify({ gender: 'x', country: 'nl; drop', min_age: 5, max_age: 500 })))).toEqual({});
    expect(loadStoredFilters(storage('{not json'))).toEqual({});
    expect(loadStoredFilters(storage(null))).toEqual({});
  });
});

describe('the first search of a visit', () => {
  it('is the call the gateway answers into the page (the kit lists it), so the page needs no round trip for it', () => {
    const firstVisit = searchSlice.reducer(initialSearchState, searchSlice.actions.initialised(loadStoredFilters(storage(null))));
    expect({ ...searchArgs(firstVisit), page: firstVisit.page }).toEqual(FIRST_MEMBER_SEARCH);
  });

  it('leaves out empty filters and sends a region as a number', () => {
    expect(searchArgs({ ...initialSearchState, gender: 'female', country: 'NL', countryregion: '7' })).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 7,
      min_age: 18,
      max_age: 99,
      per_page: 24,
    });
    expect(searchArgs({ ...initialSearchState, verified: true })).toMatchObject({ verified: '1' });
    expect(searchArgs({ ...initialSearchState, verified: false })).not.toHaveProperty('verified');
  });
});
