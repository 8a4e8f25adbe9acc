import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Always rendered as a `<label>`; `hideLabel` only hides it visually. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown below the input, linked through aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
}
