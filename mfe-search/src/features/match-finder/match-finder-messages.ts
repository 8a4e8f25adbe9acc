import type { MessageDescriptor } from 'react-intl';

/** Messages of the match finder; Dutch is the source catalogue. */
export const matchFinderMessages = {
  listLabel: { id: 'search.matchFinder.listLabel', defaultMessage: 'Jouw matches' },
  liked: { id: 'search.matchFinder.liked', defaultMessage: 'Je vindt {name} leuk.' },
  match: { id: 'search.matchFinder.match', defaultMessage: 'Het is een match met {name}!' },
  sendMessage: { id: 'search.matchFinder.sendMessage', defaultMessage: 'Stuur {name} een bericht' },
  empty: {
    id: 'search.matchFinder.empty',
    defaultMessage: 'We hebben nu geen nieuwe matches voor je. Kijk later nog eens, of zoek zelf verder.',
  },
  toSearch: { id: 'search.matchFinder.toSearch', defaultMessage: 'Leden zoeken' },
  loginRequired: { id: 'search.matchFinder.loginRequired', defaultMessage: 'Log in om je matches te zien.' },
  error: { id: 'search.profile.error', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
} satisfies Record<string, MessageDescriptor>;
