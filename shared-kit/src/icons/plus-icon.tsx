import { createIcon } from './create-icon';

/** A plus: add. */
export const PlusIcon = createIcon(
  'PlusIcon',
  <>
    <path d="M12 5v14M5 12h14" />
  </>,
);
