import type { ReactNode } from 'react';

export interface TabItem {
  /** Stable key, also the value passed to `onChange`. */
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selection; pair with `onChange`. */
  value?: string;
  /** Uncontrolled initial selection; defaults to the first enabled tab. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list, e.g. "Likes". */
  label?: string;
  className?: string;
}
