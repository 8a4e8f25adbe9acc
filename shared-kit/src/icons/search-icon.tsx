import { createIcon } from './create-icon';

/** Magnifying glass: member search. */
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
  <>
    <circle cx="11" cy="11" r="7" fill="currentColor" fillOpacity={0.25} />
    <path d="M20 20l-4-4" strokeWidth={2.5} />
  </>,
);
