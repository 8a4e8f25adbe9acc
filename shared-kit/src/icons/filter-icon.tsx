import { createIcon } from './create-icon';

/** Narrowing lines: search filters. */
export const FilterIcon = createIcon(
  'FilterIcon',
  <>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </>,
);
