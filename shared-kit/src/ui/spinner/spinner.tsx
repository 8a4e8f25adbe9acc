import { useIntl } from 'react-intl';
import { kitMessages } from '../kit-messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { SpinnerGlyph, SpinnerRoot } from './styles';
import type { SpinnerProps } from './types';

/** Busy indicator announced politely through role=status. */
export function Spinner({ size = 'md', label, ...rest }: SpinnerProps) {
  const intl = useIntl();
  return (
    <SpinnerRoot role="status" {...rest}>
      <SpinnerGlyph $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? intl.formatMessage(kitMessages.spinnerLabel)}</VisuallyHidden>
    </SpinnerRoot>
  );
}
