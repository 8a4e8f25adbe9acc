import type { HTMLAttributes } from 'react';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Photo URL; missing or failing to load shows initials instead. */
  src?: string | null;
  /** Person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Overrides the alt text; `""` marks the avatar decorative (e.g. next to the printed name). */
  alt?: string;
  size?: AvatarSize;
}
