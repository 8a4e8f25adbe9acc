import type { ReactNode } from 'react';

export interface ChipProps {
  children: ReactNode;
  /** Leading icon (hidden from screen readers), e.g. an interest's icon. */
  icon?: ReactNode;
  /** Shown as a pressed toggle (aria-pressed) with a tint and a tick, never by colour alone. */
  selected?: boolean;
  /** Makes the chip a toggle button; without it the chip is a plain span. */
  onClick?: () => void;
  /** Adds a 32 px remove button after the label (a discount code, a filter). */
  onRemove?: () => void;
  /** Name of the remove button; defaults to "Verwijderen" followed by the chip's text. */
  removeLabel?: string;
  /** `'span'` forces a static chip even when `onClick` is given (e.g. inside a link). */
  as?: 'span';
}
