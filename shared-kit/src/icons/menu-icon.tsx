import { createIcon } from './create-icon';

/** Three lines: open the menu. */
export const MenuIcon = createIcon(
  'MenuIcon',
  <>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </>,
);
