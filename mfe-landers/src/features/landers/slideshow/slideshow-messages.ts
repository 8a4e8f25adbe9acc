import type { MessageDescriptor } from 'react-intl';

/** The slideshow's controls (video and transitionsvideolanding). */
export const slideshowMessages = {
  slidesPause: { id: 'landers.slides.pause', defaultMessage: 'Diavoorstelling pauzeren' },
  slidesPlay: { id: 'landers.slides.play', defaultMessage: 'Diavoorstelling afspelen' },
  slideLabel: { id: 'landers.slides.label', defaultMessage: 'Foto {number} van {total}' },
} satisfies Record<string, MessageDescriptor>;
