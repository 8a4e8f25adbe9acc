import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks; the button keeps focus. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Leading icon, hidden from assistive technology. */
  icon?: ReactNode;
  /** On a photo or the night colour: the focus ring turns white to stay visible. */
  onPhoto?: boolean;
}

/** `as` renders another element, e.g. `as={Link} to="/credits"` or `as="a" href=…`. */
export type ButtonProps<E extends ElementType = 'button'> = ButtonOwnProps & {
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof ButtonOwnProps | 'as'>;
