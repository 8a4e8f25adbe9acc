import type { MessageDescriptor } from 'react-intl';
import { type DefaultPreset } from '../presets/preset-types';

/** The maplanding lander's own texts (DESIGN section 5). */
export const mapLandingMessages = {
  title: { id: 'landers.maplanding.title', defaultMessage: 'Singles bij jou in de buurt' },
  lead: { id: 'landers.maplanding.lead', defaultMessage: 'Ontmoet mensen uit je eigen regio.' },
  map: { id: 'landers.maplanding.map', defaultMessage: 'Kaart met leden in de buurt' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const mapLandingPreset: DefaultPreset = { headline: mapLandingMessages.title, hero: 'woman-b', filter: {} };
