import type { MessageDescriptor } from 'react-intl';
import { womenPreset } from '../presets/preset-types';

/** The alonetonight lander's own texts (DESIGN section 5). */
export const aloneTonightMessages = {
  title: { id: 'landers.alonetonight.title', defaultMessage: 'Alleen vanavond?' },
  lead: { id: 'landers.alonetonight.lead', defaultMessage: 'Er zijn mensen bij jou in de buurt die ook zin hebben in gezelschap.' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const aloneTonightPreset = womenPreset(aloneTonightMessages.title, 'woman-a');
