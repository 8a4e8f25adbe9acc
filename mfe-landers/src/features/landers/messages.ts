import type { MessageDescriptor } from 'react-intl';

/**
 * Texts every lander shares: the call to action, the hero and the member strip. Each lander's own texts
 * sit beside it (kinds/*-defaults.ts), the member landings' in member-landing/, the slugs' in presets/:
 * a lander's chunks carry only the texts it shows.
 */
export const landerMessages = {
  signup: { id: 'landers.cta.signup', defaultMessage: 'Gratis aanmelden' },
  ctaNote: { id: 'landers.cta.note', defaultMessage: 'Aanmelden is gratis en duurt een minuut.' },
  heroAlt: { id: 'landers.hero.alt', defaultMessage: 'Een van de leden van onze site' },
  membersTitle: { id: 'landers.members.title', defaultMessage: 'Leden die je kunt ontmoeten' },
  memberAlt: { id: 'landers.member.alt', defaultMessage: '{name}, {age}' },
  memberAge: { id: 'landers.member.age', defaultMessage: '{age} jaar' },
} satisfies Record<string, MessageDescriptor>;
