import type { Locale } from '../../contracts/common.ts';

/** One mail in one language. Placeholders: {name}, {site}, {days}, {hours}. */
export interface MailTexts {
  subject: string;
  intro: string;
  /** The button label; the text version puts the link under it. */
  action: string;
  outro: string;
}

export type MailTemplate = Record<Locale, MailTexts>;
