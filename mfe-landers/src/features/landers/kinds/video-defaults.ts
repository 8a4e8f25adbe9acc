import type { MessageDescriptor } from 'react-intl';
import { womenPreset } from '../presets/preset-types';

/** The video lander's own texts (DESIGN section 5). */
export const videoMessages = {
  title: { id: 'landers.video.title', defaultMessage: 'Kijk wie je kunt ontmoeten' },
  lead: { id: 'landers.video.lead', defaultMessage: 'Een korte rondleiding langs nieuwe leden.' },
  play: { id: 'landers.video.play', defaultMessage: 'Rondleiding afspelen' },
} satisfies Record<string, MessageDescriptor>;

/** What the lander shows without a slug. */
export const videoPreset = womenPreset(videoMessages.title, 'woman-b');
