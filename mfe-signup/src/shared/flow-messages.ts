import type { MessageDescriptor } from 'react-intl';

// The step buttons of the sign-up flow, and its fallback when saving fails (also the activation page's).
export const flowMessages = {
  progress: { id: 'signup.flow.progress', defaultMessage: 'Stap {step} van {total}' },
  next: { id: 'signup.flow.next', defaultMessage: 'Volgende' },
  back: { id: 'signup.flow.back', defaultMessage: 'Terug' },
  skip: { id: 'signup.flow.skip', defaultMessage: 'Overslaan' },
  create: { id: 'signup.flow.create', defaultMessage: 'Gratis account maken' },
  finish: { id: 'signup.flow.finish', defaultMessage: 'Afronden' },
  saveFailed: { id: 'signup.flow.saveFailed', defaultMessage: 'Opslaan is niet gelukt. Probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;
