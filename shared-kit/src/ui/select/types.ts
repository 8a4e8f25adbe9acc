import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  /** Always rendered as a `<label>`; `hideLabel` only hides it visually. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown below the select, linked through aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
  /** `<option>` elements. */
  children: ReactNode;
}
