import { LOCALES, type Locale } from '../contracts/common.ts';
import { GREETING, SIGNATURE } from './templates/frame.ts';
import type { MailTemplate } from './templates/types.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailVars = Record<string, string | number>;

/** Member languages outside the 11 fall back to Dutch, the source language. */
export function mailLocale(language: string): Locale {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'nl';
}

function fill(text: string, vars: MailVars): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A mail with one call to action, as plain text (the link on its own line, so every client makes it
 * clickable) and as simple HTML. Every variable is escaped in the HTML: names are typed by members.
 */
export function renderActionMail(template: MailTemplate, language: string, link: string, vars: MailVars): RenderedMail {
  const locale = mailLocale(language);
  const texts = template[locale];
  const greeting = fill(GREETING[locale], vars);
  const intro = fill(texts.intro, vars);
  const action = fill(texts.action, vars);
  const outro = fill(texts.outro, vars);
  const signature = fill(SIGNATURE[locale], vars);
  const text = `${greeting}\n\n${intro}\n\n${action}:\n${link}\n\n${outro}\n\n${signature}\n`;
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#ffb300;color:#000;` +
    `text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>` +
    `<p style="font-size:small">${escapeHtml(link)}</p><p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p>` +
    `</body></html>`;
  return { subject: fill(texts.subject, vars), text, html };
}
