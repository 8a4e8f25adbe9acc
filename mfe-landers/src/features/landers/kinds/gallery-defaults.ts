import type { MessageDescriptor } from 'react-intl';
import { womenPreset } from '../presets/preset-types';

/** The gallery lander's own texts (DESIGN section 5). */
export const galleryMessages = {
  title: { id: 'landers.gallery.title', defaultMessage: 'Wie spreekt jou aan?' },
  lead: { id: 'landers.gallery.lead', defaultMessage: 'Tik op een foto om het profiel te bekijken.' },
  locked: { id: 'landers.gallery.locked', defaultMessage: 'Meld je aan om {name} te zien' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const galleryPreset = womenPreset(galleryMessages.title, 'woman-b');
