import { Children, type HTMLAttributes } from 'react';
import { ToastStack } from './styles';

export interface ToastRegionProps extends HTMLAttributes<HTMLDivElement> {
  /** Most toasts shown at once; the newest (last children) win. Default 3. */
  max?: number;
}

/** Where toasts stack: 350 px at the bottom right; on phones above the tab bar. At most `max`. */
export function ToastRegion({ max = 3, children, ...rest }: ToastRegionProps) {
  const visible = Children.toArray(children).slice(-Math.max(1, max));
  return <ToastStack {...rest}>{visible}</ToastStack>;
}
