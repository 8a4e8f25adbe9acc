import type { MessageDescriptor } from 'react-intl';

export const activationMessages = {
  profileTitle: { id: 'signup.activation.profileTitle', defaultMessage: 'Maak je profiel compleet' },
  profileText: { id: 'signup.activation.profileText', defaultMessage: 'Je profiel is voor {percent} % klaar.' },
  profileAction: { id: 'signup.activation.profileAction', defaultMessage: 'Profiel aanvullen' },
  premiumTitle: { id: 'signup.activation.premiumTitle', defaultMessage: 'Word Premium' },
  premiumText: { id: 'signup.activation.premiumText', defaultMessage: 'Premium-leden hebben 46% meer kans op een match.' },
  premiumDiscount: {
    id: 'signup.activation.premiumDiscount',
    defaultMessage: '{source, select, time_bonus {Tijdbonus} other {Welkomstkorting}}: −{percentage}% op je eerste pakket',
  },
  profileRing: { id: 'signup.activation.profileRing', defaultMessage: 'Profiel compleet' },
  premiumAction: { id: 'signup.activation.premiumAction', defaultMessage: 'Bekijk Premium' },
  membersTitle: { id: 'signup.activation.membersTitle', defaultMessage: 'Alle leden' },
  membersText: { id: 'signup.activation.membersText', defaultMessage: 'Ontdek wie er bij jou in de buurt is.' },
  membersAction: { id: 'signup.activation.membersAction', defaultMessage: 'Leden bekijken' },
  resend: { id: 'signup.activation.resend', defaultMessage: 'Stuur een nieuwe activatiemail' },
  resent: { id: 'signup.activation.resent', defaultMessage: 'We hebben je een nieuwe activatiemail gestuurd.' },
  loginToResend: { id: 'signup.activation.loginToResend', defaultMessage: 'Log in om een nieuwe activatiemail te krijgen.' },
  login: { id: 'signup.activation.login', defaultMessage: 'Inloggen' },
} satisfies Record<string, MessageDescriptor>;
