import type { MessageDescriptor } from 'react-intl';

/** Texts of the member landings (landing, landing2, landing3), loaded only with them. */
export const memberLandingMessages = {
  memberTitle: { id: 'landers.member.title', defaultMessage: 'Dit profiel wil je leren kennen' },
  memberIntro: { id: 'landers.member.intro', defaultMessage: 'Meld je gratis aan om dit profiel te bekijken en een bericht te sturen.' },
  memberNamed: { id: 'landers.member.named', defaultMessage: '{name} wil je leren kennen' },
  memberDetails: { id: 'landers.member.details', defaultMessage: '{age} jaar · {region}' },
  memberSignup: { id: 'landers.member.signup', defaultMessage: 'Gratis aanmelden om {name} te schrijven' },
} satisfies Record<string, MessageDescriptor>;
