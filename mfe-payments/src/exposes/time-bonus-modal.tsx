import { withAppMessages } from '@dating/shared-kit';
import { loadPaymentsMessages } from '../i18n/load-messages';
import { TimeBonusModal as TimeBonusModalContent } from '../features/time-bonus/components/time-bonus-modal';
import type { TimeBonusModalProps } from '../features/time-bonus/components/time-bonus-modal';

export type { TimeBonusModalProps };

/**
 * `mfe-payments/TimeBonusModal`: the shell mounts it for members who might get the time bonus. It brings its
 * own catalogue and needs the kit's providers and the shell's router around it.
 */
export const TimeBonusModal = withAppMessages<TimeBonusModalProps>('payments', loadPaymentsMessages, TimeBonusModalContent);

export default TimeBonusModal;
