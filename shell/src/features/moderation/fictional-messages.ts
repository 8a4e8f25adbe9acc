import type { MessageDescriptor } from 'react-intl';

/** Texts of the console's fictional-profile queue; Dutch is the source (i18n/nl.json). */
export const fictionalMessages = {
  tab: { id: 'shell.moderation.fictional.tab', defaultMessage: 'Nepprofielen ({count})' },
  heading: {
    id: 'shell.moderation.fictional.heading',
    defaultMessage: 'Profiel van {name} ({age}) als nep gemeld: {count, plural, one {# melding} other {# meldingen}}',
  },
  memberSince: { id: 'shell.moderation.fictional.memberSince', defaultMessage: 'Lid sinds {date}' },
  declared: { id: 'shell.moderation.fictional.declared', defaultMessage: 'Fictief profiel van de site (toont de waarschuwing)' },
  verified: { id: 'shell.moderation.fictional.verified', defaultMessage: 'Geverifieerd met een selfie' },
  photos: { id: 'shell.moderation.fictional.photos', defaultMessage: "Foto's van het profiel" },
  flags: { id: 'shell.moderation.fictional.flags', defaultMessage: 'Meldingen over dit profiel' },
  aboutProfile: { id: 'shell.moderation.fictional.aboutProfile', defaultMessage: 'Over het profiel' },
  aboutPhoto: { id: 'shell.moderation.fictional.aboutPhoto', defaultMessage: 'Over deze foto' },
  noText: { id: 'shell.moderation.fictional.noText', defaultMessage: 'zonder toelichting' },
  noAbout: { id: 'shell.moderation.fictional.noAbout', defaultMessage: 'Geen profieltekst.' },
} satisfies Record<string, MessageDescriptor>;
