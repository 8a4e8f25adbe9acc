import type { MessagesLoader } from '@dating/shared-kit';

/** The shell's catalogue for one locale (ids `shell.*`), fetched only for the active locale. */
export const loadShellMessages: MessagesLoader = (locale) => import(`./${locale}.json`);
