import type { MessageDescriptor } from 'react-intl';

/** Texts the top bar added to the base catalogue's shell.topBar.* ids; Dutch is the source (i18n/nl.json). */
export const topBarMessages = {
  account: { id: 'shell.topBar.account', defaultMessage: 'Mijn account' },
  back: { id: 'shell.topBar.back', defaultMessage: 'Terug' },
  balance: { id: 'shell.topBar.balance', defaultMessage: '{count, plural, one {# credit over} other {# credits over}}' },
  boostLeft: { id: 'shell.topBar.boostLeft', defaultMessage: 'Boost loopt nog {time}' },
  logout: { id: 'shell.topBar.logout', defaultMessage: 'Uitloggen' },
  logoutFailed: { id: 'shell.topBar.logoutFailed', defaultMessage: 'Uitloggen is mislukt, probeer het opnieuw.' },
  newLikes: { id: 'shell.topBar.newLikes', defaultMessage: '{count, plural, one {# nieuwe like} other {# nieuwe likes}}' },
  profile: { id: 'shell.topBar.profile', defaultMessage: 'Mijn profiel' },
  settings: { id: 'shell.topBar.settings', defaultMessage: 'Instellingen' },
  moderation: { id: 'shell.topBar.moderation', defaultMessage: 'Moderatie' },
  // Short labels of the phone tab bar, where a label must fit 72 px at 12 px.
  tabSearch: { id: 'shell.topBar.tab.search', defaultMessage: 'Zoeken' },
  tabAccount: { id: 'shell.topBar.tab.account', defaultMessage: 'Profiel' },
  tabSignup: { id: 'shell.topBar.tab.signup', defaultMessage: 'Aanmelden' },
  tabLogin: { id: 'shell.topBar.tab.login', defaultMessage: 'Inloggen' },
  unread: { id: 'shell.topBar.unread', defaultMessage: '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}' },
  // Kept in the base catalogue (shell/src/i18n), where the frame's first top bar put them.
  menu: { id: 'shell.topBar.menu', defaultMessage: 'Hoofdmenu' },
  search: { id: 'shell.topBar.search', defaultMessage: 'Leden zoeken' },
  messages: { id: 'shell.topBar.messages', defaultMessage: 'Berichten' },
  likes: { id: 'shell.topBar.likes', defaultMessage: 'Likes' },
  credits: { id: 'shell.topBar.credits', defaultMessage: 'Credits' },
  premium: { id: 'shell.topBar.premium', defaultMessage: 'Premium' },
  login: { id: 'shell.topBar.login', defaultMessage: 'Inloggen' },
  language: { id: 'shell.topBar.language', defaultMessage: 'Taal: {language}' },
} satisfies Record<string, MessageDescriptor>;
