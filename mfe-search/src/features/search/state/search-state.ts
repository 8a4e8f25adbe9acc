import { createSlice, rootReducer } from '@dating/shared-kit';
import type { PayloadAction } from '@dating/shared-kit';
import { FIRST_MEMBER_SEARCH } from '@dating/shared-kit/page-calls';

/** The search state: filters, results per page and how many pages are shown. */
export interface SearchFilters {
  gender: '' | 'male' | 'female';
  country: string;
  countryregion: string;
  min_age: number;
  max_age: number;
  /** Only members whose selfie a moderator verified. */
  verified: boolean;
}

export interface SearchState extends SearchFilters {
  /** How many pages of results are shown: "Show more" appends the next one. */
  page: number;
  per_page: number;
  /** False until the filters were filled from storage or the member's defaults. */
  didInit: boolean;
}

/** Only the filter fields of a search state (not its page), e.g. to compare two searches. */
export function pickFilters({ gender, country, countryregion, min_age, max_age, verified }: SearchFilters): SearchFilters {
  return { gender, country, countryregion, min_age, max_age, verified };
}

/** The kit's first search of a visit (the call the gateway answers into /members) with no place or gender. */
const { min_age, max_age, per_page, page } = FIRST_MEMBER_SEARCH;
export const defaultFilters: SearchFilters = { gender: '', country: '', countryregion: '', min_age, max_age, verified: false };
const storageKey = 'search.filters';

export const initialSearchState: SearchState = { ...defaultFilters, page, per_page, didInit: false };

/**
 * members.php's parameters for a search, without its page: empty filters are left out. On a first visit
 * this, with page 1, is the call the gateway may answer into the page (the kit's FIRST_MEMBER_SEARCH).
 */
export function searchArgs({ gender, country, countryregion, min_age, max_age, verified, per_page }: SearchState) {
  return {
    ...(gender ? { gender } : {}),
    // Left out when off, so a first visit's search stays the call the gateway answers into the page.
    ...(verified ? { verified: '1' as const } : {}),
    ...(country ? { country } : {}),
    ...(countryregion ? { countryregion: Number(countryregion) } : {}),
    min_age,
    max_age,
    per_page,
  };
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    filtersApplied(state, action: PayloadAction<SearchFilters>) {
      Object.assign(state, action.payload, { page: 1, didInit: true });
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = Math.max(1, action.payload);
    },
    initialised(state, action: PayloadAction<Partial<SearchFilters>>) {
      if (!state.didInit) Object.assign(state, action.payload, { didInit: true });
    },
  },
  selectors: {
    selectSearch: (state) => state,
  },
});

declare module '@dating/shared-kit' {
  export interface LazyLoadedSlices {
    [searchSlice.reducerPath]: SearchState;
  }
}

// The slice joins the one store of the site when this remote loads; the shell knows nothing of it.
export const injectedSearchSlice = searchSlice.injectInto(rootReducer);
export const { filtersApplied, pageChanged, initialised } = searchSlice.actions;
export const { selectSearch } = injectedSearchSlice.selectors;

/** The tab's session storage; none where the page is painted on the server. */
const tabStorage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** Filters kept across visits, so a member returns to the search they left. */
export function loadStoredFilters(storage: Pick<Storage, 'getItem'> | undefined = tabStorage()): Partial<SearchFilters> {
  if (!storage) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const value = parsed as Partial<Record<keyof SearchFilters, unknown>>;
    const out: Partial<SearchFilters> = {};
    if (value.gender === '' || value.gender === 'male' || value.gender === 'female') out.gender = value.gender;
    if (typeof value.country === 'string' && /^([A-Z]{2})?$/.test(value.country)) out.country = value.country;
    if (typeof value.countryregion === 'string' && /^\d*$/.test(value.countryregion)) out.countryregion = value.countryregion;
    if (typeof value.min_age === 'number' && value.min_age >= 18 && value.min_age <= 99) out.min_age = value.min_age;
    if (typeof value.max_age === 'number' && value.max_age >= 18 && value.max_age <= 99) out.max_age = value.max_age;
    if (typeof value.verified === 'boolean') out.verified = value.verified;
    return out;
  } catch {
    return {};
  }
}

export function storeFilters(filters: SearchFilters, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKey, JSON.stringify(filters));
}
