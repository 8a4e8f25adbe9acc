import { useIntl } from 'react-intl';
import { CheckIcon } from '../../icons/check-icon';
import { kitMessages } from '../kit-messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { VerifiedRoot } from './styles';
import type { VerifiedBadgeProps } from './types';

/**
 * The mark of a member whose selfie a moderator matched to their photos: on search cards, profiles and in chat.
 * The tooltip says what "verified" means; compact shows only the tick (the word stays for screen readers).
 */
export function VerifiedBadge({ compact = false, ...rest }: VerifiedBadgeProps) {
  const intl = useIntl();
  const label = intl.formatMessage(kitMessages.verifiedLabel);
  return (
    <VerifiedRoot $compact={compact} title={intl.formatMessage(kitMessages.verifiedTitle)} data-verified="true" {...rest}>
      <CheckIcon size={compact ? 14 : 12} aria-hidden="true" />
      {compact ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </VerifiedRoot>
  );
}
