import type { MessageDescriptor } from 'react-intl';
import { type DefaultPreset } from '../presets/preset-types';

/** The collagelanding lander's own texts (DESIGN section 5). */
export const collageLandingMessages = {
  title: { id: 'landers.collagelanding.title', defaultMessage: 'Echte mensen, echte verhalen' },
  lead: { id: 'landers.collagelanding.lead', defaultMessage: 'Bekijk wie er nieuw is en vind iemand die bij je past.' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const collageLandingPreset: DefaultPreset = { headline: collageLandingMessages.title, hero: 'woman-b', filter: {} };
