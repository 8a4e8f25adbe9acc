import { HiddenSpan } from './styles';
import type { VisuallyHiddenProps } from './types';

/** Text for assistive technology only: read aloud, never painted. */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return <HiddenSpan {...rest}>{children}</HiddenSpan>;
}
