import { useState } from 'react';
import { getInitials } from './get-initials';
import { AvatarImage, AvatarRoot } from './styles';
import type { AvatarProps } from './types';

/** Round profile photo, falling back to initials when there is no photo or it fails to load. */
export function Avatar({ src, name, alt, size = 'md', ...rest }: AvatarProps) {
  // Remember which URL failed rather than a boolean, so a new src gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name;

  if (src && src !== failedSrc) {
    return (
      <AvatarRoot $size={size} {...rest}>
        <AvatarImage src={src} alt={label} onError={() => setFailedSrc(src)} />
      </AvatarRoot>
    );
  }
  return (
    <AvatarRoot
      $size={size}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      <span aria-hidden="true">{getInitials(name)}</span>
    </AvatarRoot>
  );
}
