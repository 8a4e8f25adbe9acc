import type { MessageDescriptor } from 'react-intl';
import { type DefaultPreset } from '../presets/preset-types';

/** The socialnetwork lander's own texts (DESIGN section 5). */
export const socialNetworkMessages = {
  title: { id: 'landers.socialnetwork.title', defaultMessage: 'Nieuwe mensen, elke dag' },
  lead: { id: 'landers.socialnetwork.lead', defaultMessage: 'Volg wie er nieuw is en begin een gesprek.' },
  stories: { id: 'landers.socialnetwork.stories', defaultMessage: 'Nieuwe gezichten' },
  cta: { id: 'landers.socialnetwork.cta', defaultMessage: 'Word lid om te chatten' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const socialNetworkPreset: DefaultPreset = { headline: socialNetworkMessages.title, hero: 'man-a', filter: {} };
