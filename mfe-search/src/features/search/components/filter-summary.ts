import type { IntlShape } from 'react-intl';
import { searchMessages } from '../search-messages';
import type { SearchFilters } from '../state/search-state';

const genderMessages = {
  '': searchMessages.genderAll,
  female: searchMessages.genderFemale,
  male: searchMessages.genderMale,
} as const;

/** The applied filters in one short line for the phone's summary chip: "Vrouwen · 25–40 jaar · Nederland". */
export function filterSummary(intl: IntlShape, filters: SearchFilters): string {
  const parts = [
    intl.formatMessage(genderMessages[filters.gender]),
    intl.formatMessage(searchMessages.summaryAges, { min: filters.min_age, max: filters.max_age }),
  ];
  if (filters.country) parts.push(intl.formatDisplayName(filters.country, { type: 'region' }) ?? filters.country);
  if (filters.verified) parts.push(intl.formatMessage(searchMessages.verifiedOnly));
  // A middle dot reads as a separator in every site language.
  return parts.join(' · ');
}
