import { createIcon } from './create-icon';

/** A paper plane: send a message. */
export const SendIcon = createIcon(
  'SendIcon',
  <>
    <path d="M21 3L3 10.5l7 3 3 7L21 3z" />
    <path d="M10 13.5L21 3" />
  </>,
  <>
    <path d="M21 3L3 10.5l7 3 3 7L21 3z" fill="currentColor" />
  </>,
);
