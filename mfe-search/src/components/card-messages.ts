import type { MessageDescriptor } from 'react-intl';

/** Messages of the profile cards shared by the search, the profile's related profiles and the match finder. */
export const cardMessages = {
  age: { id: 'search.results.age', defaultMessage: '{age} jaar' },
  fictional: { id: 'search.results.fictional', defaultMessage: 'Fictief profiel' },
} satisfies Record<string, MessageDescriptor>;
