import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Clickable label beside the box, always associated with it. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below, linked through aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
}
