import type { MessageDescriptor } from 'react-intl';

/**
 * Messages of the search filters and results; Dutch is the source catalogue. Typed as plain descriptors:
 * react-intl's inference of values from ICU plurals rejects valid `{ count }` arguments.
 */
export const searchMessages = {
  filtersLabel: { id: 'search.filters.label', defaultMessage: 'Zoekfilters' },
  gender: { id: 'search.filters.gender', defaultMessage: 'Geslacht' },
  genderAll: { id: 'search.filters.genderAll', defaultMessage: 'Iedereen' },
  genderMale: { id: 'search.filters.genderMale', defaultMessage: 'Mannen' },
  genderFemale: { id: 'search.filters.genderFemale', defaultMessage: 'Vrouwen' },
  country: { id: 'search.filters.country', defaultMessage: 'Land' },
  countryAll: { id: 'search.filters.countryAll', defaultMessage: 'Alle landen' },
  region: { id: 'search.filters.region', defaultMessage: 'Regio' },
  regionAll: { id: 'search.filters.regionAll', defaultMessage: "Alle regio's" },
  minAge: { id: 'search.filters.minAge', defaultMessage: 'Leeftijd vanaf' },
  maxAge: { id: 'search.filters.maxAge', defaultMessage: 'Leeftijd tot' },
  ageOrder: { id: 'search.filters.ageOrder', defaultMessage: 'De minimumleeftijd moet lager zijn dan de maximumleeftijd.' },
  ageRange: { id: 'search.filters.ageRange', defaultMessage: 'Kies een leeftijd van 18 tot en met 99.' },
  submit: { id: 'search.filters.submit', defaultMessage: 'Zoeken' },
  verifiedOnly: { id: 'search.filters.verifiedOnly', defaultMessage: 'Alleen geverifieerd' },
  summaryAges: { id: 'search.filters.summaryAges', defaultMessage: '{min}–{max} jaar' },
  editFilters: { id: 'search.filters.edit', defaultMessage: 'Zoekfilters wijzigen ({summary})' },
  showMore: { id: 'search.results.showMore', defaultMessage: 'Meer tonen' },
  count: {
    id: 'search.results.count',
    defaultMessage: '{count, plural, =0 {Geen leden gevonden} one {# lid gevonden} other {# leden gevonden}}',
  },
  similar: { id: 'search.results.similar', defaultMessage: 'Vergelijkbare profielen ({count})' },
  error: { id: 'search.results.error', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  loginRequired: { id: 'search.results.loginRequired', defaultMessage: 'Log in of meld je gratis aan om leden te zoeken.' },
} satisfies Record<string, MessageDescriptor>;
