import type { MessageDescriptor } from 'react-intl';
import { womenPreset } from '../presets/preset-types';

/** The tinderswipe lander's own texts (DESIGN section 5). */
export const tinderSwipeMessages = {
  title: { id: 'landers.tinderswipe.title', defaultMessage: 'Vind je haar leuk?' },
  lead: { id: 'landers.tinderswipe.lead', defaultMessage: 'Probeer het: kies drie keer en meld je daarna gratis aan.' },
  like: { id: 'landers.tinderswipe.like', defaultMessage: 'Leuk' },
  nope: { id: 'landers.tinderswipe.nope', defaultMessage: 'Volgende' },
  done: { id: 'landers.tinderswipe.done', defaultMessage: 'Meld je gratis aan om verder te kijken en te chatten.' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const tinderSwipePreset = womenPreset(tinderSwipeMessages.title, 'woman-a');
