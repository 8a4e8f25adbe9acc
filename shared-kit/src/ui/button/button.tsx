import type { ElementType, MouseEvent } from 'react';
import { SpinnerGlyph } from '../spinner/styles';
import { ButtonIcon, StyledButton } from './styles';
import type { ButtonProps } from './types';

/** Action button; with `as` it renders a link or router Link styled the same. */
export function Button<E extends ElementType = 'button'>(props: ButtonProps<E>) {
  // Generic props cannot be destructured with precise types; the public signature stays precise.
  const {
    as,
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    onPhoto = false,
    icon,
    children,
    onClick,
    type,
    ...rest
  } = props as ButtonProps<'button'> & { as?: ElementType };
  const nativeButton = as === undefined || as === 'button';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Swallow clicks while busy so a double tap cannot submit twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      {...rest}
      as={as}
      // Default to "button" so a kit button inside a form never submits by accident.
      type={nativeButton ? (type ?? 'button') : type}
      $variant={variant}
      // Read by the phone route scan: a primary action must be at least 44 px square to tap.
      data-variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $onPhoto={onPhoto}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? <SpinnerGlyph $size="sm" aria-hidden="true" /> : icon ? <ButtonIcon aria-hidden="true">{icon}</ButtonIcon> : null}
      {children}
    </StyledButton>
  );
}
