import type { MessageDescriptor } from 'react-intl';
import { type DefaultPreset } from '../presets/preset-types';

/** The transitionsvideolanding lander's own texts (DESIGN section 5). */
export const transitionsVideoLandingMessages = {
  title: { id: 'landers.transitionsvideolanding.title', defaultMessage: 'Zie wie er op je wacht' },
  lead: { id: 'landers.transitionsvideolanding.lead', defaultMessage: 'Elke dag melden zich nieuwe leden aan.' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const transitionsVideoLandingPreset: DefaultPreset = {
  headline: transitionsVideoLandingMessages.title,
  hero: 'woman-a',
  filter: {},
};
