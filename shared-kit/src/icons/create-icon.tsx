import { useId, type ReactNode } from 'react';
import type { IconComponent, IconProps } from './types';

/**
 * Builds an icon component: a 24 px grid, 2 px round stroke in currentColor, so icons take the
 * colour of their text. Decorative (aria-hidden) unless a `title` names it.
 */
export function createIcon(displayName: string, outline: ReactNode, solid?: ReactNode): IconComponent {
  function Icon({ size = 24, filled = false, title, ...rest }: IconProps) {
    const titleId = useId();
    const naming = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={displayName}
        data-filled={filled && solid ? 'true' : undefined}
        {...naming}
        {...rest}
      >
        {title ? <title id={titleId}>{title}</title> : null}
        {filled && solid ? solid : outline}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
