import type { MessageDescriptor } from 'react-intl';
import { type DefaultPreset } from '../presets/preset-types';

/** The iconslanding lander's own texts (DESIGN section 5). */
export const iconsLandingMessages = {
  title: { id: 'landers.iconslanding.title', defaultMessage: 'Waar word jij blij van?' },
  lead: { id: 'landers.iconslanding.lead', defaultMessage: 'Kies wat je leuk vindt, dan zoeken we leden die erbij passen.' },
  pick: { id: 'landers.iconslanding.pick', defaultMessage: 'Wat vind jij leuk?' },
  cta: { id: 'landers.iconslanding.cta', defaultMessage: 'Toon mijn matches' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const iconsLandingPreset: DefaultPreset = { headline: iconsLandingMessages.title, hero: 'woman-a', filter: {}, interest: 'travel' };
