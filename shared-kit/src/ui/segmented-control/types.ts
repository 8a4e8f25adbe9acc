import type { ReactNode } from 'react';

export interface SegmentedControlItem {
  id: string;
  label: ReactNode;
  /** Shown as a small badge inside the segment (capped at 99+). */
  count?: number;
  /** Route of the segment: with `to` on the items the control is a nav of links. */
  to?: string;
}

export interface SegmentedControlProps {
  'aria-label': string;
  items: SegmentedControlItem[];
  /** Id of the active segment. */
  value: string;
  /** Called with the picked id (radiogroup mode; links also call it when clicked). */
  onChange?: (id: string) => void;
}
