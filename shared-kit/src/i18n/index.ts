// The kit's i18n concern: locales, message catalogues (kit's and each app's) and translated texts.
export { locales, defaultLocale, isLocale, localeFromTag, loadMessages, readLocaleCookie, initialLocale } from './locales';
export type { Locale, Messages, MessagesLoader } from './locales';
export { AppMessagesProvider, preloadAppMessages } from './app-messages-provider';
export { withAppMessages } from './with-app-messages';
export { loadKitMessages, preloadKitMessages } from './kit-messages';
export { apiErrorMessagePrefix, kitApiErrorText } from './api-error-text';
export { formatMessageById } from './format-message-by-id';
export { siteText } from './site-text';
