import { createIcon } from './create-icon';

/** An X that closes dialogs, banners and toasts. */
export const CloseIcon = createIcon(
  'CloseIcon',
  <>
    <path d="M6 6l12 12M18 6L6 18" />
  </>,
);
